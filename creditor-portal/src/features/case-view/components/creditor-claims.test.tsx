import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addClaim,
  creditorGetClaims,
  creditorGetMessages,
  getCaseById,
  getClaimBases,
  getDebtCollectorMapping,
  getLawFirmById,
  getSelectedCases,
} from 'shared-api';
import {
  handlerFor,
  sampleCase,
  sampleClaim,
  sampleCreditor,
  sampleLawFirm,
  sampleSelectedCase,
  samples,
} from 'shared-api/testing';
import { shellBridge } from 'shared-ui';
import CreditorRoutes from '../../../routes';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';

setupTestEnvironment();
jest.setTimeout(30_000);

/**
 * The claim dialog as the creditor portal mounts it (CASE-TABS' ClaimCentre, side 'creditor'): its rules
 * (amount > 0, a basis, a doc/docx/pdf/xls/xlsx file of at most 10 MB) and what is sent.
 */

function serve() {
  const added: FormData[] = [];
  server.use(
    handlerFor(getSelectedCases, {
      creditorCaseList: [
        { ...sampleSelectedCase, caseId: sampleCase.caseId, debtorName: sampleCase.debtorName },
      ],
    }),
    handlerFor(getCaseById, sampleCase),
    handlerFor(getLawFirmById, { ...sampleLawFirm, logoPath: null }),
    handlerFor(creditorGetMessages, { sentList: [], inboxList: [] }),
    handlerFor(creditorGetClaims, { invoiceList: [] }),
    handlerFor(getClaimBases, samples.getClaimBases.data),
    handlerFor(getDebtCollectorMapping, {
      creditorList: [{ ...sampleCreditor, caseIdList: [{ caseId: sampleCase.caseId }] }],
    }),
    handlerFor(addClaim, ({ body }) => {
      added.push(body as FormData);
      return { ...sampleClaim, creditorId: CREDITOR_ID };
    }),
  );
  return added;
}

async function openNewClaim() {
  const aside = document.createElement('aside');
  document.body.append(aside);
  act(() => shellBridge.setSidebarElement(aside));
  await renderAt(<CreditorRoutes />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Invoices' }));
  await userEvent.click(await screen.findByRole('button', { name: 'New Claim' }));
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs[dialogs.length - 1] as HTMLElement;
}

const pdf = (name = 'faktura.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

afterEach(() => {
  for (const aside of document.querySelectorAll('aside')) aside.remove();
});

it('a creditor files a claim only with an amount above 0, a basis and an allowed file', async () => {
  signInAs('C');
  const added = serve();
  const dialog = await openNewClaim();
  expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Claim amount is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the basis of the claim')).toBeInTheDocument();
  expect(within(dialog).getByText('Please upload a file before submitting.')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Claim amount (SEK)'), '0');
  const file = within(dialog).getByLabelText('File');
  fireEvent.change(file, { target: { files: [new File(['x'], 'bild.png', { type: 'image/png' })] } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The amount must be greater than 0')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Invalid file format. Only DOC, DOCX, PDF, XLS, or XLSX allowed.'),
  ).toBeInTheDocument();

  fireEvent.change(file, { target: { files: [pdf('stor.pdf', 10 * 1024 * 1024 + 1)] } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('File size must not exceed 10MB.')).toBeInTheDocument();
  expect(added).toEqual([]);

  await userEvent.clear(within(dialog).getByLabelText('Claim amount (SEK)'));
  await userEvent.type(within(dialog).getByLabelText('Claim amount (SEK)'), '12 500,50');
  await userEvent.selectOptions(within(dialog).getByLabelText('Basis of claim'), 'Supplier invoice');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Priority right' }));
  await userEvent.type(within(dialog).getByLabelText('Reference'), 'F-1001');
  fireEvent.change(file, { target: { files: [pdf()] } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invoice added successfully')).toBeInTheDocument();
  await waitFor(() => expect(added).toHaveLength(1));
  const sent = added[0] as FormData;
  expect(sent.get('ClaimAmount')).toBe('12 500,50');
  expect(sent.get('ClaimBasis')).toBe('SupplierInvoice');
  expect(sent.get('ClaimPriorityRight')).toBe('true');
  expect(sent.get('ClaimRefernce')).toBe('F-1001');
  expect(sent.get('CreditorId')).toBe(String(CREDITOR_ID));
  expect(sent.get('DebtByDebtCollector')).toBeNull();
  expect((sent.get('File') as File).name).toBe('faktura.pdf');
});

it('a debt collector files for a creditor it represents that follows the case', async () => {
  signInAs('D', 'inkasso@collector.demo');
  const added = serve();
  const dialog = await openNewClaim();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Debt collector (for a creditor)' }));
  const creditor = await within(dialog).findByLabelText('Creditor');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please choose the creditor the claim is for.')).toBeInTheDocument();

  await userEvent.selectOptions(creditor, 'Leverantören AB (556123-4567)');
  await userEvent.type(within(dialog).getByLabelText('Claim amount (SEK)'), '4200');
  await userEvent.selectOptions(within(dialog).getByLabelText('Basis of claim'), 'Rent');
  fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [pdf('hyra.pdf')] } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Invoice added successfully')).toBeInTheDocument();
  const sent = added[0] as FormData;
  expect(sent.get('DebtByDebtCollector')).toBe('true');
  expect(sent.get('CreditorId')).toBe(String(sampleCreditor.creditorId));
});
