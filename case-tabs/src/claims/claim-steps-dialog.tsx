import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Claim, type ClaimStateView, DOCUMENT_ACCEPT, QUESTION_MAX } from 'shared-api';
import { ConfirmDialog, DetailsModal } from 'shared-ui';
import { Button, formatDateTime, formatSek, TextAreaField, toast } from 'shared-ui/light';
import { Fact } from '../fact';
import { FilePicker } from '../file-picker';
import { useAnswerQuestion, useAskQuestion, useClaimState, useWithdrawClaim } from './use-claim-steps';

export type ClaimStepsDialogProps = {
  claim: Claim | null;
  /** The firm asks questions; the creditor side answers them and withdraws its claim. */
  side: 'lawfirm' | 'creditor';
  onClose: () => void;
};

/**
 * A claim's progress: its state (received with its number, under review, more information requested
 * with the question, decided with the admitted amount, class and reason, objected, disputed, settled,
 * withdrawn) and the dated timeline; the firm's question, the creditor's answer and withdrawal.
 */
export function ClaimStepsDialog({ claim, side, onClose }: ClaimStepsDialogProps) {
  const { t } = useTranslation(['tabs', 'common']);
  const state = useClaimState(claim?.invoiceId ?? null);
  const view = state.data ?? null;
  return (
    <DetailsModal item={claim} title={t('tabs.claims.steps.title')} onClose={onClose}>
      {(claim) =>
        view && view.invoiceId === claim.invoiceId ? (
          <>
            <StateFacts view={view} />
            {side === 'lawfirm' ? (
              <AskQuestion claim={claim} view={view} />
            ) : (
              <CreditorSteps claim={claim} view={view} />
            )}
          </>
        ) : (
          <dd>{t('tabs.claims.steps.loading')}</dd>
        )
      }
    </DetailsModal>
  );
}

function StateFacts({ view }: { view: ClaimStateView }) {
  const { t } = useTranslation('tabs');
  return (
    <>
      <dt>{t('tabs.claims.steps.state')}</dt>
      <dd data-testid="claim-state">{t(`tabs.claims.steps.states.${view.state}`)}</dd>
      <dt>{t('tabs.claims.steps.receipt')}</dt>
      <dd>{view.claimNumber}</dd>
      <Fact term={t('tabs.claims.steps.question')} value={view.question} className="case-tabs__pre" />
      {view.admittedAmount !== null ? (
        <>
          <dt>{t('tabs.claims.steps.admitted')}</dt>
          <dd>{formatSek(view.admittedAmount)}</dd>
        </>
      ) : null}
      {view.priorityClass ? (
        <>
          <dt>{t('tabs.claims.steps.priority')}</dt>
          <dd>
            {t(`tabs.claims.priorityClass.${view.priorityClass}`)}
            {view.priorityAsset ? `: ${view.priorityAsset}` : ''}
          </dd>
        </>
      ) : null}
      <Fact term={t('tabs.claims.decision.reason')} value={view.decisionReason} className="case-tabs__pre" />
      <dt>{t('tabs.claims.steps.timeline')}</dt>
      <dd>
        <ol aria-label={t('tabs.claims.steps.timeline')}>
          {view.timeline.map((step) => (
            <li key={`${step.step}-${step.on}`}>
              {formatDateTime(step.on)} · {t(`tabs.claims.steps.states.${step.step}`)}
              {step.text ? `: ${step.text}` : ''}
            </li>
          ))}
        </ol>
      </dd>
      {view.requests.some((r) => r.answer) ? (
        <>
          <dt>{t('tabs.claims.steps.answers')}</dt>
          {view.requests
            .filter((r) => r.answer)
            .map((r) => (
              <dd key={r.requestId} className="case-tabs__pre">
                {`${r.answeredBy ?? ''}: ${r.answer}`}
                {r.fileName ? ` (${r.fileName})` : ''}
              </dd>
            ))}
        </>
      ) : null}
    </>
  );
}

/**
 * The firm's question or the creditor's answer as typed: `take()` gives it trimmed, or shows
 * `requiredKey` under the field and gives null when it is empty; `clear()` empties it once sent.
 */
function useStepText(requiredKey: 'validation.questionRequired' | 'validation.answerRequired') {
  const { t } = useTranslation('common');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const take = () => {
    const text = value.trim();
    setError(text ? null : t(requiredKey));
    return text || null;
  };
  return { value, error, setValue, take, clear: () => setValue('') };
}

/** The text of `useStepText`: a few lines, no longer than a question may be. */
function StepText({ label, text }: { label: string; text: ReturnType<typeof useStepText> }) {
  return (
    <TextAreaField
      label={label}
      rows={3}
      maxLength={QUESTION_MAX}
      value={text.value}
      error={text.error ?? undefined}
      onChange={(event) => text.setValue(event.target.value)}
    />
  );
}

function AskQuestion({ claim, view }: { claim: Claim; view: ClaimStateView }) {
  const { t } = useTranslation('tabs');
  const text = useStepText('validation.questionRequired');
  const ask = useAskQuestion(claim.caseId);
  const mayAsk =
    claim.invoiceStatus === 'Pending' && (view.state === 'Received' || view.state === 'UnderReview');
  if (!mayAsk) return null;
  const send = () => {
    const question = text.take();
    if (question === null) return;
    ask.mutate(
      { body: { invoiceId: claim.invoiceId, question } },
      {
        onSuccess: () => {
          text.clear();
          toast.success(t('tabs.claims.steps.asked'));
        },
      },
    );
  };
  return (
    <dd>
      <StepText label={t('tabs.claims.steps.askLabel')} text={text} />
      <Button disabled={ask.isPending} onClick={send}>
        {t('tabs.claims.steps.ask')}
      </Button>
    </dd>
  );
}

function CreditorSteps({ claim, view }: { claim: Claim; view: ClaimStateView }) {
  const { t } = useTranslation('tabs');
  const text = useStepText('validation.answerRequired');
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerQuestion(claim.caseId);
  const withdraw = useWithdrawClaim(claim.caseId);
  const send = () => {
    const answerText = text.take();
    if (answerText === null) return;
    answer.mutate(
      {
        body: { InvoiceId: claim.invoiceId, Answer: answerText },
        ...(file ? { file } : {}),
      },
      {
        onSuccess: () => {
          text.clear();
          setFile(null);
          toast.success(t('tabs.claims.steps.answered'));
        },
      },
    );
  };
  return (
    <>
      {view.state === 'InformationRequested' ? (
        <dd>
          <StepText label={t('tabs.claims.steps.answerLabel')} text={text} />
          <FilePicker
            label={t('tabs.claims.steps.answerFile')}
            hint={t('tabs.claims.steps.answerFileHint')}
            accept={DOCUMENT_ACCEPT}
            error={null}
            onChange={setFile}
          />
          <Button disabled={answer.isPending} onClick={send}>
            {t('tabs.claims.steps.answer')}
          </Button>
        </dd>
      ) : null}
      {view.mayWithdraw ? (
        <dd>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('tabs.claims.steps.withdraw')}
          </Button>
        </dd>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('tabs.claims.steps.withdrawTitle', { number: claim.claimNumber ?? '' })}
        text={t('tabs.claims.steps.withdrawText')}
        confirmLabel={t('tabs.claims.steps.withdraw')}
        danger
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(
            { body: { invoiceId: claim.invoiceId } },
            {
              onSuccess: () => toast.success(t('tabs.claims.steps.withdrawn')),
              onSettled: () => setConfirming(false),
            },
          )
        }
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
