import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BankStatus,
  type FirmDividendLine,
  type FirmProposal,
  selectUserType,
  useAuthStore,
} from 'shared-api';
import { CardTable, formatDate, formatDateTime, sekColumn, toast } from 'shared-ui';
import { Button, Input, Modal, Tag } from 'shared-ui/antd';
import { useConfirmBankDetails, useMarkPayments } from '../api/use-dividends';
import { dividendAccess } from '../dividend-access';

// Tag colours that keep WCAG AA contrast for their small text: antd's green, gold and orange do not.
const BANK_COLOUR: Record<BankStatus, string> = {
  None: 'red',
  Given: 'default',
  Changed: 'default',
  Held: 'red',
  Confirmed: 'blue',
};

/**
 * Every line of a version: the creditor, its claims and dividend, whether its bank details exist, were
 * confirmed or changed recently, and its payment. A confirms changed details after calling the creditor,
 * and marks the chosen lines (or all) paid, or returned with a reason.
 */
export function LinesTable({ caseId, proposal }: { caseId: number; proposal: FirmProposal }) {
  const { t } = useTranslation();
  const access = dividendAccess(useAuthStore(selectUserType), proposal);
  const confirm = useConfirmBankDetails(caseId);
  const mark = useMarkPayments(caseId);
  const [selected, setSelected] = useState<number[]>([]);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const payable = proposal.lines.filter((l) => l.paidOut);

  const markPaid = (lineNumbers: number[]) =>
    mark.mutate(
      { body: { proposalId: proposal.proposalId, lineNumbers, status: 'Paid' } },
      {
        onSuccess: () =>
          toast.success(t('lawfirm.dividends.lines.markedPaid', { count: lineNumbers.length })),
      },
    );
  const markReturned = () =>
    mark.mutate(
      { body: { proposalId: proposal.proposalId, lineNumbers: selected, status: 'Returned', reason } },
      {
        onSuccess: () => {
          toast.success(t('lawfirm.dividends.lines.markedReturned', { count: selected.length }));
          setReturning(false);
          setReason('');
        },
      },
    );

  const bankCell = (line: FirmDividendLine) => (
    <div style={{ display: 'grid', gap: 4 }}>
      <span>
        <Tag color={BANK_COLOUR[line.bank.status]}>{t(`lawfirm.dividends.bank.${line.bank.status}`)}</Tag>
        {line.bank.masked}
      </span>
      {line.bank.changedAt ? (
        <span>{t('lawfirm.dividends.bank.changedOn', { date: formatDateTime(line.bank.changedAt) })}</span>
      ) : null}
      {line.bank.heldUntil ? (
        <span>{t('lawfirm.dividends.bank.heldUntil', { date: formatDateTime(line.bank.heldUntil) })}</span>
      ) : null}
      {access.canConfirmBankDetails && line.bank.status !== 'None' && line.bank.status !== 'Confirmed' ? (
        <Button
          size="small"
          loading={confirm.isPending && confirm.variables?.body?.lineNumber === line.lineNumber}
          onClick={() =>
            confirm.mutate(
              { body: { proposalId: proposal.proposalId, lineNumber: line.lineNumber } },
              { onSuccess: () => toast.success(t('lawfirm.dividends.bank.confirmed')) },
            )
          }
        >
          {t('lawfirm.dividends.bank.confirm', { line: line.lineNumber })}
        </Button>
      ) : null}
    </div>
  );

  const paymentCell = (line: FirmDividendLine) => {
    if (!line.paidOut) return t('lawfirm.dividends.lines.notPaidOut');
    const { payment } = line;
    if (payment.status === 'Paid')
      return t('lawfirm.dividends.lines.paidOn', { date: formatDate(payment.paidOn ?? '') });
    if (payment.lapsed) return <Tag color="red">{t('lawfirm.dividends.lines.lapsed')}</Tag>;
    if (payment.status === 'Returned')
      return t('lawfirm.dividends.lines.returned', { reason: payment.returnedReason });
    return t('lawfirm.dividends.lines.unpaid');
  };

  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {access.canPay ? (
        <div className="dividends__actions">
          <Button
            disabled={selected.length === 0}
            loading={mark.isPending}
            onClick={() => markPaid(selected)}
          >
            {t('lawfirm.dividends.lines.markSelectedPaid', { count: selected.length })}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => setReturning(true)}>
            {t('lawfirm.dividends.lines.markSelectedReturned', { count: selected.length })}
          </Button>
          <Button
            disabled={payable.length === 0}
            loading={mark.isPending}
            onClick={() =>
              markPaid(payable.filter((l) => l.payment.status !== 'Paid').map((l) => l.lineNumber))
            }
          >
            {t('lawfirm.dividends.lines.markAllPaid')}
          </Button>
        </div>
      ) : null}
      <CardTable<FirmDividendLine>
        aria-label={t('lawfirm.dividends.lines.title')}
        rowKey="lineNumber"
        pagination={proposal.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        dataSource={proposal.lines}
        rowSelection={
          access.canPay
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (line) => ({
                  disabled: !line.paidOut,
                  'aria-label': t('lawfirm.dividends.lines.select', { line: line.lineNumber }),
                }),
              }
            : undefined
        }
        columns={[
          { title: t('lawfirm.dividends.lines.line'), dataIndex: 'lineNumber' },
          { title: t('lawfirm.dividends.lines.creditor'), dataIndex: 'creditorName' },
          {
            title: t('lawfirm.dividends.lines.claims'),
            dataIndex: 'claimNumbers',
            render: (v: number[]) => v.join(', '),
          },
          sekColumn(t('lawfirm.dividends.lines.dividend'), 'dividendAmount'),
          { title: t('lawfirm.dividends.lines.bank'), key: 'bank', render: (_, line) => bankCell(line) },
          {
            title: t('lawfirm.dividends.lines.payment'),
            key: 'payment',
            render: (_, line) => paymentCell(line),
          },
        ]}
      />
      <Modal
        open={returning}
        title={t('lawfirm.dividends.lines.returnTitle')}
        okText={t('lawfirm.dividends.lines.returnOk')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ disabled: !reason.trim(), loading: mark.isPending }}
        onOk={markReturned}
        onCancel={() => setReturning(false)}
      >
        <label htmlFor="return-reason">{t('lawfirm.dividends.lines.returnReason')}</label>
        <Input.TextArea
          id="return-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </Modal>
    </div>
  );
}
