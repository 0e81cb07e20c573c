import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmCreditorEmail,
  getCreditorProfile,
  getRepresentatives,
  logout,
  updateCreditorProfile,
  useAuthStore,
} from 'shared-api';
import { errorFor, handlerFor, sampleCreditor } from 'shared-api/testing';
import { shellBridge } from 'shared-ui';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';
import { PROFILE_MODE_STORAGE_KEY } from '../profile-mode';
import { ProfilePanel } from './profile-panel';

setupTestEnvironment();
// Two shared cores: the longer dialogs need more than jest's default 5 s.
jest.setTimeout(20_000);

const profile = { ...sampleCreditor, creditorId: CREDITOR_ID };

function serveProfile() {
  let current = { ...profile };
  const updates: Record<string, unknown>[] = [];
  let fetches = 0;
  server.use(
    // A creditor's view mode also lists its representatives (representatives-section.test.tsx).
    handlerFor(getRepresentatives, []),
    handlerFor(getCreditorProfile, () => {
      fetches += 1;
      return current;
    }),
    handlerFor(updateCreditorProfile, ({ body }) => {
      const update = body as Record<string, unknown>;
      updates.push(update);
      current = { ...current, creditorTown: String(update.creditorTown) };
      return current;
    }),
  );
  return { updates, fetches: () => fetches };
}

beforeEach(() => signInAs('C'));

/**
 * The change-password dialog. Under NODE_ENV=test antd gives every dialog title the id 'test-id', so the
 * modal's accessible name is the drawer's title: find it by its fields instead (the e2e journey uses its name).
 */
const findPasswordDialog = () =>
  waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find(
        (item) => within(item).queryByLabelText('New password') && !within(item).queryByLabelText('Town'),
      );
    if (!dialog) throw new Error('The change-password dialog is not open');
    return dialog;
  });

it('opens in view mode from View Profile with every field', async () => {
  serveProfile();
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('view'));
  const panel = await screen.findByRole('dialog', { name: 'My profile' });
  for (const text of [
    'Leverantören AB',
    'leverantor@creditor.demo',
    '556123-4567',
    'Vendor',
    'Storgatan 12',
    '114 51',
    'Stockholm',
    'Sverige',
  ])
    expect(await within(panel).findAllByText(text)).not.toHaveLength(0);
  expect(localStorage.getItem(PROFILE_MODE_STORAGE_KEY)).toBe('view');
});

it('remembers the mode chosen in the header in local storage', async () => {
  serveProfile();
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('edit'));
  const panel = await screen.findByRole('dialog', { name: 'Edit profile' });
  expect(await within(panel).findByLabelText('Town')).toHaveValue('Stockholm');
  expect(localStorage.getItem(PROFILE_MODE_STORAGE_KEY)).toBe('edit');
  await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('dialog', { name: 'My profile' })).toBeInTheDocument();
  expect(localStorage.getItem(PROFILE_MODE_STORAGE_KEY)).toBe('view');
  act(() => shellBridge.openProfile('edit'));
  expect(await screen.findByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
});

it('saves, returns to view mode with the profile fetched again', async () => {
  const served = serveProfile();
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('edit'));
  const panel = await screen.findByRole('dialog', { name: 'Edit profile' });
  const town = await within(panel).findByLabelText('Town');
  await userEvent.clear(town);
  await userEvent.type(town, 'Västerås');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  const view = await screen.findByRole('dialog', { name: 'My profile' });
  expect(await within(view).findByText('Västerås')).toBeInTheDocument();
  expect(served.updates).toEqual([
    expect.objectContaining({ creditorId: CREDITOR_ID, creditorTown: 'Västerås', creditorNewPsw: null }),
  ]);
  expect(served.fetches()).toBe(2);
});

