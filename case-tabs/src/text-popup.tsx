import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_PREVIEW, truncate } from './text';

/** A text cut to `max` characters; when cut, a button opens the whole text in a popup. */
export function TruncatedText({
  text,
  max,
  title,
  moreLabel,
}: {
  text: string;
  max: number;
  title: string;
  moreLabel: string;
}) {
  const { t } = useTranslation('tabs');
  const [open, setOpen] = useState(false);
  const short = truncate(text, max);
  if (short === text.trim()) return <span>{short}</span>;
  return (
    <>
      <span>{short}</span>{' '}
      <Button type="link" size="small" className="case-tabs__link" onClick={() => setOpen(true)}>
        {moreLabel}
      </Button>
      <Modal open={open} title={title} footer={null} onCancel={() => setOpen(false)} keyboard destroyOnHidden>
        <p className="case-tabs__pre">{text}</p>
        <Button onClick={() => setOpen(false)}>{t('tabs.actions.close')}</Button>
      </Modal>
    </>
  );
}

/** A row's comment cut at 100 characters, the whole in a popup with `title`; nothing when there is none. */
export function RowComment({ text, title }: { text: string | null | undefined; title: string }) {
  const { t } = useTranslation('tabs');
  if (!text) return null;
  return (
    <p className="case-tabs__row-text">
      <TruncatedText
        text={text}
        max={COMMENT_PREVIEW}
        title={title}
        moreLabel={t('tabs.documents.showComment')}
      />
    </p>
  );
}
