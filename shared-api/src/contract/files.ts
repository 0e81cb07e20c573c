import type { FileKind, UploadRules } from './common';
import type { ValidationKey } from './validation-messages';

/**
 * Client-side checks of a chosen file against an endpoint's upload rules, so a
 * dialog can say what is wrong before uploading. The server checks again, on
 * the content (magic bytes), and answers 413 / 415.
 */

const extensionsOf: Record<FileKind, readonly string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  xls: ['.xls'],
  xlsx: ['.xlsx'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  svg: ['.svg'],
  csv: ['.csv'],
};

/** The file kind a name claims by its extension, or null. */
export const fileKindOfName = (name: string): FileKind | null => {
  const lower = name.trim().toLowerCase();
  for (const [kind, extensions] of Object.entries(extensionsOf) as [FileKind, readonly string[]][])
    if (extensions.some((extension) => lower.endsWith(extension))) return kind;
  return null;
};

/** The `accept` attribute for a file input: ".pdf,.doc,.docx,.xls,.xlsx". */
export const acceptFor = (rules: Pick<UploadRules, 'kinds'>): string =>
  rules.kinds.flatMap((kind) => extensionsOf[kind]).join(',');

/**
 * The translation key of what is wrong with the file, or null when it may be
 * uploaded. `file` null means none chosen.
 */
export const checkUploadFile = (
  file: { name: string; size: number } | null | undefined,
  rules: Pick<UploadRules, 'kinds' | 'maxBytes' | 'fileRequired'>,
): ValidationKey | null => {
  if (!file) return rules.fileRequired ? 'validation.fileRequired' : null;
  const kind = fileKindOfName(file.name);
  if (!kind || !rules.kinds.includes(kind))
    return rules.kinds.includes('pdf')
      ? 'validation.documentType'
      : rules.kinds.includes('csv')
        ? 'validation.creditorListType'
        : 'validation.logoType';
  if (file.size > rules.maxBytes) return 'validation.fileTooLarge';
  return null;
};
