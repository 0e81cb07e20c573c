import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmDeleteModalProps = Pick<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'> & {
  /** The item as the user knows it (a law firm's name, a debtor, a file name). */
  itemName: string;
  /** For a law firm: how many cases it has; said before asking when above 0. */
  caseCount?: number;
};

/** The delete confirmation: names the item, counts a firm's cases, closes on Escape. */
export function ConfirmDeleteModal({ itemName, caseCount, ...question }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      {...question}
      title={t('common.confirmDelete.title', { name: itemName })}
      confirmLabel={t('common.confirmDelete.confirm')}
      danger
    >
      {caseCount ? <p>{t('common.confirmDelete.lawFirmCases', { count: caseCount })}</p> : null}
      <p>{t('common.confirmDelete.text')}</p>
    </ConfirmDialog>
  );
}
