import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getInvitations, previewInvitations, sendInvitations } from 'shared-api';
import {
  errorFor,
  handlerFor,
  sampleFollowingInvitation,
  sampleInvitation,
  sampleInvitationRows,
  sampleRenewalRow,
} from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { CaseInvitations } from './case-invitations';

setupTestEnvironment();
beforeEach(() => signInAs('A'));

const csv = (name = 'borgenarer.csv') =>
  new File(['Namn;Organisationsnummer;E-post\nA AB;556016-0680;a@a.se\n'], name, { type: 'text/csv' });

it('lists the invitations with their state', async () => {
  server.use(
    handlerFor(getInvitations, {
      invitations: [
        sampleInvitation,
        { ...sampleFollowingInvitation, state: 'following' },
        { ...sampleInvitation, invitationId: 39, name: 'Registrerad AB', state: 'signedUp' },
      ],
      totalCount: 3,
    }),
  );
  renderWithProviders(<CaseInvitations caseId={11} canInvite={false} />);
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('Kontorsvaror i Mälardalen AB')).toBeInTheDocument();
  expect(within(table).getByText('Invited')).toBeInTheDocument();
  expect(within(table).getByText('Following')).toBeInTheDocument();
  expect(within(table).getByText('Signed up')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite creditors' })).not.toBeInTheDocument();
});

it('heads its section one level under the case header (h2), so the case view keeps its heading order', async () => {
  server.use(handlerFor(getInvitations, { invitations: [sampleInvitation], totalCount: 1 }));
  renderWithProviders(<CaseInvitations caseId={11} canInvite={false} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Invitations' })).toBeInTheDocument();
});

it('shows an invitation whose link expired unused as expired, not invited, in both languages', async () => {
  server.use(
    handlerFor(getInvitations, {
      invitations: [{ ...sampleInvitation, name: 'Utgången AB', state: 'expired' }],
      totalCount: 1,
    }),
  );
  renderWithProviders(<CaseInvitations caseId={11} canInvite={false} />);
  const row = (await screen.findByText('Utgången AB')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Expired')).toBeInTheDocument();
  expect(within(row).queryByText('Invited')).not.toBeInTheDocument();
  await act(() => i18n.changeLanguage('sv'));
  expect(within(row).getByText('Utgången')).toBeInTheDocument();
  expect(within(row).queryByText('Inbjuden')).not.toBeInTheDocument();
});

it('previews a list, shows each bad row with its problems, then sends the ready rows', async () => {
  let listed = 0;
  const sent: { caseId: string | null; file: unknown }[] = [];
  server.use(
    handlerFor(getInvitations, () => {
      listed++;
      return { invitations: listed > 1 ? [sampleInvitation] : [], totalCount: listed > 1 ? 1 : 0 };
    }),
    handlerFor(previewInvitations, { rows: sampleInvitationRows, ready: 1 }),
    handlerFor(sendInvitations, ({ url, body }) => {
      sent.push({ caseId: url.searchParams.get('caseId'), file: (body as FormData).get('File') });
      return { invited: 1, skipped: 2 };
    }),
  );
  const { user } = renderWithProviders(<CaseInvitations caseId={11} canInvite />);
  expect(await screen.findByText('No invitations yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Invite creditors' }));
  const dialog = await screen.findByRole('dialog', { name: "Invite the debtor's creditors" });
  expect(within(dialog).getByRole('button', { name: 'Check the list' })).toBeDisabled();
  await user.upload(within(dialog).getByLabelText('Creditor list'), csv());
  await user.click(within(dialog).getByRole('button', { name: 'Check the list' }));
  expect(
    await within(dialog).findByText('1 ready to invite, 2 with problems (they are skipped)'),
  ).toBeInTheDocument();
  const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
  expect(within(rows[2]!).getByText('Invalid org. number')).toBeInTheDocument();
  expect(within(rows[3]!).getByText('Invalid email')).toBeInTheDocument();
  expect(within(rows[3]!).getByText('Duplicate in the list')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Ready')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Send 1 invitation' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.caseId).toBe('11');
  expect(sent[0]?.file).toBeInstanceOf(Blob);
  expect(await screen.findByText('Kontorsvaror i Mälardalen AB')).toBeInTheDocument();
  expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
});

it('marks a row whose earlier invitation expired as sent again, not as a problem, in both languages', async () => {
  server.use(
    handlerFor(getInvitations, { invitations: [], totalCount: 0 }),
    handlerFor(previewInvitations, { rows: [sampleInvitationRows[0]!, sampleRenewalRow], ready: 2 }),
  );
  const { user } = renderWithProviders(<CaseInvitations caseId={11} canInvite />);
  await user.click(await screen.findByRole('button', { name: 'Invite creditors' }));
  const dialog = await screen.findByRole('dialog', { name: "Invite the debtor's creditors" });
  await user.upload(within(dialog).getByLabelText('Creditor list'), csv());
  await user.click(within(dialog).getByRole('button', { name: 'Check the list' }));
  expect(
    await within(dialog).findByText('2 ready to invite, 0 with problems (they are skipped)'),
  ).toBeInTheDocument();
  const renewal = within(dialog).getByText('Utgången Länk AB').closest('tr') as HTMLElement;
  const fresh = within(dialog).getByText('Kontorsvaror i Mälardalen AB').closest('tr') as HTMLElement;
  expect(within(renewal).getByText('Invitation expired – will be sent again')).toBeInTheDocument();
  expect(within(renewal).queryByText('Ready')).not.toBeInTheDocument();
  expect(within(fresh).getByText('Ready')).toBeInTheDocument();
  expect(within(fresh).queryByText('Invitation expired – will be sent again')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled();
  await act(() => i18n.changeLanguage('sv'));
  expect(within(renewal).getByText('Inbjudan har gått ut – skickas på nytt')).toBeInTheDocument();
  expect(within(fresh).getByText('Klar')).toBeInTheDocument();
});

it('refuses a file that is not CSV or XLSX before uploading it', async () => {
  server.use(handlerFor(getInvitations, { invitations: [], totalCount: 0 }));
  const { user } = renderWithProviders(<CaseInvitations caseId={11} canInvite />);
  await user.click(await screen.findByRole('button', { name: 'Invite creditors' }));
  const dialog = await screen.findByRole('dialog', { name: "Invite the debtor's creditors" });
  // A file the input's accept list would hide, as a drag and drop may still bring it.
  fireEvent.change(within(dialog).getByLabelText('Creditor list'), { target: { files: [csv('lista.pdf')] } });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Invalid file format. Only CSV or XLSX allowed.',
  );
  expect(within(dialog).getByRole('button', { name: 'Check the list' })).toBeDisabled();
});

it('shows the server message when the preview is refused', async () => {
  server.use(
    handlerFor(getInvitations, { invitations: [], totalCount: 0 }),
    errorFor(previewInvitations, 400, 'The list needs the columns name'),
  );
  const { user } = renderWithProviders(<CaseInvitations caseId={11} canInvite />);
  await user.click(await screen.findByRole('button', { name: 'Invite creditors' }));
  const dialog = await screen.findByRole('dialog', { name: "Invite the debtor's creditors" });
  await user.upload(within(dialog).getByLabelText('Creditor list'), csv());
  await user.click(within(dialog).getByRole('button', { name: 'Check the list' }));
  expect(await screen.findByText('The list needs the columns name')).toBeInTheDocument();
  expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
});
