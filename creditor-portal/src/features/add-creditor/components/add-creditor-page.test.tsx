import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { debtCollectorMapping, getCreditors, getDebtCollectorMapping, getSelectedCases } from 'shared-api';
import { errorFor, handlerFor, sampleCreditor, sampleOtherCreditor } from 'shared-api/testing';
import CreditorRoutes from '../../../routes';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';

setupTestEnvironment();

const third = {
  ...sampleCreditor,
  creditorId: 6,
  creditorName: 'Åkeri Nord AB',
  creditorCompanyOrgNr: '556444-0000',
};

function serve(mapped = [sampleOtherCreditor]) {
  const saved: unknown[] = [];
  server.use(
    handlerFor(getSelectedCases, { creditorCaseList: [] }),
    handlerFor(getCreditors, { creditorList: [sampleCreditor, sampleOtherCreditor, third] }),
    handlerFor(getDebtCollectorMapping, { creditorList: mapped }),
    handlerFor(debtCollectorMapping, ({ body }) => {
      saved.push(body);
      return null;
    }),
  );
  return saved;
}

beforeEach(() => signInAs('D', 'inkasso@collector.demo'));

it('lists creditors with e-mail, org. number, company and type, the mapped ones first and ticked', async () => {
  serve();
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  expect(await screen.findByRole('heading', { name: 'Select creditors' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Byggvaror i Norr AB' })).toBeChecked());
  const labels = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
  expect(labels).toEqual(['Byggvaror i Norr AB', 'Leverantören AB', 'Åkeri Nord AB']);
  expect(
    screen.getByText(/leverantor@creditor\.demo · 556123-4567 · Leverantören AB · Vendor/),
  ).toBeInTheDocument();
});

it('searches by name or organisation number', async () => {
  serve();
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  const search = await screen.findByRole('searchbox', { name: /Search by creditor name/ });
  await userEvent.type(search, '556444');
  await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
  expect(screen.getByRole('checkbox', { name: 'Åkeri Nord AB' })).toBeInTheDocument();
});

it('does not save without a creditor and says so', async () => {
  const saved = serve([]);
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  await screen.findByRole('checkbox', { name: 'Leverantören AB' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one creditor.');
  expect(saved).toEqual([]);
});

it('saves the whole set and says so', async () => {
  const saved = serve();
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Byggvaror i Norr AB' })).toBeChecked());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Åkeri Nord AB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Debt collector mapped successfully')).toBeInTheDocument();
  expect(saved).toEqual([{ debtCollectorId: CREDITOR_ID, creditorIdList: [5, 6] }]);
});

it('falls back to its own text when the server gives none, in Swedish', async () => {
  serve();
  server.use(errorFor(debtCollectorMapping, 500, ''));
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor', { language: 'sv' });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Byggvaror i Norr AB' })).toBeChecked());
  await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
  expect(await screen.findByText('Det gick inte att koppla inkassoombudet')).toBeInTheDocument();
});

it('sends a creditor (C) back to the case view', async () => {
  signInAs('C');
  server.use(handlerFor(getSelectedCases, { creditorCaseList: [] }));
  await renderAt(<CreditorRoutes />, '/dashboard/add-creditor');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
});
