import { useState } from 'react';
import type { LawFirm } from 'shared-api';
import { shellBridge } from 'shared-ui';
import { useLawFirm } from '../api/use-law-firm';
import { useLawFirmMutations } from '../api/use-save-law-firm';
import { LawFirmDetail } from './law-firm-detail';
import { LawFirmForm } from './law-firm-form';

/**
 * A: its own firm's details with Edit (name, offices, contact, URL, notes,
 * colour, logo). The server lets only S delete a firm, so no Delete here.
 */
export function OwnFirmPage({
  lawFirmId,
  onChanged,
}: {
  lawFirmId: number;
  onChanged?: (firm: LawFirm) => void;
}) {
  const [version, setVersion] = useState(0);
  const { firm } = useLawFirm(lawFirmId, version);
  const { save } = useLawFirmMutations();
  const [editing, setEditing] = useState(false);
  if (!firm) return null;
  return (
    <>
      <LawFirmDetail firm={firm} onEdit={() => setEditing(true)} />
      {editing ? (
        <LawFirmForm
          firm={firm}
          onClose={() => setEditing(false)}
          onSubmit={async (values, logo) => {
            const ok = await save(values, logo, firm);
            if (ok) {
              setVersion((value) => value + 1);
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
