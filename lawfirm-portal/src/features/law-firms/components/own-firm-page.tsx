import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type LawFirm, useAuthStore } from 'shared-api';
import { ConfirmDeleteModal, shellBridge } from 'shared-ui';
import { useLawFirm } from '../api/use-law-firm';
import { useLawFirmMutations } from '../api/use-save-law-firm';
import { LawFirmDetail } from './law-firm-detail';
import { LawFirmForm } from './law-firm-form';

/**
 * A: its own firm's details with Edit (name, offices, contact, URL, notes,
 * colour, logo) and Delete. Deleting the firm removes its cases and users, the
 * administrator's own account with them, so the session ends on the login page.
 */
export function OwnFirmPage({
  lawFirmId,
  onChanged,
}: {
  lawFirmId: number;
  onChanged?: (firm: LawFirm) => void;
}) {
  const { firm } = useLawFirm(lawFirmId);
  const { save, remove } = useLawFirmMutations();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  if (!firm) return null;
  return (
    <>
      <LawFirmDetail firm={firm} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
      <ConfirmDeleteModal
        open={deleting}
        itemName={firm.lawfirmName}
        caseCount={firm.caseCount}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          if (!(await remove(firm))) return;
          setDeleting(false);
          useAuthStore.getState().signOut();
          shellBridge.reset();
          navigate('/', { replace: true });
        }}
      />
      {editing ? (
        <LawFirmForm
          firm={firm}
          onClose={() => setEditing(false)}
          onSubmit={async (values, logo) => {
            const ok = await save(values, logo, firm);
            if (ok) {
              shellBridge.setFirm({ name: values.LawfirmName, color: values.ColorCode });
              onChanged?.(firm);
            }
            return ok;
          }}
        />
      ) : null}
    </>
  );
}
