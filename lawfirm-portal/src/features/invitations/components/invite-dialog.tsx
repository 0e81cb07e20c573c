import { FilePicker, uploadFileSchema } from 'case-tabs';
import { useTranslation } from 'react-i18next';
import { acceptFor, type InvitationRow, invitationListUpload } from 'shared-api';
import * as z from 'shared-api/zod';
import { FormModal, useZodForm } from 'shared-ui';
import { Alert, Table, Tag } from 'shared-ui/antd';
import { useCreditorList } from '../api/use-creditor-list';

export type InviteDialogProps = {
  caseId: number;
  open: boolean;
  onClose: () => void;
  /** After the invitations went out. */
  onSent: () => void;
};

/** The creditor list, a CSV or XLSX file checked by the contract's upload rules. */
const inviteFormSchema = z.object({ file: uploadFileSchema(invitationListUpload) });

/**
 * The administrator chooses the creditor list (CSV or XLSX), sees every row's problems
 * (nothing is stored yet), then sends the invitations of the ready rows.
 */
export function InviteDialog({ caseId, open, onClose, onSent }: InviteDialogProps) {
  const { t } = useTranslation();
  const { handleSubmit, setValue, setError, clearErrors, watch, reset, message } = useZodForm(
    inviteFormSchema,
    { file: null },
  );
  const file = watch('file');
  const fileError = message('file');
  const list = useCreditorList(caseId);
  const ready = list.rows?.filter((row) => row.problems.length === 0).length ?? 0;
  const bad = (list.rows?.length ?? 0) - ready;

  const close = () => {
    reset({ file: null });
    list.reset();
    onClose();
  };
  const submit = handleSubmit(async ({ file: chosen }) => {
    if (!chosen) return;
    if (!list.rows) return list.preview(chosen);
    if (await list.send(chosen)) {
      close();
      onSent();
    }
  });

  return (
    <FormModal
      open={open}
      title={t('lawfirm.invitations.dialog.title')}
      width={860}
      submitText={
        list.rows
          ? t('lawfirm.invitations.dialog.send', { count: ready })
          : t('lawfirm.invitations.dialog.preview')
      }
      busy={list.busy}
      submitDisabled={list.rows ? ready === 0 : !file || fileError !== undefined}
      onSubmit={submit}
      onCancel={close}
    >
      <FilePicker
        label={t('lawfirm.invitations.dialog.file')}
        hint={t('lawfirm.invitations.dialog.hint')}
        accept={acceptFor(invitationListUpload)}
        error={fileError ?? null}
        onChange={(chosen) => {
          list.reset();
          setValue('file', chosen);
          // The schema's verdict at once, as the file is chosen (the resolver would answer a tick later).
          const issue = inviteFormSchema.safeParse({ file: chosen }).error?.issues[0];
          if (issue) setError('file', { message: issue.message });
          else clearErrors('file');
        }}
      />
      {list.rows ? (
        <>
          <Alert
            style={{ margin: '12px 0' }}
            type={bad ? 'warning' : 'success'}
            message={t('lawfirm.invitations.dialog.summary', { ready, bad })}
            role="status"
          />
          <PreviewTable rows={list.rows} />
        </>
      ) : null}
    </FormModal>
  );
}

function PreviewTable({ rows }: { rows: InvitationRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<InvitationRow>
      size="small"
      rowKey="line"
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      aria-label={t('lawfirm.invitations.dialog.rows')}
      columns={[
        { title: t('lawfirm.invitations.columns.line'), dataIndex: 'line', width: 70 },
        { title: t('lawfirm.invitations.columns.name'), dataIndex: 'name' },
        { title: t('lawfirm.invitations.columns.orgNumber'), dataIndex: 'orgNumber' },
        { title: t('lawfirm.invitations.columns.email'), dataIndex: 'email' },
        { title: t('lawfirm.invitations.columns.amount'), dataIndex: 'amount' },
        {
          title: t('lawfirm.invitations.columns.check'),
          key: 'problems',
          render: (_, row) =>
            row.problems.length === 0 ? (
              <Tag color={row.renewal ? 'blue' : 'green'}>
                {t(row.renewal ? 'lawfirm.invitations.renewal' : 'lawfirm.invitations.ready')}
              </Tag>
            ) : (
              row.problems.map((problem) => (
                <Tag key={problem} color="red">
                  {t(`lawfirm.invitations.problems.${problem}`)}
                </Tag>
              ))
            ),
        },
      ]}
    />
  );
}
