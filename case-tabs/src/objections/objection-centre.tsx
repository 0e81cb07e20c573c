import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, downloadDisputeBundle, type Objection } from 'shared-api';
import { Button, Tag } from 'shared-ui/antd';
import { formatSek } from 'shared-ui/light';
import { reportError } from '../feedback';
import { saveFile } from '../save-file';
import type { TabSide } from '../tab-access';
import { ObjectForm, OutcomeForm, ReplyForm } from './objection-forms';
import { useObjections, useWithdrawObjection } from './use-objections';

export type ObjectionCentreProps = { side: TabSide; caseId: number };

type Open = { kind: 'object' | 'reply' | 'settle' | 'court'; id: number } | null;

/**
 * The objections (anmärkningar) of a case, under its claims: the claims of the published claims
 * register with their objections and states. A creditor objects to another's claim until the end
 * of the objection period, replies to objections against its own claims and withdraws its own; the
 * firm objects too, records settlements (förlikning) and the court's outcome of a claims dispute
 * (bevakningstvist), and downloads the dispute bundle.
 */
export function ObjectionCentre({ side, caseId }: ObjectionCentreProps) {
  const { t, i18n } = useTranslation('tabs');
  const { data } = useObjections(caseId);
  const withdraw = useWithdrawObjection(caseId);
  const [open, setOpen] = useState<Open>(null);
  const firm = side === 'lawfirm';
  if (!data || data.claims.length === 0) return null;
  const close = () => setOpen(null);
  const bundle = async (objectionId: number) => {
    try {
      const lang = i18n.language.startsWith('sv') ? 'sv' : 'en';
      const file = await download(downloadDisputeBundle, { objectionId, lang });
      saveFile(file.blob, file.fileName || `dispute-${objectionId}.pdf`);
    } catch (error) {
      reportError(error, 'tabs.objections.toast.bundleFailed');
    }
  };
  const actions = (o: Objection) => {
    const live = o.state === 'Open' || o.state === 'Disputed';
    return (
      <span className="objection-actions">
        {o.isClaimant && o.state === 'Open' && (
          <Button size="small" onClick={() => setOpen({ kind: 'reply', id: o.objectionId })}>
            {t('tabs.objections.reply')}
          </Button>
        )}
        {o.isObjector && live && (
          <Button
            size="small"
            aria-label={t('tabs.objections.withdrawLabel', { n: o.claimNumber })}
            onClick={() =>
              withdraw.mutate(
                { body: { objectionId: o.objectionId } },
                { onError: (error) => reportError(error, 'tabs.objections.toast.saveFailed') },
              )
            }
          >
            {t('tabs.objections.withdraw')}
          </Button>
        )}
        {firm && live && (
          <Button size="small" onClick={() => setOpen({ kind: 'settle', id: o.objectionId })}>
            {t('tabs.objections.settle')}
          </Button>
        )}
        {firm && o.state === 'Disputed' && (
          <Button size="small" onClick={() => setOpen({ kind: 'court', id: o.objectionId })}>
            {t('tabs.objections.court')}
          </Button>
        )}
        {firm && (o.state === 'Disputed' || o.state === 'Decided') && (
          <Button size="small" onClick={() => void bundle(o.objectionId)}>
            {t('tabs.objections.bundle')}
          </Button>
        )}
      </span>
    );
  };
  return (
    <section aria-label={t('tabs.objections.title')} className="objection-centre">
      <h3>{t('tabs.objections.title')}</h3>
      <p>
        {data.objectionDeadline
          ? t('tabs.objections.deadlines', {
              objection: data.objectionDeadline,
              settlement: data.settlementDeadline ?? '–',
            })
          : t('tabs.objections.noDeadline')}
      </p>
      <ul aria-label={t('tabs.objections.claims')}>
        {data.claims.map((claim) => {
          const objections = data.objections.filter((o) => o.invoiceId === claim.invoiceId);
          return (
            <li key={claim.invoiceId}>
              <strong>
                {t('tabs.objections.claimLine', { n: claim.claimNumber, creditor: claim.creditorName })}
              </strong>{' '}
              {formatSek(claim.approvedAmount ?? claim.claimAmount)}
              {data.objectionsOpen && !claim.isOwn && (
                <Button
                  size="small"
                  aria-label={t('tabs.objections.objectLabel', { n: claim.claimNumber })}
                  onClick={() => setOpen({ kind: 'object', id: claim.invoiceId })}
                >
                  {t('tabs.objections.object')}
                </Button>
              )}
              {open?.kind === 'object' && open.id === claim.invoiceId && (
                <ObjectForm caseId={caseId} invoiceId={claim.invoiceId} onDone={close} />
              )}
              {objections.length > 0 && (
                <ul aria-label={t('tabs.objections.ofClaim', { n: claim.claimNumber })}>
                  {objections.map((o) => (
                    <li key={o.objectionId}>
                      {t('tabs.objections.by', { name: o.objectorName })}:{' '}
                      {[
                        o.disputesAmount ? t('tabs.objections.amount') : '',
                        o.disputesPriority ? t('tabs.objections.priorityWord') : '',
                      ]
                        .filter(Boolean)
                        .join(', ')}{' '}
                      <Tag>{t(`tabs.objections.state.${o.state}`)}</Tag> {o.reason}
                      {o.settlement &&
                        ` ${t('tabs.objections.settledAt', { amount: formatSek(o.settlement.amount) })}`}
                      {o.courtOutcome &&
                        ` ${t('tabs.objections.decidedAt', { amount: formatSek(o.courtOutcome.amount) })}`}
                      {o.replies.map((r) => (
                        <blockquote key={r.replyId}>{`${r.filedBy}: ${r.text}`}</blockquote>
                      ))}
                      {actions(o)}
                      {open?.id === o.objectionId && open.kind === 'reply' && (
                        <ReplyForm caseId={caseId} objectionId={o.objectionId} onDone={close} />
                      )}
                      {open?.id === o.objectionId && (open.kind === 'settle' || open.kind === 'court') && (
                        <OutcomeForm
                          caseId={caseId}
                          objectionId={o.objectionId}
                          court={open.kind === 'court'}
                          onDone={close}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
