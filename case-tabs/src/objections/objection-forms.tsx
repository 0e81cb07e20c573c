import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITY_CLASSES, type PriorityClass } from 'shared-api';
import { Button, Checkbox, Input } from 'shared-ui/antd';
import { toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import {
  useAddObjection,
  useRecordCourtOutcome,
  useReplyObjection,
  useSettleObjection,
} from './use-objections';

/** The forms of the objections section: object, reply, settle and the court's outcome, each inline. */

function FileField({
  onChange,
  required = false,
}: {
  onChange: (file: File | null) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('tabs');
  return (
    <label className="objection-field">
      {t(required ? 'tabs.objections.fileRequired' : 'tabs.objections.file')}
      <input
        type="file"
        accept=".pdf,.doc,.docx,.xls,.xlsx"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
    </label>
  );
}

function PrioritySelect({
  value,
  onChange,
  label,
}: {
  value: PriorityClass | '';
  onChange: (v: PriorityClass | '') => void;
  label: string;
}) {
  const { t } = useTranslation('tabs');
  return (
    <label className="objection-field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as PriorityClass | '')}>
        <option value="">{t('tabs.objections.choosePriority')}</option>
        {PRIORITY_CLASSES.map((p) => (
          <option key={p} value={p}>
            {t(`tabs.objections.priority.${p}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ObjectForm({
  caseId,
  invoiceId,
  onDone,
}: {
  caseId: number;
  invoiceId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('tabs');
  const add = useAddObjection(caseId);
  const [amount, setAmount] = useState(false);
  const [priority, setPriority] = useState(false);
  const [proposedAmount, setProposedAmount] = useState('');
  const [proposedPriority, setProposedPriority] = useState<PriorityClass | ''>('');
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const submit = () =>
    add.mutate(
      {
        body: {
          InvoiceId: invoiceId,
          DisputesAmount: amount,
          DisputesPriority: priority,
          ProposedAmount: amount ? proposedAmount : '',
          ProposedPriorityClass: priority ? proposedPriority : '',
          Reason: reason,
        },
        file,
      },
      {
        onSuccess: () => {
          toast.success(t('tabs.objections.toast.filed'));
          onDone();
        },
        onError: (error) => reportError(error, 'tabs.objections.toast.saveFailed'),
      },
    );
  return (
    <form
      aria-label={t('tabs.objections.objectForm')}
      className="objection-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Checkbox checked={amount} onChange={(e) => setAmount(e.target.checked)}>
        {t('tabs.objections.disputesAmount')}
      </Checkbox>
      {amount && (
        <div className="objection-field">
          {t('tabs.objections.proposedAmount')}
          <Input
            aria-label={t('tabs.objections.proposedAmount')}
            value={proposedAmount}
            onChange={(e) => setProposedAmount(e.target.value)}
            inputMode="decimal"
          />
        </div>
      )}
      <Checkbox checked={priority} onChange={(e) => setPriority(e.target.checked)}>
        {t('tabs.objections.disputesPriority')}
      </Checkbox>
      {priority && (
        <PrioritySelect
          value={proposedPriority}
          onChange={setProposedPriority}
          label={t('tabs.objections.proposedPriority')}
        />
      )}
      <div className="objection-field">
        {t('tabs.objections.reason')}
        <Input.TextArea
          aria-label={t('tabs.objections.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
        />
      </div>
      <FileField onChange={setFile} />
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t('tabs.objections.submitObjection')}
      </Button>
    </form>
  );
}

export function ReplyForm({
  caseId,
  objectionId,
  onDone,
}: {
  caseId: number;
  objectionId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('tabs');
  const reply = useReplyObjection(caseId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      aria-label={t('tabs.objections.replyForm')}
      className="objection-form"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate(
          { body: { ObjectionId: objectionId, Text: text }, file },
          {
            onSuccess: () => {
              toast.success(t('tabs.objections.toast.replied'));
              onDone();
            },
            onError: (error) => reportError(error, 'tabs.objections.toast.saveFailed'),
          },
        );
      }}
    >
      <div className="objection-field">
        {t('tabs.objections.replyText')}
        <Input.TextArea
          aria-label={t('tabs.objections.replyText')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
        />
      </div>
      <FileField onChange={setFile} />
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('tabs.objections.sendReply')}
      </Button>
    </form>
  );
}

/** The trustee's record of a settlement (förlikning) or, with `court`, of the district court's outcome. */
export function OutcomeForm({
  caseId,
  objectionId,
  court,
  onDone,
}: {
  caseId: number;
  objectionId: number;
  court: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('tabs');
  const settle = useSettleObjection(caseId);
  const decide = useRecordCourtOutcome(caseId);
  const [amount, setAmount] = useState('');
  const [priority, setPriority] = useState<PriorityClass | ''>('');
  const [decidedOn, setDecidedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const done = {
    onSuccess: () => {
      toast.success(t(court ? 'tabs.objections.toast.decided' : 'tabs.objections.toast.settled'));
      onDone();
    },
    onError: (error: unknown) => reportError(error, 'tabs.objections.toast.saveFailed'),
  };
  const submit = () => {
    const fields = { ObjectionId: objectionId, Amount: amount, PriorityClass: priority as PriorityClass };
    if (court) decide.mutate({ body: { ...fields, DecidedOn: decidedOn }, file }, done);
    else settle.mutate({ body: fields, file }, done);
  };
  return (
    <form
      aria-label={t(court ? 'tabs.objections.courtForm' : 'tabs.objections.settleForm')}
      className="objection-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="objection-field">
        {t('tabs.objections.admittedAmount')}
        <Input
          aria-label={t('tabs.objections.admittedAmount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
        />
      </div>
      <PrioritySelect value={priority} onChange={setPriority} label={t('tabs.objections.admittedPriority')} />
      {court && (
        <label className="objection-field">
          {t('tabs.objections.decidedOn')}
          <input type="date" value={decidedOn} onChange={(e) => setDecidedOn(e.target.value)} />
        </label>
      )}
      <FileField onChange={setFile} required />
      <Button type="primary" htmlType="submit" loading={settle.isPending || decide.isPending}>
        {t(court ? 'tabs.objections.recordCourt' : 'tabs.objections.recordSettlement')}
      </Button>
    </form>
  );
}
