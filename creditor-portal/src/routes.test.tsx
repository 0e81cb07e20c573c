import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  creditorGetMessages,
  getAllCases,
  getCaseById,
  getCreditors,
  getDebtCollectorMapping,
  getLawFirmById,
  getSelectedCases,
} from 'shared-api';
import {
  handlerFor,
  sampleCase,
  sampleLawFirm,
  sampleOtherCase,
  sampleSelectedCase,
} from 'shared-api/testing';
import CreditorRoutes from './routes';
import { mountShellSidebar, renderAt, server, setupTestEnvironment, signInAs } from './testing/render';

setupTestEnvironment();
// Two shared cores under other engineers' test runs: the case view with its three tabs needs more than 5 s.
jest.setTimeout(20_000);

afterEach(() => {
  for (const aside of document.querySelectorAll('aside')) aside.remove();
});

const followed = [
  {
    ...sampleSelectedCase,
    caseId: sampleCase.caseId,
    debtorName: sampleCase.debtorName,
    creditorCasesId: 31,
  },
  {
    ...sampleSelectedCase,
    caseId: sampleOtherCase.caseId,
    debtorName: sampleOtherCase.debtorName,
    creditorCasesId: 32,
  },
];

function serveCases(list = followed) {
  server.use(
    handlerFor(getSelectedCases, { creditorCaseList: list }),
    handlerFor(getCaseById, ({ url }) =>
      url.searchParams.get('caseId') === String(sampleOtherCase.caseId) ? sampleOtherCase : sampleCase,
    ),
    handlerFor(getLawFirmById, { ...sampleLawFirm, logoPath: null, logoFulllName: null }),
    handlerFor(creditorGetMessages, { sentList: [], inboxList: [] }),
    handlerFor(getAllCases, { casesResponses: [] }),
    handlerFor(getCreditors, { creditorList: [] }),
    handlerFor(getDebtCollectorMapping, { creditorList: [] }),
  );
}

it('keeps its root element and asks to select a case when none is followed', async () => {
  signInAs('C');
  serveCases([]);
  const aside = mountShellSidebar();
  await renderAt(<CreditorRoutes />);
  expect(screen.getByTestId('creditor-portal-root')).toBeInTheDocument();
  expect(await within(aside).findByText('No cases yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No case selected' })).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: 'Select case' });
  await userEvent.click(buttons[buttons.length - 1]!);
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/select-case');
});

it('offers Select creditor to a debt collector only', async () => {
  serveCases([]);
  signInAs('C');
  const aside = mountShellSidebar();
  const view = await renderAt(<CreditorRoutes />);
  await within(aside).findByText('No cases yet');
  expect(within(aside).queryByRole('button', { name: 'Select creditor' })).not.toBeInTheDocument();
  view.unmount();
  signInAs('D');
  await renderAt(<CreditorRoutes />);
  await userEvent.click(await within(aside).findByRole('button', { name: 'Select creditor' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/add-creditor');
});

it('shows the first followed case with its header and four tabs, and switches from the sidebar', async () => {
  signInAs('C');
  serveCases();
  const aside = mountShellSidebar();
  const view = await renderAt(<CreditorRoutes />);
  expect(await screen.findByRole('heading', { name: new RegExp(sampleCase.debtorName) })).toBeInTheDocument();
  expect(screen.getByText(sampleCase.knr)).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Messages',
    'Documents',
    'Invoices',
    'Dividends',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Show more information' }));
  expect(screen.getByText('Stockholms tingsrätt')).toBeInTheDocument();
  expect(screen.getByText('Bevakningsförfarande pågår.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show all notes' }));
  expect(await screen.findByText(sampleCase.caseNotes ?? '')).toBeInTheDocument();

  const toggle = within(aside).getByRole('button', { name: /Selected cases/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(aside).getByRole('button', { name: new RegExp(sampleOtherCase.debtorName) }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: new RegExp(sampleOtherCase.debtorName) })).toBeInTheDocument(),
  );

  // The case shown survives a reload of the page (session storage).
  view.unmount();
  await renderAt(<CreditorRoutes />);
  expect(
    await screen.findByRole('heading', { name: new RegExp(sampleOtherCase.debtorName) }),
  ).toBeInTheDocument();
});
