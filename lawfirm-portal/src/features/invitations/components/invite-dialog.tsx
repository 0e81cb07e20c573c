import { Alert, Button, Modal, Table, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptFor, checkUploadFile, type InvitationRow, invitationListUpload } from 'shared-api';
import { useCreditorList } from '../api/use-creditor-list';

export type InviteDialogProps = {
  caseId: number;
  open: boolean;
  onClose: () => void;
  /** After the invitations went out. */
  onSent: () => void;
};

/**
 * Issue 16 §5: the administrator chooses the creditor list (CSV or XLSX), sees every row's problems
 * (nothing is stored yet), then sends the invitations of the ready rows.
 */
export function InviteDialog({ caseId, open, onClose, onSent }: InviteDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const list = useCreditorList(caseId);
  const ready = list.rows?.filter((row) => row.problems.length === 0).length ?? 0;
  const bad = (list.rows?.length ?? 0) - ready;

  const close = () => {
    setFile(null);
    setFileError(null);
    list.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    list.reset();
    const problem = checkUploadFile(chosen, invitationListUpload);
    setFileError(problem ? t(problem) : null);
    setFile(problem ? null : chosen);
  };
  const send = async () => {
    if (file && (await list.send(file))) {
      close();
      onSent();
    }
  };

  return (
    <Modal
      open={open}
      title={t('lawfirm.invitations.dialog.title')}
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.actions.cancel')}
        </Button>,
        list.rows ? (
          <Button key="send" type="primary" disabled={ready === 0} loading={list.busy} onClick={send}>
            {t('lawfirm.invitations.dialog.send', { count: ready })}
          </Button>
        ) : (
          <Button
            key="preview"
            type="primary"
            disabled={!file}
            loading={list.busy}
            onClick={() => file && list.preview(file)}
          >
            {t('lawfirm.invitations.dialog.preview')}
          </Button>
        ),
      ]}
    >
      <p id={`${id}-hint`}>{t('lawfirm.invitations.dialog.hint')}</p>
      <label htmlFor={id}>{t('lawfirm.invitations.dialog.file')}</label>{' '}
      <input
        id={id}
        type="file"
        accept={acceptFor(invitationListUpload)}
        aria-describedby={`${id}-hint${fileError ? ` ${id}-error` : ''}`}
        aria-invalid={fileError ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {fileError ? (
        <p id={`${id}-error`} role="alert" style={{ color: '#a8071a' }}>
          {fileError}
        </p>
      ) : null}
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
    </Modal>
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
