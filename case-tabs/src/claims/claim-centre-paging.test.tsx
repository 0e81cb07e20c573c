import { screen, waitFor, within } from '@testing-library/react';
import { decideClaim, deleteClaim, getClaimBases, lawFirmGetClaims } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { gate, pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, type ClaimsRead, claim, claimPages, claims, recent, serveClaims } from './claim-fixtures';

setupTabTests();

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ClaimCentre (law firm): pages, totals and chart from the server', () => {
  it('asks the server for one page: the pager reads the next, each search or filter starts again on page 1', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      claim(
        index + 1,
        `Faktura ${2001 + index}.pdf`,
        'Pending',
        '100.00',
        new Date(Date.parse(recent) - index * 60_000).toISOString(),
        { isLate: index % 2 === 0 },
      ),
    );
    const reads: ClaimsRead[] = [];
    server.use(serveClaims('lawfirm', many, reads), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(10));
    expect(reads.map((read) => read.query)).toEqual([{ caseId: '5', page: '1', pageSize: '10' }]);
    const last = () => reads.at(-1)?.query;
    const onPage = (page: string) =>
      expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf('Claims')[0]).toHaveTextContent('Faktura 2011.pdf'));
    expect(last()).toEqual({ caseId: '5', page: '2', pageSize: '10' });
    onPage('2');

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(last()).toEqual({ caseId: '5', page: '1', pageSize: '10', invoiceStatus: 'Pending' }),
    );
    onPage('1');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last()?.page).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Period'), 'last30');
    await waitFor(() =>
      expect(last()).toEqual({
        caseId: '5',
        page: '1',
        pageSize: '10',
        invoiceStatus: 'Pending',
        period: 'last30',
      }),
    );

    await user.selectOptions(screen.getByLabelText('Deadline'), 'late');
    await waitFor(() => expect(last()?.isLate).toBe('true'));
    await waitFor(() => expect(rowsOf('Claims')[0]).toHaveTextContent('Faktura 2001.pdf'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last()?.page).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Deadline'), 'onTime');
    await waitFor(() => expect(last()).toMatchObject({ page: '1', isLate: 'false' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last()?.page).toBe('2'));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by file name or reference' }),
      'Faktura 20',
    );
    await waitFor(() =>
      expect(last()).toEqual({
        caseId: '5',
        page: '1',
        pageSize: '10',
        search: 'Faktura 20',
        invoiceStatus: 'Pending',
        period: 'last30',
        isLate: 'false',
      }),
    );
    await waitFor(() => expect(rowsOf('Claims')[0]).toHaveTextContent('Faktura 2002.pdf'));
  });

  it("shows the server's total, approved total and chart, not sums of the page's claims", async () => {
    const byStatus = [
      { invoiceStatus: 'Pending' as const, count: 1000, claimAmount: '9000000.00', approvedAmount: '0.00' },
      {
        invoiceStatus: 'Approved' as const,
        count: 200,
        claimAmount: '800000.00',
        approvedAmount: '750000.00',
      },
      { invoiceStatus: 'Rejected' as const, count: 30, claimAmount: '76543.21', approvedAmount: '0.00' },
      { invoiceStatus: 'Paid' as const, count: 4, claimAmount: '500.00', approvedAmount: '500.00' },
    ];
    server.use(
      handlerFor(lawFirmGetClaims, {
        invoiceList: claims,
        totalCount: 1234,
        totals: { count: 1234, claimAmount: '9877043.21', approvedAmount: '750500.00', byStatus },
      }),
      handlerFor(getClaimBases, bases),
    );
    await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    expect(spaces(screen.getByRole('status', { name: 'Total' }).textContent)).toBe(
      'Total: 9 877 043,21 kr (1234 claims)',
    );
    expect(spaces(screen.getByRole('status', { name: 'Approved' }).textContent)).toBe(
      'Approved: 750 500,00 kr',
    );
    const chart = spaces(screen.getByRole('figure', { name: 'Amount by status' }).textContent);
    expect(chart).toContain('Pending9 000 000,00 kr');
    expect(chart).toContain('Approved800 000,00 kr');
    expect(chart).toContain('Rejected76 543,21 kr');
    expect(chart).toContain('Paid500,00 kr');
    expect(chart).toContain('Approved amount750 500,00 kr');
    // 1234 claims, 10 a page.
    expect(screen.getByRole('button', { name: 'Page 124' })).toBeInTheDocument();
  });

  it('shows no claims yet', async () => {
    server.use(serveClaims('lawfirm', []), handlerFor(getClaimBases, bases));
    await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    expect(await screen.findByText('No claims yet')).toBeInTheDocument();
    expect(spaces(screen.getByRole('status', { name: 'Total' }).textContent)).toBe(
      'Total: 0,00 kr (0 claims)',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeDisabled();
  });

  it('updates the status and refreshes the list at once', async () => {
    let current = claims;
    server.use(
      serveClaims('lawfirm', () => current),
      handlerFor(getClaimBases, bases),
      handlerFor(decideClaim, ({ body }) => {
        expect(body).toEqual({ invoiceId: 1, invoiceStatus: 'Approved' });
        current = current.map((entry) =>
          entry.invoiceId === 1 ? { ...entry, invoiceStatus: 'Approved' } : entry,
        );
        return null;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'Update status');
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice updated successfully'));
    await waitFor(() =>
      expect(spaces(screen.getByRole('figure', { name: 'Amount by status' }).textContent)).toContain(
        'Approved12 500,75 kr',
      ),
    );
  });

  it('deletes a claim after confirmation', async () => {
    let deleted = '';
    server.use(
      serveClaims('lawfirm', claims),
      handlerFor(getClaimBases, bases),
      handlerFor(deleteClaim, ({ url }) => {
        deleted = url.searchParams.get('invoiceId') ?? '';
        return null;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await pickFromMenu(user, 'Hyra mars.xlsx', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the claim Hyra mars.xlsx?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice deleted successfully'));
    expect(deleted).toBe('3');
  });

  it('reads the page shown again after a delete, and turns to the last page when its only claim is gone', async () => {
    let current = Array.from({ length: 11 }, (_, index) =>
      claim(
        index + 1,
        `Faktura ${3001 + index}.pdf`,
        'Pending',
        '10.00',
        new Date(Date.parse(recent) - index * 60_000).toISOString(),
      ),
    );
    const reads: ClaimsRead[] = [];
    server.use(
      serveClaims('lawfirm', () => current, reads),
      handlerFor(getClaimBases, bases),
      handlerFor(deleteClaim, ({ url }) => {
        current = current.filter((entry) => String(entry.invoiceId) !== url.searchParams.get('invoiceId'));
        return null;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf('Claims')[0]).toHaveTextContent('Faktura 3011.pdf'));
    await pickFromMenu(user, 'Faktura 3011.pdf', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete the claim Faktura 3011.pdf?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice deleted successfully'));
    await waitFor(() =>
      expect(spaces(screen.getByRole('status', { name: 'Total' }).textContent)).toBe(
        'Total: 100,00 kr (10 claims)',
      ),
    );
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    // Page 2 was read again after the delete, then page 1.
    expect(reads.map((read) => read.query.page).slice(-2)).toEqual(['2', '1']);
  });

  it("never shows another case's claims while the one picked now is read (the tabs stay mounted)", async () => {
    const { held, release } = gate();
    const other = claim(900, 'Annat ärende.pdf', 'Pending', '10.00', recent);
    server.use(
      handlerFor(getClaimBases, bases),
      handlerFor(lawFirmGetClaims, async (call) => {
        if (call.url.searchParams.get('caseId') === '5') return claimPages(claims)(call);
        await held;
        return claimPages([other])(call);
      }),
    );
    const { rerenderWith } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(claims.length));
    rerenderWith(<ClaimCentre side="lawfirm" caseId={6} />);
    await waitFor(() => expect(screen.queryByText('Faktura 1001.pdf')).toBeNull());
    release();
    expect(await screen.findByText('Annat ärende.pdf')).toBeInTheDocument();
  });
});
