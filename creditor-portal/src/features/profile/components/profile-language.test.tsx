import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCreditorProfile, getRepresentatives, updateCreditorProfile } from 'shared-api';
import { handlerFor, sampleCreditor } from 'shared-api/testing';
import { shellBridge } from 'shared-ui';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';
import { ProfilePanel } from './profile-panel';

/** The creditor chooses the language of its e-mails in its profile. */

setupTestEnvironment();
jest.setTimeout(20_000);

function serveProfile(language: 'en' | 'sv' | undefined) {
  let current = { ...sampleCreditor, creditorId: CREDITOR_ID, ...(language ? { language } : {}) };
  const updates: Record<string, unknown>[] = [];
  server.use(
    handlerFor(getRepresentatives, []),
    handlerFor(getCreditorProfile, () => current),
    handlerFor(updateCreditorProfile, ({ body }) => {
      const update = body as Record<string, unknown>;
      updates.push(update);
      if (update.language === 'en' || update.language === 'sv')
        current = { ...current, language: update.language };
      return current;
    }),
  );
  return updates;
}

beforeEach(() => signInAs('C'));

it.each([
  ['en', 'Language of your e-mails', 'Edit profile'],
  ['sv', 'Språk i e-post till dig', 'Redigera profil'],
] as const)('in %s, edit mode shows the stored language checked among both', async (ui, legend, title) => {
  serveProfile('sv');
  await renderAt(<ProfilePanel />, '/dashboard', { language: ui });
  act(() => shellBridge.openProfile('edit'));
  const panel = await screen.findByRole('dialog', { name: title });
  const group = await within(panel).findByRole('group', { name: legend });
  expect(within(group).getByRole('radio', { name: 'Svenska' })).toBeChecked();
  expect(within(group).getByRole('radio', { name: 'English' })).not.toBeChecked();
});

it('saves another language and shows it in view mode', async () => {
  const updates = serveProfile('sv');
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('view'));
  const view = await screen.findByRole('dialog', { name: 'My profile' });
  expect(await within(view).findByText('Language of your e-mails')).toBeInTheDocument();
  expect(within(view).getByText('Svenska')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit profile' });
  const group = await within(panel).findByRole('group', { name: 'Language of your e-mails' });
  await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(updates).toEqual([expect.objectContaining({ creditorId: CREDITOR_ID, language: 'en' })]);
  const after = await screen.findByRole('dialog', { name: 'My profile' });
  expect(await within(after).findByText('English')).toBeInTheDocument();
});

it('sends no language when the server gave none, so the stored one stays', async () => {
  const updates = serveProfile(undefined);
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('edit'));
  const panel = await screen.findByRole('dialog', { name: 'Edit profile' });
  await within(panel).findByRole('group', { name: 'Language of your e-mails' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(updates).toHaveLength(1);
  expect(updates[0]).not.toHaveProperty('language');
});
