import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from './text';

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