it('changes the password through its dialog and clears the password fields afterwards', async () => {
  const served = serveProfile();
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('edit'));
  const panel = await screen.findByRole('dialog', { name: 'Edit profile' });
  await userEvent.click(await within(panel).findByRole('button', { name: 'Change password' }));
  const dialog = await findPasswordDialog();
  await userEvent.type(within(dialog).getByLabelText('New password'), 'Nytt1234!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter your current password to set a new one')).toBeInTheDocument();
  expect(served.updates).toEqual([]);

  await userEvent.type(within(dialog).getByLabelText('Current password'), 'Demo1234!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(served.updates).toEqual([
    expect.objectContaining({ creditorPsw: 'Demo1234!', creditorNewPsw: 'Nytt1234!' }),
  ]);
  await screen.findByRole('dialog', { name: 'My profile' });

  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const again = await screen.findByRole('dialog', { name: 'Edit profile' });
  await userEvent.click(await within(again).findByRole('button', { name: 'Change password' }));
  const cleared = await findPasswordDialog();
  expect(within(cleared).getByLabelText('Current password')).toHaveValue('');
  expect(within(cleared).getByLabelText('New password')).toHaveValue('');
});

it('shows the server message when the save fails and stays in edit mode', async () => {
  serveProfile();
  server.use(errorFor(updateCreditorProfile, 400, 'Current password is incorrect'));
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('edit'));
  const panel = await screen.findByRole('dialog', { name: 'Edit profile' });
  await within(panel).findByLabelText('Town');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
});

/** Opens the panel, clicks its Logout and checks the session ended here, on the creditor login. */
async function logOutFromThePanel() {
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('view'));
  const panel = await screen.findByRole('dialog', { name: 'My profile' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Logout' }));
  expect(useAuthStore.getState().token).toBeNull();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/creditors-portal'));
}

it('Logout ends the token on the server, clears the session and goes to the creditor login', async () => {
  serveProfile();
  const ended: (string | null)[] = [];
  server.use(
    handlerFor(logout, ({ request }) => {
      ended.push(request.headers.get('Authorization'));
      return null;
    }),
  );
  const token = useAuthStore.getState().token;
  await logOutFromThePanel();
  await waitFor(() => expect(ended).toEqual([`Bearer ${token}`]));
});

it('Logout still ends the session here when the server cannot be reached', async () => {
  serveProfile();
  server.use(errorFor(logout, 503, 'Service unavailable'));
  await logOutFromThePanel();
});

it('keeps a new address waiting until the code mailed to it is entered, then shows it', async () => {
  let confirmed: unknown;
  let current: typeof profile = { ...profile, pendingEmail: 'ekonomi@leverantoren.se' };
  server.use(
    handlerFor(getRepresentatives, []),
    handlerFor(getCreditorProfile, () => current),
    handlerFor(confirmCreditorEmail, ({ body }) => {
      confirmed = body;
      current = { ...current, creditorEmaill: 'ekonomi@leverantoren.se', pendingEmail: null };
      return current;
    }),
  );
  const user = userEvent.setup();
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('view'));
  const panel = await screen.findByRole('dialog', { name: 'My profile' });
  const pending = await within(panel).findByRole('form', { name: 'New e-mail address waiting' });
  expect(within(pending).getByRole('status')).toHaveTextContent(
    'The new address ekonomi@leverantoren.se counts once you enter the code we mailed to it.',
  );
  await user.type(within(pending).getByLabelText('Code from the new address'), '12');
  await user.click(within(pending).getByRole('button', { name: 'Confirm new address' }));
  expect(within(pending).getByLabelText('Code from the new address')).toHaveAccessibleDescription(
    'Enter the six-digit code',
  );
  await user.clear(within(pending).getByLabelText('Code from the new address'));
  await user.type(within(pending).getByLabelText('Code from the new address'), '482913');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(confirmed).toEqual({ creditorId: CREDITOR_ID, code: '482913' }));
  expect(await within(panel).findByText('ekonomi@leverantoren.se')).toBeInTheDocument();
  expect(within(panel).queryByRole('form', { name: 'New e-mail address waiting' })).not.toBeInTheDocument();
});
