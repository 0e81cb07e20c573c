import { screen, waitFor, within } from '@testing-library/react';
import {
  addLawFirm,
  deleteLawFirm,
  getLawFirmById,
  getLawFirms,
  getLawFirmUsers,
  type LawFirm,
  updateLawFirm,
} from 'shared-api';
import { errorFor, handlerFor, sampleLawFirm, sampleOtherLawFirm } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { pageFromUrl } from '../../../testing/paging';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { mountShellSidebar } from '../../../testing/sidebar';
import { LawFirmsPage } from './law-firms-page';

setupTestEnvironment();
afterEach(() => {
  document.body.innerHTML = '';
});

const firmsHandlers = (firms: () => LawFirm[]) => [
  // Paged and searched by name, as the server answers.
  handlerFor(getLawFirms, ({ url }) => pageFromUrl(url, firms(), (firm) => firm.lawfirmName).items),
  handlerFor(getLawFirmById, ({ url }) => {
    const found = firms().find((firm) => firm.lawFirmId === Number(url.searchParams.get('lawFirmId')));
    return (
      found ?? new Response(JSON.stringify({ isSuccess: false, message: '', data: null }), { status: 404 })
    );
  }),
  handlerFor(getLawFirmUsers, { lawFirmUserList: [] }),
];

function renderPage() {
  signInAs('S', null, 'admin@portal.demo');
  const sidebar = within(mountShellSidebar());
  const view = renderWithProviders(
    <LawFirmsPage
      renderUsers={(firm, version) => (
        <p>
          users of {firm.lawfirmName} v{version}
        </p>
      )}
    />,
  );
  return { ...view, sidebar };
}

