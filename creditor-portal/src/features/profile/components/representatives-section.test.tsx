import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  decideRepresentative,
  getCreditorProfile,
  getRepresentatives,
  type Representative,
  revokeRepresentative,
} from 'shared-api';
import {
  errorFor,
  handlerFor,
  sampleApprovedRepresentative,
  sampleCreditor,
  sampleDebtCollector,
  sampleRepresentative,
} from 'shared-api/testing';
import { shellBridge } from 'shared-ui';
import { CREDITOR_ID, renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';
import { ProfilePanel } from './profile-panel';

setupTestEnvironment();
jest.setTimeout(20_000);

/** Serves the profile and the representatives; records the answers the creditor sends. */
function serve(list: Representative[] = [sampleRepresentative, sampleApprovedRepresentative]) {
  const sent: { call: string; body: unknown }[] = [];
  const decidedAt = '2026-03-20T08:00:00.000Z';
  server.use(
    handlerFor(getCreditorProfile, { ...sampleCreditor, creditorId: CREDITOR_ID }),
    handlerFor(getRepresentatives, list),
    handlerFor(decideRepresentative, ({ body }) => {
      const { debtCollectorId, approve } = body as { debtCollectorId: number; approve: boolean };
      sent.push({ call: 'decide', body });
      const item = list.find((r) => r.debtCollectorId === debtCollectorId) as Representative;
      return { ...item, status: approve ? ('Approved' as const) : ('Declined' as const), decidedAt };
    }),
    handlerFor(revokeRepresentative, ({ body }) => {
      sent.push({ call: 'revoke', body });
      const item = list.find(
        (r) => r.debtCollectorId === (body as { debtCollectorId: number }).debtCollectorId,
      );
      return { ...(item as Representative), status: 'Revoked' as const, decidedAt };
    }),
  );
  return sent;
}

async function openSection(language: 'en' | 'sv' = 'en') {
  await renderAt(<ProfilePanel />, '/dashboard', { language });
  act(() => shellBridge.openProfile('view'));
  const panel = await screen.findByRole('dialog', { name: language === 'en' ? 'My profile' : 'Min profil' });
  const title = language === 'en' ? 'Representatives' : 'Ombud';
  return within(panel).findByRole('region', { name: title });
}

/**
 * The revoke confirmation. Under NODE_ENV=test antd gives every dialog title the id 'test-id', so its
 * accessible name is the drawer's: find it by its text (the e2e journey finds it by name).
 */
const findConfirm = () =>
  waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((d) => d.textContent?.includes('stay with the trustee'));
    if (!dialog) throw new Error('The revoke confirmation is not open');
    return dialog;
  });

const item = (section: HTMLElement, name: string) =>
  within(section)
    .getAllByRole('listitem')
    .find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('Representatives in the creditor’s profile', () => {
  beforeEach(() => signInAs('C'));

  it('lists each debt collector with where its request stands', async () => {
    serve();
    const section = await openSection();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    const pending = item(section, 'Nordisk Inkasso AB');
    expect(pending).toHaveTextContent('Waiting for your answer');
    expect(pending).toHaveTextContent('556555-1212');
    expect(pending).toHaveTextContent('inkasso@collector.demo');
    expect(pending).toHaveTextContent('2026/03/14');
    expect(within(pending).getByRole('button', { name: 'Approve Nordisk Inkasso AB' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Decline Nordisk Inkasso AB' })).toBeInTheDocument();
    const approved = item(section, 'Inkasso Norr AB');
    expect(approved).toHaveTextContent('Approved');
    expect(
      within(approved).getByRole('button', { name: 'Revoke the approval of Inkasso Norr AB' }),
    ).toBeVisible();
    expect(within(approved).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves a request, and the row says so', async () => {
    const sent = serve();
    const section = await openSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Approve Nordisk Inkasso AB' }));
    expect(await screen.findByText('Nordisk Inkasso AB may now act for you')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'decide', body: { debtCollectorId: 6, approve: true } }]);
    const row = item(section, 'Nordisk Inkasso AB');
    expect(row).toHaveTextContent('Approved');
    expect(
      within(row).getByRole('button', { name: 'Revoke the approval of Nordisk Inkasso AB' }),
    ).toBeVisible();
  });

  it('declines a request', async () => {
    const sent = serve();
    const section = await openSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Decline Nordisk Inkasso AB' }));
    expect(await screen.findByText('The request of Nordisk Inkasso AB was declined')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'decide', body: { debtCollectorId: 6, approve: false } }]);
    expect(item(section, 'Nordisk Inkasso AB')).toHaveTextContent('Declined');
    expect(within(item(section, 'Nordisk Inkasso AB')).queryAllByRole('button')).toHaveLength(0);
  });

  it('revokes an approval only after the creditor confirms it', async () => {
    const sent = serve();
    const section = await openSection();
    const revoke = await within(section).findByRole('button', {
      name: 'Revoke the approval of Inkasso Norr AB',
    });
    await userEvent.click(revoke);
    const confirm = await findConfirm();
    expect(confirm).toHaveTextContent('Revoke the approval of Inkasso Norr AB?');
    expect(confirm).toHaveTextContent('Claims it has already filed stay with the trustee.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(revoke);
    const again = await findConfirm();
    await userEvent.click(within(again).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The approval of Inkasso Norr AB was revoked')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'revoke', body: { debtCollectorId: 8 } }]);
    expect(item(section, 'Inkasso Norr AB')).toHaveTextContent('Revoked');
  });

  it('shows the server message when an answer fails, and the list as it stands', async () => {
    serve();
    server.use(errorFor(decideRepresentative, 409, 'This request has already been answered'));
    const section = await openSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Approve Nordisk Inkasso AB' }));
    expect(await screen.findByText('This request has already been answered')).toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    serve([]);
    const section = await openSection('sv');
    expect(
      await within(section).findByText('Inget inkassoombud har bett att få företräda er.'),
    ).toBeVisible();
  });
});

it('is not part of a debt collector’s profile', async () => {
  signInAs('D', 'inkasso@collector.demo');
  server.use(handlerFor(getCreditorProfile, { ...sampleDebtCollector, creditorId: CREDITOR_ID }));
  await renderAt(<ProfilePanel />);
  act(() => shellBridge.openProfile('view'));
  const panel = await screen.findByRole('dialog', { name: 'My profile' });
  expect(await within(panel).findAllByText('Nordisk Inkasso AB')).not.toHaveLength(0);
  expect(within(panel).queryByRole('region', { name: 'Representatives' })).toBeNull();
});
