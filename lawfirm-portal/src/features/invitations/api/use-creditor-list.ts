import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type InvitationRow, previewInvitations, sendInvitations } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';

/** The preview and the send of one creditor list (the same file both times; the server checks it again). */
export function useCreditorList(caseId: number) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<InvitationRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async (file: File) => {
    setBusy(true);
    try {
      setRows((await call(previewInvitations, { query: { caseId }, file })).rows);
    } catch (error) {
      setRows(null);
      toast.error(errorMessage(error, 'lawfirm.invitations.errors.previewFailed'));
    } finally {
      setBusy(false);
    }
  };

  /** True when the invitations went out. */
  const send = async (file: File): Promise<boolean> => {
    setBusy(true);
    try {
      const { invited } = await call(sendInvitations, { query: { caseId }, file });
      toast.success(t('lawfirm.invitations.sent', { count: invited }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'lawfirm.invitations.errors.sendFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { rows, busy, preview, send, reset: () => setRows(null) };
}