async function fillNewFirm(user: ReturnType<typeof renderPage>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Add law firm' });
  await user.type(within(dialog).getByLabelText(/^firm name/i), 'Lindqvist Advokater');
  await user.type(within(dialog).getByLabelText(/^offices/i), 'Uppsala');
  await user.type(within(dialog).getByLabelText(/^contact name/i), 'Eva Lindqvist');
  await user.type(within(dialog).getByLabelText(/^contact email/i), 'eva@lindqvist.test');
  await user.type(within(dialog).getByLabelText(/^password/i), 'Tallbarr-Ljung-4');
  await user.type(within(dialog).getByLabelText(/^confirm password/i), 'Tallbarr-Ljung-4');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

it('lists the firms, searches by name and shows the selected firm', async () => {
  server.use(...firmsHandlers(() => [sampleLawFirm, sampleOtherLawFirm]));
  const { user, sidebar } = renderPage();
  expect(await screen.findByRole('heading', { name: 'Nordlaw Advokatbyrå' })).toBeInTheDocument();
  expect(screen.getByText('anna.berg@nordlaw.demo')).toBeInTheDocument();
  expect(screen.getByText('Stockholm; Göteborg')).toBeInTheDocument();
  expect(screen.getByText('users of Nordlaw Advokatbyrå v0')).toBeInTheDocument();
  await user.type(sidebar.getByRole('searchbox', { name: 'Search law firms' }), 'VÄST');
  await waitFor(() =>
    expect(sidebar.queryByRole('button', { name: 'Nordlaw Advokatbyrå' })).not.toBeInTheDocument(),
  );
  await user.click(sidebar.getByRole('button', { name: 'Västjuristerna' }));
  expect(await screen.findByRole('heading', { name: 'Västjuristerna' })).toBeInTheDocument();
  // A URL without a scheme gets https://
  expect(screen.getByRole('link', { name: 'vastjuristerna.se' })).toHaveAttribute(
    'href',
    'https://vastjuristerna.se',
  );
});

it("shows 'No lawfirm found' with an instruction when there are none", async () => {
  server.use(...firmsHandlers(() => []));
  const { sidebar } = renderPage();
  expect(await screen.findByText('No lawfirm found')).toBeInTheDocument();
  expect(screen.getByText('Add a law firm with the + button in the sidebar.')).toBeInTheDocument();
  expect(sidebar.getByText('No law firms found')).toBeInTheDocument();
});

it("toasts 'Error fetching lawfirms' when the list fails", async () => {
  server.use(handlerFor(getLawFirms, () => new Response('', { status: 500 })));
  renderPage();
  expect(await screen.findByText('Error fetching lawfirms')).toBeInTheDocument();
});

it("toasts 'Failed to fetch lawfirm' when one firm cannot be read", async () => {
  server.use(
    handlerFor(getLawFirms, [sampleLawFirm]),
    handlerFor(getLawFirmById, () => new Response('', { status: 500 })),
  );
  renderPage();
  expect(await screen.findByText('Failed to fetch lawfirm')).toBeInTheDocument();
});

it("toasts 'Lawfirm not found' for a firm that is gone", async () => {
  server.use(
    handlerFor(getLawFirms, [sampleLawFirm]),
    handlerFor(getLawFirmById, () => new Response('', { status: 404 })),
  );
  renderPage();
  expect(await screen.findByText('Lawfirm not found')).toBeInTheDocument();
});

it('adds a firm, toasts, and reads the list again', async () => {
  let firms = [sampleLawFirm];
  let query: URLSearchParams | undefined;
  server.use(
    ...firmsHandlers(() => firms),
    handlerFor(addLawFirm, ({ url }) => {
      query = url.searchParams;
      firms = [...firms, { ...sampleOtherLawFirm, lawFirmId: 7, lawfirmName: 'Lindqvist Advokater' }];
      return { lawFirmId: 7 };
    }),
  );
  const { user, sidebar } = renderPage();
  await screen.findByRole('heading', { name: 'Nordlaw Advokatbyrå' });
  await user.click(sidebar.getByRole('button', { name: 'Add law firm' }));
  await fillNewFirm(user);
  expect(await screen.findByText('Lawfirm created successfully')).toBeInTheDocument();
  expect(await sidebar.findByRole('button', { name: 'Lindqvist Advokater' })).toBeInTheDocument();
  expect(query?.get('LawFirmOffices')).toBe('Uppsala');
  expect(query?.get('ColorCode')).toBe('#B08D38');
});

it("toasts the server message or 'Lawfirm creation failed'", async () => {
  server.use(...firmsHandlers(() => [sampleLawFirm]), errorFor(addLawFirm, 409, 'Record already exist'));
  const { user, sidebar } = renderPage();
  await screen.findByRole('heading', { name: 'Nordlaw Advokatbyrå' });
  await user.click(sidebar.getByRole('button', { name: 'Add law firm' }));
  await fillNewFirm(user);
  expect(await screen.findByText('Record already exist')).toBeInTheDocument();
  server.use(handlerFor(addLawFirm, () => new Response('', { status: 500 })));
  const dialog = screen.getByRole('dialog', { name: 'Add law firm' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lawfirm creation failed')).toBeInTheDocument();
});

it('edits a firm and reloads it with its users', async () => {
  let firm = sampleLawFirm;
  server.use(
    ...firmsHandlers(() => [firm]),
    handlerFor(updateLawFirm, ({ url }) => {
      firm = { ...firm, lawfirmName: url.searchParams.get('LawfirmName') ?? '' };
      expect(url.searchParams.has('Password')).toBe(false);
      expect(url.searchParams.has('LawFirmOffices')).toBe(false);
      return firm;
    }),
  );
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit law firm' });
  await user.clear(within(dialog).getByLabelText(/^firm name/i));
  await user.type(within(dialog).getByLabelText(/^firm name/i), 'Nordlaw AB');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lawfirm updated successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Nordlaw AB' })).toBeInTheDocument();
  expect(screen.getByText('users of Nordlaw AB v1')).toBeInTheDocument();
});

it("toasts 'Lawfirm update failed' in English and in Swedish", async () => {
  server.use(
    ...firmsHandlers(() => [sampleLawFirm]),
    handlerFor(updateLawFirm, () => new Response('', { status: 500 })),
  );
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit law firm' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lawfirm update failed')).toBeInTheDocument();
  await i18n.changeLanguage('sv');
  await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
  expect(await screen.findByText('Advokatbyrån kunde inte uppdateras')).toBeInTheDocument();
});

it('deletes a firm after a confirmation that counts its cases', async () => {
  let firms = [sampleLawFirm, sampleOtherLawFirm];
  server.use(
    ...firmsHandlers(() => firms),
    handlerFor(deleteLawFirm, () => {
      firms = [sampleOtherLawFirm];
      return null;
    }),
  );
  const { user, sidebar } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Nordlaw Advokatbyrå?' });
  expect(dialog).toHaveTextContent('The law firm has 2 cases.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('LawFirm deleted successfully')).toBeInTheDocument();
  await waitFor(() =>
    expect(sidebar.queryByRole('button', { name: 'Nordlaw Advokatbyrå' })).not.toBeInTheDocument(),
  );
  expect(await screen.findByRole('heading', { name: 'Västjuristerna' })).toBeInTheDocument();
});

it("toasts 'LawFirm deletion failed' and keeps the firm", async () => {
  server.use(
    ...firmsHandlers(() => [sampleLawFirm]),
    handlerFor(deleteLawFirm, () => new Response('', { status: 500 })),
  );
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Nordlaw Advokatbyrå?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('LawFirm deletion failed')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Nordlaw Advokatbyrå' })).toBeInTheDocument();
});
