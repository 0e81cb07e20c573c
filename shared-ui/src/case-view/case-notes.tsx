import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui/antd';
import { LineIcon } from '../icons/line-icon';

/** The first `words` words of the notes (one word for the firm, two for creditors). */
export const notesPreview = (notes: string, words: number): string =>
  notes.trim().split(/\s+/).slice(0, words).join(' ');

/** Case notes as a short preview with an icon button that opens the full text in a popup. */
export function CaseNotes({ notes, words }: { notes: string | null; words: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!notes?.trim()) return <span>{t('lawfirm.caseView.empty')}</span>;
  return (
    <span className="case-notes">
      <span>{notesPreview(notes, words)}</span>{' '}
      <button
        type="button"
        className="case-notes__open"
        aria-label={t('lawfirm.caseView.openNotes')}
        onClick={() => setOpen(true)}
        style={{ border: 0, background: 'transparent', cursor: 'pointer', padding: '0 4px' }}
      >
        <LineIcon size={16}>
          <path d="M5 3h10l4 4v14H5zM9 11h6M9 15h6M9 7h3" />
        </LineIcon>
      </button>
      <Modal
        open={open}
        title={t('lawfirm.caseView.notes')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{notes}</p>
      </Modal>
    </span>
  );
}
