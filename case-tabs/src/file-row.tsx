import type { ReactNode } from 'react';
import { FileIcon } from './documents/file-icon';
import { RowMenu, type RowMenuItem } from './row-menu';
import { RowComment } from './text-popup';

export type FileRowProps = {
  /** The file's name: its type icon, and the name of its ⋮ menu and of its comment popup. */
  fileName: string;
  /** The comment under the row (cut at 100 characters) and the word its popup's title starts with. */
  comment: { label: string; text: string | null | undefined };
  menu: readonly RowMenuItem[];
  /** The row's head line: name, status and the rest. */
  children: ReactNode;
  /** Lines under the head, before the comment. */
  details?: ReactNode;
};

/**
 * A list row about one file (a document, a claim's invoice): type icon, the head line and any details, the
 * comment, the ⋮ menu.
 */
export function FileRow({ fileName, comment, menu, children, details }: FileRowProps) {
  return (
    <li className="case-tabs__row">
      <FileIcon fileName={fileName} />
      <div className="case-tabs__row-main">
        <div className="case-tabs__row-head">{children}</div>
        {details}
        <RowComment text={comment.text} title={`${comment.label}: ${fileName}`} />
      </div>
      <RowMenu itemName={fileName} items={menu} />
    </li>
  );
}
