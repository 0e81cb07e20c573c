import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case, CaseSector, CaseStatus } from 'shared-api';
import { CaseHeader, ConfirmDeleteModal, LazyView, lazyNamed } from 'shared-ui';
import { Button, Empty } from 'shared-ui/antd';
import type { CaseAccess } from '../case-access';
import type { CaseFormOutput } from '../case-form-schema';

// The edit form loads when A first opens it.
const CaseForm = lazyNamed(() => import('./case-form'), 'CaseForm');

export type CaseViewProps = {
  details: Case | null;
  access: CaseAccess;
  statuses: readonly CaseStatus[];
  sectors: readonly CaseSector[];
  onSave: (values: CaseFormOutput, existing: Case) => Promise<boolean>;
  onDelete: (details: Case) => Promise<boolean>;
  /** The tabs under the header. */
  children?: ReactNode;
};

/** The firm's case view: header, Edit and Delete for A, then the tabs. */
export function CaseView({ details, access, statuses, sectors, onSave, onDelete, children }: CaseViewProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!details) return <Empty description={t('lawfirm.caseView.noCases')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <CaseHeader
        caseDetails={details}
        variant="lawfirm"
        actions={
          <>
            {access.canEditCase ? (
              <Button onClick={() => setEditing(true)}>{t('lawfirm.cases.view.edit')}</Button>
            ) : null}
            {access.canDeleteCase ? (
              <Button danger onClick={() => setDeleting(true)}>
                {t('lawfirm.cases.view.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {children}
      {editing ? (
        <LazyView>
          <CaseForm
            details={details}
            statuses={statuses}
            sectors={sectors}
            onSubmit={(values) => onSave(values, details)}
            onClose={() => setEditing(false)}
          />
        </LazyView>
      ) : null}
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
