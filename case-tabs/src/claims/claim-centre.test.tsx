import { screen, waitFor, within } from '@testing-library/react';
import {
  addClaim,
  type CaseCreditor,
  getCaseCreditors,
  getClaimBases,
  getDebtCollectorMapping,
  updateClaim,
} from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { pickCreditor, pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, type ClaimsRead, claim, claims, recent, serveClaims } from './claim-fixtures';

setupTabTests();

const caseCreditor = (creditorCasesId: number, creditorId: number, name: string): CaseCreditor => ({
  creditorCasesId,
  caseId: 5,
  creditorResponse: {
    creditorId,
    creditorName: name,
    creditorEmaill: `${creditorId}@creditor.demo`,
    creditrorCompanyName: name,
    creditorCompanyOrgNr: `55660${creditorId}-0000`,
    creditorType: 'Creditor',
    isDebtCollector: false,
    creditorStreet: 'Storgatan 1',
    creditorPostNumber: '111 22',
    creditorTown: 'Stockholm',
    creditorCountry: 'Sverige',
    caseIdList: [{ caseId: 5 }],
  },
});
const pdf = (name = 'Faktura.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ClaimCentre (law firm)', () => {
  it('lists the claims with the exact total in Swedish kronor and a chart by status', async () => {
    server.use(serveClaims('lawfirm', claims), handlerFor(getClaimBases, bases));
    await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    expect(spaces(screen.getByRole('status', { name: 'Total' }).textContent)).toBe(
      'Total: 20 500,75 kr (3 claims)',
    );
    const chart = screen.getByRole('figure', { name: 'Amount by status' });
    expect(spaces(chart.textContent)).toContain('Pending12 500,50 kr');
    expect(spaces(chart.textContent)).toContain('Approved0,25 kr');
    expect(spaces(chart.textContent)).toContain('Rejected0,00 kr');
    expect(rowsOf('Claims')[2]).toHaveTextContent('By debt collector Inkasso Norr AB');
  });

  it.each([
    ['Approved', 1, '0,25 kr'],
    ['Paid', 1, '8 000,00 kr'],
    ['Rejected', 0, '0,00 kr'],
  ])('filters on status %s and totals what is shown', async (status, count, total) => {
    const reads: ClaimsRead[] = [];
    server.use(serveClaims('lawfirm', claims, reads), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('U', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Status'), status);
    if (count === 0) expect(await screen.findByText('No results')).toBeInTheDocument();
    else await waitFor(() => expect(rowsOf('Claims')).toHaveLength(count));
    await waitFor(() =>
      expect(spaces(screen.getByRole('status', { name: 'Total' }).textContent)).toContain(total),
    );
    expect(reads.at(-1)?.query).toEqual({ caseId: '5', page: '1', pageSize: '10', invoiceStatus: status });
  });

  it.each([
    ['last7', 1],
    ['week', 1],
    ['last30', 1],
    ['month', 1],
    ['all', 3],
  ])('filters on the period %s', async (period, count) => {
    const reads: ClaimsRead[] = [];
    server.use(serveClaims('lawfirm', claims, reads), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Period'), period);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(count));
    // 'all' is no filter: the query leaves it out.
    expect(reads.at(-1)?.query.period).toBe(period === 'all' ? undefined : period);
  });

  it('searches by file name or reference on the server, once typing pauses, and shows the empty state', async () => {
    const reads: ClaimsRead[] = [];
    server.use(serveClaims('lawfirm', claims, reads), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search by file name or reference' });
    await user.type(search, 'hyra');
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    await user.clear(search);
    await user.type(search, 'REF-2');
    await waitFor(() => expect(rowsOf('Claims')[0]).toHaveTextContent('Faktura 1002.pdf'));
    expect(rowsOf('Claims')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(reads.at(-1)?.query).toEqual({
      caseId: '5',
      page: '1',
      pageSize: '10',
      search: 'nothing like it',
    });
  });

  it('shows the details with the basis label, the creditor and the amount', async () => {
    server.use(serveClaims('lawfirm', claims), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'View details');
    const dialog = await screen.findByRole('dialog', { name: 'Claim details' });
    expect(dialog).toHaveTextContent('Supplier invoice');
    expect(dialog).toHaveTextContent('Leverantören AB (556677-8899)');
    expect(spaces(dialog.textContent)).toContain('12 500,50 kr');
  });

  it('registers a claim for a chosen creditor of the case with every rule checked first', async () => {
    let form: FormData | null = null;
    server.use(
      serveClaims('lawfirm', claims),
      handlerFor(getClaimBases, bases),
      handlerFor(getCaseCreditors, {
        caseCreditorListRponse: [
          caseCreditor(11, 7, 'Leverantören AB'),
          caseCreditor(12, 8, 'Byggbolaget AB'),
        ],
      }),
      handlerFor(addClaim, ({ body }) => {
        form = body as FormData;
        return claims[0]!;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Register Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register claim' });
    await user.type(within(dialog).getByLabelText('Claim amount (SEK)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please choose the creditor the claim is for.')).toBeInTheDocument();
    expect(within(dialog).getByText('The amount must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the basis of the claim')).toBeInTheDocument();
    expect(within(dialog).getByText('Please upload a file before submitting.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText('Basis of claim')).queryByText('Not a basis'),
    ).not.toBeInTheDocument();

    await pickCreditor(user, dialog, 'Creditor', /Byggbolaget/);
    await user.clear(within(dialog).getByLabelText('Claim amount (SEK)'));
    await user.type(within(dialog).getByLabelText('Claim amount (SEK)'), '4 500,5');
    await user.selectOptions(within(dialog).getByLabelText('Basis of claim'), 'Rent');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice added successfully'));
    const sent = form as unknown as FormData;
    expect(sent.get('CreditorId')).toBe('8');
    expect(sent.get('ClaimAmount')).toBe('4 500,5');
    expect(sent.get('ClaimBasis')).toBe('Rent');
    expect(sent.get('IsCreatedByLawFirm')).toBe('true');
    expect(sent.get('File')).toBeInstanceOf(Blob);
  });
});

describe('ClaimCentre (creditor)', () => {
  it('shows own claims with Edit and Delete only while Pending or Rejected, no total, chart or status update', async () => {
    const reads: ClaimsRead[] = [];
    server.use(serveClaims('creditor', claims, reads), handlerFor(getClaimBases, bases));
    const { user } = await renderAs('C', <ClaimCentre side="creditor" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    expect(reads).toEqual([{ body: { caseId: 5, creditorId: 7 }, query: { page: '1', pageSize: '10' } }]);
    expect(screen.queryByRole('status', { name: 'Total' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions: Faktura 1001.pdf' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View details',
      'Download',
      'Edit',
      'Delete',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions: Hyra mars.xlsx' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'View details',
        'Download',
      ]),
    );
  });

  it('edits a claim keeping its file', async () => {
    let form: FormData | null = null;
    server.use(
      serveClaims('creditor', claims),
      handlerFor(getClaimBases, bases),
      handlerFor(updateClaim, ({ body }) => {
        form = body as FormData;
        return claims[0]!;
      }),
    );
    const { user } = await renderAs('C', <ClaimCentre side="creditor" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit claim' });
    expect(within(dialog).getByLabelText('Claim amount (SEK)')).toHaveValue('12500,50');
    await user.clear(within(dialog).getByLabelText('Claim amount (SEK)'));
    await user.type(within(dialog).getByLabelText('Claim amount (SEK)'), '13000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice updated successfully'));
    const sent = form as unknown as FormData;
    expect(sent.get('InvoiceId')).toBe('1');
    expect(sent.get('CreditorId')).toBe('7');
    expect(sent.get('File')).toBeNull();
  });

  it('keeps the dialog and what was entered when the edit fails, and says so once', async () => {
    let tries = 0;
    server.use(
      serveClaims('creditor', claims),
      handlerFor(getClaimBases, bases),
      handlerFor(updateClaim, () => {
        tries++;
        return new Response('', { status: 500 });
      }),
    );
    const { user } = await renderAs('C', <ClaimCentre side="creditor" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(3));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit claim' });
    await user.clear(within(dialog).getByLabelText('Claim amount (SEK)'));
    await user.type(within(dialog).getByLabelText('Claim amount (SEK)'), '13000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Failed to update invoice']));
    expect(tries).toBe(1);
    expect(within(dialog).getByLabelText('Claim amount (SEK)')).toHaveValue('13000');
    // The write is over: no progress is shown, and Save may be pressed again.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(within(dialog).queryByLabelText('Uploading')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit claim' })).toBeVisible();
  });

  it('lets a debt collector file for a represented creditor of the case, the toggle locked while editing', async () => {
    let form: FormData | null = null;
    server.use(
      serveClaims('creditor', [
        claim(4, 'Inkasso 1.pdf', 'Pending', '100.00', recent, {
          debtByDebtCollector: true,
          debtCollectorName: 'Inkasso Norr AB',
        }),
      ]),
      handlerFor(getClaimBases, bases),
      handlerFor(getDebtCollectorMapping, ({ url }) => {
        expect(url.searchParams.get('DebtCollectorId')).toBe('9');
        return {
          creditorList: [
            { ...caseCreditor(11, 7, 'Leverantören AB').creditorResponse },
            { ...caseCreditor(12, 8, 'Annat ärende AB').creditorResponse, caseIdList: [{ caseId: 99 }] },
          ],
        };
      }),
      handlerFor(addClaim, ({ body }) => {
        form = body as FormData;
        return claims[0]!;
      }),
    );
    const { user } = await renderAs('D', <ClaimCentre side="creditor" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    expect(rowsOf('Claims')[0]).toHaveTextContent('For creditor Leverantören AB');
    await user.click(screen.getByRole('button', { name: 'New Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim' });
    await user.click(within(dialog).getByRole('radio', { name: 'Debt collector (for a creditor)' }));
    const creditorSelect = await within(dialog).findByLabelText('Creditor');
    await waitFor(() => expect(within(creditorSelect).getAllByRole('option')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please choose the creditor the claim is for.')).toBeInTheDocument();
    await user.selectOptions(creditorSelect, '7');
    await user.type(within(dialog).getByLabelText('Claim amount (SEK)'), '250');
    await user.selectOptions(within(dialog).getByLabelText('Basis of claim'), 'SupplierInvoice');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Invoice added successfully'));
    const sent = form as unknown as FormData;
    expect(sent.get('DebtByDebtCollector')).toBe('true');
    expect(sent.get('CreditorId')).toBe('7');

    await pickFromMenu(user, 'Inkasso 1.pdf', 'Edit');
    const edit = await screen.findByRole('dialog', { name: 'Edit claim' });
    expect(within(edit).getByRole('radio', { name: 'Debt collector (for a creditor)' })).toBeDisabled();
  });
});
