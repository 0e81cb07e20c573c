import { screen, waitFor, within } from '@testing-library/react';
import { addLawFirmUser, deleteLawFirmUser, getLawFirmUsers, updateLawFirmUser } from 'shared-api';
import { errorFor, handlerFor, sampleLawFirm, sampleLawFirmUser } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { pageFromUrl } from '../../../testing/paging';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { FirmUsers } from './firm-users';

setupTestEnvironment();
beforeEach(() => signInAs('A'));

/** A firm's users as the server answers them: paged, searched by e-mail and office. */
const listOf = (users: (typeof sampleLawFirmUser)[]) =>
  handlerFor(getLawFirmUsers, ({ url }) => {
    const { items, totalCount } = pageFromUrl(url, users, (user) =>
      [user.lawfirmUserEmail, ...user.lawFirmUserOffices.map((office) => office.lawfirmOffice)].join(' '),
    );
    return { lawFirmUserList: items, totalCount };
  });

async function addUser(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^email/i), 'nils@nordlaw.demo');
  await user.type(within(dialog).getByLabelText(/^password/i), 'Tallbarr-Ljung-4');
  await user.type(within(dialog).getByLabelText(/confirm password/i), 'Tallbarr-Ljung-4');
  await user.click(within(dialog).getByLabelText(/offices/i));
  await user.click(await screen.findByRole('option', { name: 'Stockholm' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

it('lists users with e-mail and offices and filters by e-mail or office', async () => {
  server.use(
    listOf([
      sampleLawFirmUser,
      {
        ...sampleLawFirmUser,
        lawFirmUserId: 9,
        lawfirmUserEmail: 'eva@nordlaw.demo',
        lawFirmUserOffices: [{ lawFirmOfficeId: 1, lawfirmOffice: 'Stockholm' }],
      },
    ]),
  );
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  expect(await screen.findByText('ulf.lind@nordlaw.demo')).toBeInTheDocument();
  expect(screen.getByText('Göteborg')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: /search users/i }), 'stockholm');
  expect(screen.queryByText('ulf.lind@nordlaw.demo')).not.toBeInTheDocument();
  expect(screen.getByText('eva@nordlaw.demo')).toBeInTheDocument();
});

it("says 'User not found' when the firm has no users", async () => {
  server.use(listOf([]));
  renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  expect(await screen.findByText('User not found')).toBeInTheDocument();
});

it('adds a user, toasts and reads the list again', async () => {
  let calls = 0;
  let sent: unknown;
  server.use(
    handlerFor(getLawFirmUsers, () => {
      calls += 1;
      return { lawFirmUserList: calls > 1 ? [sampleLawFirmUser] : [] };
    }),
    handlerFor(addLawFirmUser, ({ body }) => {
      sent = body;
      return { lawFirmUserId: 5 };
    }),
  );
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await screen.findByText('User not found');
  await addUser(user);
  expect(await screen.findByText('User created successfully')).toBeInTheDocument();
  expect(await screen.findByText('ulf.lind@nordlaw.demo')).toBeInTheDocument();
  expect(sent).toEqual({
    lawfirmUserName: 'nils@nordlaw.demo',
    LawfirmUserEmail: 'nils@nordlaw.demo',
    Password: 'Tallbarr-Ljung-4',
    lawFirmId: 1,
    lawFirmUserOffices: [{ lawFirmOfficeId: 1 }],
  });
});

it("shows 'User already exists' for a duplicate e-mail, in both languages", async () => {
  server.use(listOf([]), errorFor(addLawFirmUser, 409, 'Record already exist'));
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await screen.findByText('User not found');
  await addUser(user);
  expect(await screen.findByText('User already exists')).toBeInTheDocument();
  await i18n.changeLanguage('sv');
  expect(i18n.t('lawfirm.errors.userExists')).toBe('Användaren finns redan');
});

it("falls back to 'Failed to create user' without a server message", async () => {
  server.use(
    listOf([]),
    handlerFor(addLawFirmUser, () => new Response('oops', { status: 500 })),
  );
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await screen.findByText('User not found');
  await addUser(user);
  expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
});

it('deletes a user after confirmation', async () => {
  server.use(listOf([sampleLawFirmUser]), handlerFor(deleteLawFirmUser, null));
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await user.click(await screen.findByRole('button', { name: 'Actions for ulf.lind@nordlaw.demo' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete ulf.lind@nordlaw.demo?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

async function editFirstUser(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for ulf.lind@nordlaw.demo' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

it('updates a user and toasts', async () => {
  let sent: unknown;
  server.use(
    listOf([sampleLawFirmUser]),
    handlerFor(updateLawFirmUser, ({ body }) => {
      sent = body;
      return sampleLawFirmUser;
    }),
  );
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await editFirstUser(user);
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(sent).toMatchObject({
    lawFirmUserId: 3,
    LawfirmUserEmail: 'ulf.lind@nordlaw.demo',
    lawFirmUserOffices: [{ lawFirmOfficeId: 2 }],
  });
});

it.each([
  ['a failed call', () => new Response('', { status: 500 }), 'User updation failed'],
  [
    'an answer with isSuccess false',
    () => Response.json({ isSuccess: false, message: '', data: null }),
    'Failed to update user',
  ],
  [
    'a duplicate',
    () => Response.json({ isSuccess: false, message: 'Record already exist', data: null }, { status: 409 }),
    'User already exists',
  ],
])('toasts the update fallback for %s', async (_, reply, text) => {
  server.use(listOf([sampleLawFirmUser]), handlerFor(updateLawFirmUser, reply));
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await editFirstUser(user);
  expect(await screen.findByText(text)).toBeInTheDocument();
});

it("toasts 'Failed to fetch users' when the list cannot be read", async () => {
  server.use(handlerFor(getLawFirmUsers, () => new Response('', { status: 500 })));
  renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
});

it("toasts 'User deletion failed' when the delete fails", async () => {
  server.use(
    listOf([sampleLawFirmUser]),
    handlerFor(deleteLawFirmUser, () => new Response('', { status: 500 })),
  );
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  await user.click(await screen.findByRole('button', { name: 'Actions for ulf.lind@nordlaw.demo' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('User deletion failed')).toBeInTheDocument();
});

it('reads the users a page at a time and searches on the server', async () => {
  const users = Array.from({ length: 12 }, (_, index) => ({
    ...sampleLawFirmUser,
    lawFirmUserId: index + 1,
    lawfirmUserEmail: `user${String(index + 1).padStart(2, '0')}@nordlaw.demo`,
  }));
  const asked: URLSearchParams[] = [];
  server.use(
    handlerFor(getLawFirmUsers, ({ url }) => {
      asked.push(url.searchParams);
      const { items, totalCount } = pageFromUrl(url, users, (item) => item.lawfirmUserEmail);
      return { lawFirmUserList: items, totalCount };
    }),
  );
  const { user } = renderWithProviders(<FirmUsers firm={sampleLawFirm} />);
  expect(await screen.findByText('user01@nordlaw.demo')).toBeInTheDocument();
  expect(screen.queryByText('user11@nordlaw.demo')).not.toBeInTheDocument();
  expect(asked.map((query) => [query.get('page'), query.get('pageSize')])).toEqual([['1', '10']]);
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('user11@nordlaw.demo')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: /search users/i }), 'user03');
  expect(await screen.findByText('user03@nordlaw.demo')).toBeInTheDocument();
  await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('user03'));
  // A new search starts at its first page.
  expect(asked.at(-1)?.get('page')).toBe('1');
});
