import { useTranslation } from 'react-i18next';
import { type FirmProposal, proposalDatesBodySchema, selectUserType, useAuthStore } from 'shared-api';
import { TextField, toast, useZodForm } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useRecordDates } from '../api/use-dividends';
import { dividendAccess } from '../dividend-access';

/**
 * The version's dates: sent to the supervisory authority (A and U), confirmed and final (A only). Once
 * final they stand, and are only shown.
 */
export function DatesForm({ caseId, proposal }: { caseId: number; proposal: FirmProposal }) {
  const { t } = useTranslation();
  const access = dividendAccess(useAuthStore(selectUserType), proposal);
  const record = useRecordDates(caseId);
  const form = useZodForm(proposalDatesBodySchema, {
    proposalId: proposal.proposalId,
    sentToAuthorityOn: proposal.sentToAuthorityOn ?? '',
    confirmedOn: proposal.confirmedOn ?? '',
    finalOn: proposal.finalOn ?? '',
  });
  if (!access.canRecordSent)
    return proposal.status === 'Published' ? (
      <dl className="dividends__totals">
        {(['sentToAuthorityOn', 'confirmedOn', 'finalOn'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`lawfirm.dividends.dates.${key}`)}</dt>
            <dd>{proposal[key] ?? '–'}</dd>
          </div>
        ))}
      </dl>
    ) : null;
  const submit = form.handleSubmit((values) => {
    // Only what changed is sent: U sends no decision date it may not record.
    const body = {
      proposalId: proposal.proposalId,
      sentToAuthorityOn:
        values.sentToAuthorityOn !== proposal.sentToAuthorityOn ? values.sentToAuthorityOn : null,
      confirmedOn:
        access.canRecordDecision && values.confirmedOn !== proposal.confirmedOn ? values.confirmedOn : null,
      finalOn: access.canRecordDecision && values.finalOn !== proposal.finalOn ? values.finalOn : null,
    };
    record.mutate({ body }, { onSuccess: () => toast.success(t('lawfirm.dividends.datesSaved')) });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('lawfirm.dividends.dates.title')}
      className="dividends__row"
    >
      <TextField
        type="date"
        label={t('lawfirm.dividends.dates.sentToAuthorityOn')}
        {...form.field('sentToAuthorityOn')}
      />
      <TextField
        type="date"
        label={t('lawfirm.dividends.dates.confirmedOn')}
        disabled={!access.canRecordDecision}
        {...form.field('confirmedOn')}
      />
      <TextField
        type="date"
        label={t('lawfirm.dividends.dates.finalOn')}
        disabled={!access.canRecordDecision}
        {...form.field('finalOn')}
      />
      <div>
        <Button htmlType="submit" loading={record.isPending}>
          {t('lawfirm.dividends.dates.save')}
        </Button>
      </div>
    </form>
  );
}
