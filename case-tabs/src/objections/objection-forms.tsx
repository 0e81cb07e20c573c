import { type ReactNode, useState } from 'react';
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

/** A labelled text (`rows` 3) or, with `amount`, a kronor amount typed on the decimal keypad. */
function TextInput({
  label,
  value,
  onChange,
  amount = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  amount?: boolean;
}) {
  return (
    <div className="objection-field">
      {label}
      {amount ? (
        <Input
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="decimal"
        />
      ) : (
        <Input.TextArea
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
        />
      )}
    </div>
  );
}

/** Every form of the section: its fields, then its file (required or not) and its primary submit button. */
function ObjectionForm({
  label,
  onSubmit,
  onFile,
  fileRequired = false,
  submitText,
  busy,
  children,
}: {
  label: string;
  onSubmit: () => void;
  onFile: (file: File | null) => void;
  fileRequired?: boolean;
  submitText: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      className="objection-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FileField onChange={onFile} required={fileRequired} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </form>
  );
}

/** What each form is given: the case, and what to do once its write is done. */
type FormProps = { caseId: number; onDone: () => void };

export function ObjectForm({ caseId, invoiceId, onDone }: FormProps & { invoiceId: number }) {
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
    <ObjectionForm
      label={t('tabs.objections.objectForm')}
      onSubmit={submit}
      onFile={setFile}
      submitText={t('tabs.objections.submitObjection')}
      busy={add.isPending}
    >
      <Checkbox checked={amount} onChange={(e) => setAmount(e.target.checked)}>
        {t('tabs.objections.disputesAmount')}
      </Checkbox>
      {amount && (
        <TextInput
          label={t('tabs.objections.proposedAmount')}
          value={proposedAmount}
          onChange={setProposedAmount}
          amount
        />
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
      <TextInput label={t('tabs.objections.reason')} value={reason} onChange={setReason} />
    </ObjectionForm>
  );
}

export function ReplyForm({ caseId, objectionId, onDone }: FormProps & { objectionId: number }) {
  const { t } = useTranslation('tabs');
  const reply = useReplyObjection(caseId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <ObjectionForm
      label={t('tabs.objections.replyForm')}
      onSubmit={() =>
        reply.mutate(
          { body: { ObjectionId: objectionId, Text: text }, file },
          {
            onSuccess: () => {
              toast.success(t('tabs.objections.toast.replied'));
              onDone();
            },
            onError: (error) => reportError(error, 'tabs.objections.toast.saveFailed'),
          },
        )
      }
      onFile={setFile}
      submitText={t('tabs.objections.sendReply')}
      busy={reply.isPending}
    >
      <TextInput label={t('tabs.objections.replyText')} value={text} onChange={setText} />
    </ObjectionForm>
  );
}

/** The trustee's record of a settlement (förlikning) or, with `court`, of the district court's outcome. */
export function OutcomeForm({
  caseId,
  objectionId,
  court,
  onDone,
}: FormProps & { objectionId: number; court: boolean }) {
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
    <ObjectionForm
      label={t(court ? 'tabs.objections.courtForm' : 'tabs.objections.settleForm')}
      onSubmit={submit}
      onFile={setFile}
      fileRequired
      submitText={t(court ? 'tabs.objections.recordCourt' : 'tabs.objections.recordSettlement')}
      busy={settle.isPending || decide.isPending}
    >
      <TextInput label={t('tabs.objections.admittedAmount')} value={amount} onChange={setAmount} amount />
      <PrioritySelect value={priority} onChange={setPriority} label={t('tabs.objections.admittedPriority')} />
      {court && (
        <label className="objection-field">
          {t('tabs.objections.decidedOn')}
          <input type="date" value={decidedOn} onChange={(e) => setDecidedOn(e.target.value)} />
        </label>
      )}
    </ObjectionForm>
  );
}
