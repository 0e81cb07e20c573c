import { Input } from 'antd';
import type { ReactNode } from 'react';

export type ToolbarProps = {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  children?: ReactNode;
};

/** The search box of a tab, then its filters and buttons. */
export function Toolbar({ searchLabel, search, onSearch, children }: ToolbarProps) {
  return (
    <div className="case-tabs__toolbar">
      <Input
        type="search"
        className="case-tabs__search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        allowClear
      />
      {children}
    </div>
  );
}
