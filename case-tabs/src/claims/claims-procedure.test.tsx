import { screen, waitFor, within } from '@testing-library/react';
import { decideClaim, downloadClaimReceipt, getClaimBases } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { deadlinePassed } from './claim-dialog';
import { bases, claim, recent, serveClaims } from './claim-fixtures';

/** The claims procedure in the claims tab: deadline, late mark, numbers, receipt, decisions with reasons. */

setupTabTests();

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const numbered = [
  claim(1, 'Faktura 1001.pdf', 'Pending', '10000.00', recent, { claimNumber: 1, isLate: false }),
  claim(2, 'Faktura 1002.pdf', 'Approved', '5000.00', recent, {
    claimNumber: 2,
    isLate: true,
    approvedAmount: '4000.00',
    decisionReason: 'Frakten medges inte.',
  }),
  claim(3, 'Faktura 1003.pdf', 'Rejected', '300.00', recent, {
    claimNumber: 3,
    isLate: false,
    decisionReason: 'Inte styrkt.',
  }),
];

describe('claims procedure (law firm)', () => {
  it('shows numbers, the late mark, partial approvals with reasons, and claimed and approved totals', async () => {
    server.use(serveClaims('lawfirm', numbered), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    const late = rowsOf('Claims').find((row) => row.textContent?.includes('Faktura 1002.pdf'));
    expect(late).toHaveTextContent('No. 2');
    expect(late).toHaveTextContent('Late');
    expect(late).toHaveTextContent('Partly approved');
    expect(spaces(late?.textContent)).toContain('4 000,00 kr of 5 000,00 kr');
    expect(late).toHaveTextContent('Reason: Frakten medges inte.');
    expect(spaces(screen.getByRole('status', { name: 'Approved' }).textContent)).toBe(
      'Approved: 4 000,00 kr',
    );
    const chart = screen.getByRole('figure', { name: 'Amount by status' });
    expect(spaces(chart.textContent)).toContain('Approved amount4 000,00 kr');

    await pickFromMenu(user, 'Faktura 1002.pdf', 'View details');
    const details = await screen.findByRole('dialog', { name: 'Claim details' });
    expect(details).toHaveTextContent('Claim number2 · Filed after the claims deadline');
    expect(spaces(details.textContent)).toContain('Approved amount4 000,00 kr');
    expect(details).toHaveTextContent('ReasonFrakten medges inte.');
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByLabelText('Deadline'), 'late');
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Deadline'), 'onTime');
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(2));
  });

  it('needs a reason for a partial approval and sends amount and reason', async () => {
    const sent: unknown[] = [];
    server.use(
      serveClaims('lawfirm', numbered),
      handlerFor(getClaimBases, bases),
      handlerFor(decideClaim, ({ body }) => {
        sent.push(body);
        return null;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'Update status');
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Approved');
    await user.type(within(dialog).getByLabelText('Approved amount (SEK)'), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The approved amount cannot be more than the claimed amount',
    );
    await user.clear(within(dialog).getByLabelText('Approved amount (SEK)'));
    await user.type(within(dialog).getByLabelText('Approved amount (SEK)'), '8 000,50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give a reason');
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Frakten medges inte.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice updated successfully'));
    expect(sent).toEqual([
      {
        invoiceId: 1,
        invoiceStatus: 'Approved',
        approvedAmount: '8000.50',
        decisionReason: 'Frakten medges inte.',
      },
    ]);
  }, 60_000);

  it('needs a reason to reject, in Swedish', async () => {
    server.use(serveClaims('lawfirm', numbered), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />, 'sv');
    await waitFor(() => expect(rowsOf('Fordringar')).toHaveLength(3));
    await pickFromMenu(user, /Faktura 1001\.pdf/, 'Ändra status');
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ange skäl');
  });
});

describe('claims procedure (creditor)', () => {
  it('downloads the receipt from the claim row', async () => {
    server.use(
      serveClaims('creditor', numbered.slice(0, 2)),
      handlerFor(getClaimBases, bases),
      handlerFor(downloadClaimReceipt, null, {
        file: { fileName: 'Receipt K 1-26 no. 2.pdf', contentType: 'application/pdf', content: '%PDF-1.3' },
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = await renderAs(
      'C',
      <ClaimCentre side="creditor" caseId={5} claimsDeadline="2020-01-31" />,
    );
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(2));
    expect(rowsOf('Claims')[0]).toHaveTextContent('No. ');
    await pickFromMenu(user, 'Faktura 1002.pdf', 'Download receipt');
    await waitFor(() => expect(toastTexts()).toContain('success: Receipt downloaded'));
    expect(clicked).toEqual(['Receipt K 1-26 no. 2.pdf']);
  }, 60_000);

  it('shows the passed deadline in the claim dialog', async () => {
    server.use(serveClaims('creditor', numbered.slice(0, 2)), handlerFor(getClaimBases, bases));
    const { user } = await renderAs(
      'C',
      <ClaimCentre side="creditor" caseId={5} claimsDeadline="2020-01-31" />,
    );
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'New Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The claims deadline was 2020/01/31. A claim filed now is accepted and marked as late.',
    );
  }, 60_000);

  it('offers no receipt where the server does not number claims', async () => {
    server.use(
      serveClaims('creditor', [claim(9, 'Gammal.pdf', 'Pending', '1.00', recent)]),
      handlerFor(getClaimBases, bases),
    );
    const { user } = await renderAs('C', <ClaimCentre side="creditor" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    expect(screen.queryByLabelText('Deadline')).not.toBeInTheDocument();
    await user.click(within(rowsOf('Claims')[0] as HTMLElement).getByRole('button'));
    expect(screen.queryByRole('menuitem', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it('knows when the deadline has passed, by the day in Sweden', () => {
    expect(deadlinePassed('2026-04-30', new Date('2026-04-30T21:59:00Z'))).toBe(false);
    expect(deadlinePassed('2026-04-30', new Date('2026-04-30T22:00:00Z'))).toBe(true);
  });
});
