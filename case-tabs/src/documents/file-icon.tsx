import { useTranslation } from 'react-i18next';
import { fileKindOfName } from 'shared-api';

const COLORS: Record<string, string> = {
  PDF: '#c92a2a',
  DOC: '#1d4ed8',
  DOCX: '#1d4ed8',
  XLS: '#15803d',
  XLSX: '#15803d',
};

/** The file-type icon of a row (a sheet with the kind written on it), named for screen readers ("PDF file"). */
export function FileIcon({ fileName }: { fileName: string }) {
  const { t } = useTranslation('tabs');
  const kind = (fileKindOfName(fileName) ?? fileName.split('.').pop() ?? '').toUpperCase().slice(0, 4);
  const color = COLORS[kind] ?? '#555';
  return (
    <svg
      className="case-tabs__icon"
      role="img"
      aria-label={t('tabs.documents.fileType', { kind })}
      width="28"
      height="34"
      viewBox="0 0 28 34"
    >
      <path d="M2 1h17l7 7v25H2z" fill="#fff" stroke={color} strokeWidth="1.5" />
      <path d="M19 1v7h7" fill="none" stroke={color} strokeWidth="1.5" />
      <rect x="0" y="18" width="24" height="10" rx="2" fill={color} />
      <text
        x="12"
        y="26"
        textAnchor="middle"
        fontSize="7"
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
      >
        {kind}
      </text>
    </svg>
  );
}
