import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointMutation, previewInvitations, sendInvitations } from 'shared-api';
import { toast } from 'shared-ui';

/**
 * The preview and the send of one creditor list (the same file both times; the server checks it again).
 * The rows are the last preview's answer; a failure of either is toasted by the page's mutation cache.
 */
export function useCreditorList(caseId: number) {
  const { t } = useTranslation();
  // The preview stores nothing, so nothing is stale after it; the send's new invitations are read again by
  // the dialog's owner (its onSent).
  const previewing = useMutation(
    endpointMutation(previewInvitations, { meta: { errorKey: 'lawfirm.invitations.errors.previewFailed' } }),
  );
  const sending = useMutation(
    endpointMutation(sendInvitations, { meta: { errorKey: 'lawfirm.invitations.errors.sendFailed' } }),
  );

  const preview = async (file: File) => {
    await previewing.mutateAsync({ query: { caseId }, file }).catch(() => undefined);
  };

  /** True when the invitations went out. */
  const send = async (file: File): Promise<boolean> => {
    const answer = await sending.mutateAsync({ query: { caseId }, file }).catch(() => null);
    if (!answer) return false;
    toast.success(t('lawfirm.invitations.sent', { count: answer.invited }));
    return true;
  };

  return {
    rows: previewing.data?.rows ?? null,
    busy: previewing.isPending || sending.isPending,
    preview,
    send,
    reset: previewing.reset,
  };
}
