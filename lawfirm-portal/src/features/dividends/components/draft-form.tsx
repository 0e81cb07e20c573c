import { useTranslation } from 'react-i18next';
import { draftProposalBodySchema } from 'shared-api';
import { TextField, toast, useZodForm } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useDraftProposal } from '../api/use-dividends';

type Props = { caseId: number; assets: readonly string[]; onDrafted: (proposalId: number) => void };

/** A new version: the proceeds of each asset the special priorities attach to, and the amount for the rest. */
export function DraftForm({ caseId, assets, onDrafted }: Props) {
  const { t } = useTranslation();
  const draft = useDraftProposal(caseId);
  const form = useZodForm(draftProposalBodySchema, {
    caseId,
    assets: assets.map((asset) => ({ asset, amount: '' })),
    rest: '',
  });
  const submit = form.handleSubmit((body) =>
    draft.mutate(
      { body },
      {
        onSuccess: (made) => {
          toast.success(t('lawfirm.dividends.drafted', { version: made.version }));
          onDrafted(made.proposalId);
        },
      },
    ),
  );
  return (
    <form className="dividends__panel" onSubmit={submit} noValidate aria-labelledby="new-proposal">
      <h3 id="new-proposal">{t('lawfirm.dividends.draft.title')}</h3>
      <p style={{ margin: 0 }}>{t('lawfirm.dividends.draft.intro')}</p>
      <div className="dividends__row">
        {assets.map((asset, index) => (
          <TextField
            key={asset}
            label={t('lawfirm.dividends.draft.asset', { asset })}
            inputMode="decimal"
            {...form.field(`assets.${index}.amount`)}
          />
        ))}
        <TextField label={t('lawfirm.dividends.draft.rest')} inputMode="decimal" {...form.field('rest')} />
      </div>
      <div>
        <Button type="primary" htmlType="submit" loading={draft.isPending}>
          {t('lawfirm.dividends.draft.compute')}
        </Button>
      </div>
    </form>
  );
}
