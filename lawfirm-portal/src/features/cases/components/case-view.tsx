import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from 'shared-api';
import { CaseHeader, ConfirmDeleteModal } from 'shared-ui';
import { Button, Empty } from 'shared-ui/antd';
import type { CaseAccess } from '../case-access';

export type CaseViewProps = {
  details: Case | null;
  access: CaseAccess;
  /** Edit was pressed: the page opens the case form (the same form that adds a case). */
  onEdit: () => void;
  onDelete: (details: Case) => Promise<boolean>;
  /** The tabs under the header. */
  children?: ReactNode;
};

/** The firm's case view: header, Edit and Delete for A, then the tabs. */
export function CaseView({ details, access, onEdit, onDelete, children }: CaseViewProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  if (!details) return <Empty description={t('lawfirm.caseView.noCases')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <CaseHeader
        caseDetails={details}
        variant="lawfirm"
        actions={
          <>
            {access.canEditCase ? <Button onClick={onEdit}>{t('lawfirm.cases.view.edit')}</Button> : null}
            {access.canDeleteCase ? (
              <Button danger onClick={() => setDeleting(true)}>
                {t('lawfirm.cases.view.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {children}
      <ConfirmDeleteModal
        open={deleting}
        itemName={details.debtorName}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          if (await onDelete(details)) setDeleting(false);
        }}
      />
    </div>
  );
}
