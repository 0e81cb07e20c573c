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

function AskQuestion({ claim, view }: { claim: Claim; view: ClaimStateView }) {
  const { t } = useTranslation('tabs');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useAskQuestion(claim.caseId);
  const mayAsk =
    claim.invoiceStatus === 'Pending' && (view.state === 'Received' || view.state === 'UnderReview');
  if (!mayAsk) return null;
  const send = () => {
    if (!question.trim()) return setError(t('validation.questionRequired', { ns: 'common' }));
    setError(null);
    ask.mutate(
      { body: { invoiceId: claim.invoiceId, question: question.trim() } },
      {
        onSuccess: () => {
          setQuestion('');
          toast.success(t('tabs.claims.steps.asked'));
        },
      },
    );
  };
  return (
    <dd>
      <TextAreaField
        label={t('tabs.claims.steps.askLabel')}
        rows={3}
        maxLength={QUESTION_MAX}
        value={question}
        error={error ?? undefined}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <Button disabled={ask.isPending} onClick={send}>
        {t('tabs.claims.steps.ask')}
      </Button>
    </dd>
  );
}

function CreditorSteps({ claim, view }: { claim: Claim; view: ClaimStateView }) {
  const { t } = useTranslation('tabs');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerQuestion(claim.caseId);
  const withdraw = useWithdrawClaim(claim.caseId);
  const send = () => {
    if (!text.trim()) return setError(t('validation.answerRequired', { ns: 'common' }));
    setError(null);
    answer.mutate(
      {
        body: { InvoiceId: claim.invoiceId, Answer: text.trim() },
        ...(file ? { file } : {}),
      },
      {
        onSuccess: () => {
          setText('');
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
          <TextAreaField
            label={t('tabs.claims.steps.answerLabel')}
            rows={3}
            maxLength={QUESTION_MAX}
            value={text}
            error={error ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
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
