import { screen, waitFor, within } from '@testing-library/react';
import { deleteLawFirm, getLawFirmById, type LawFirm, updateLawFirm, useAuthStore } from 'shared-api';
import { handlerFor, sampleLawFirm } from 'shared-api/testing';
import { useShellBridge } from 'shared-ui';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { OwnFirmPage } from './own-firm-page';

setupTestEnvironment();

it('lets A edit its own firm and passes the new name and colour to the header', async () => {
  signInAs('A');
  let firm: LawFirm = { ...sampleLawFirm, logoPath: null };
  let sent: URLSearchParams | undefined;
  server.use(
    handlerFor(getLawFirmById, () => firm),
    handlerFor(updateLawFirm, ({ url }) => {
      sent = url.searchParams;
      firm = {
        ...firm,
        lawfirmName: 'Nordlaw AB',
        color: '#123456',
        officeList: [...firm.officeList, { lawFirmOfficeId: 9, lawfirmOffice: 'Malmö' }],
      };
      return firm;
    }),
  );
  const onChanged = jest.fn();
  const { user } = renderWithProviders(<OwnFirmPage lawFirmId={1} onChanged={onChanged} />, {
    path: '/dashboard/firm',
  });
  expect(await screen.findByRole('heading', { name: 'Nordlaw Advokatbyrå' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit law firm' });
  await user.clear(within(dialog).getByLabelText(/^firm name/i));
  await user.type(within(dialog).getByLabelText(/^firm name/i), 'Nordlaw AB');
  await user.type(within(dialog).getByLabelText(/^offices/i), '; Malmö');
  await user.clear(within(dialog).getByLabelText(/^colour/i));
  await user.type(within(dialog).getByLabelText(/^colour/i), '#123456');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lawfirm updated successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Nordlaw AB' })).toBeInTheDocument();
  expect(sent?.get('LawFirmOffices')).toBe('Stockholm; Göteborg; Malmö');
  expect(sent?.get('LawFirmId')).toBe('1');
  expect(useShellBridge.getState().firm).toMatchObject({ name: 'Nordlaw AB', color: '#123456' });
  expect(onChanged).toHaveBeenCalled();
});

it('lets A delete its own firm after a confirmation that counts its cases, then ends the session', async () => {
  signInAs('A');
  let deleted: string | null = null;
  server.use(
    handlerFor(getLawFirmById, () => ({ ...sampleLawFirm, logoPath: null, caseCount: 3 })),
    handlerFor(deleteLawFirm, ({ url }) => {
      deleted = url.searchParams.get('LawFirmId');
      return null;
    }),
  );
  const { user } = renderWithProviders(<OwnFirmPage lawFirmId={1} />, { path: '/dashboard/firm' });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('The law firm has 3 cases.');
  expect(deleted).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('LawFirm deleted successfully')).toBeInTheDocument();
  expect(deleted).toBe('1');
  await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
});
