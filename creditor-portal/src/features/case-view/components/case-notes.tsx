import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2 §1: the creditor view shows the notes' first two words, with a button opening the full text. */
export function CaseNotes({ notes }: { notes: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const words = (notes ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return <>–</>;
  const preview = words.slice(0, 2).join(' ');
  return (
    <>
      <span>
        {preview}
        {words.length > 2 ? '…' : ''}
      </span>{' '}
      <Button
        type="link"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('creditor.case.readNotes')}
      >
        <span aria-hidden="true">ⓘ</span>
      </Button>
      <Modal
        open={open}
        title={t('creditor.case.notes')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('common.actions.close')}</Button>}
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{notes}</p>
      </Modal>
    </>
  );
}
