import { screen, within } from '@testing-library/react';
import { getCases, getLawFirmById, getLawFirms, getLawFirmUsers } from 'shared-api';
import {
  handlerFor,
  sampleCaseStatuses,
  sampleLawFirm,
  sampleOtherLawFirm,
  sampleSectors,
} from 'shared-api/testing';
import { useShellBridge } from 'shared-ui';
import LawfirmRoutes from './routes';
import { renderWithProviders } from './testing/render';
import { server, setupTestEnvironment, signInAs } from './testing/server';
import { mountShellSidebar } from './testing/sidebar';

setupTestEnvironment();
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows S the law firms in the sidebar and the first firm with its users', async () => {
  signInAs('S', null, 'admin@portal.demo');
  server.use(
    handlerFor(getLawFirms, [sampleLawFirm, sampleOtherLawFirm]),
    handlerFor(getLawFirmById, sampleLawFirm),
    handlerFor(getLawFirmUsers, { lawFirmUserList: [] }),
  );
  const sidebar = within(mountShellSidebar());
  renderWithProviders(<LawfirmRoutes />);
  expect(screen.getByTestId('lawfirm-portal-root')).toBeInTheDocument();
  expect(await sidebar.findByRole('heading', { name: 'Our law firms' })).toBeInTheDocument();
  expect(sidebar.getByRole('button', { name: 'Add law firm' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Nordlaw Advokatbyrå' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://nordlaw.se' })).toHaveAttribute(
    'href',
    'https://nordlaw.se',
  );
  expect(await screen.findByText('User not found')).toBeInTheDocument();
});

it('gives A the cases and hands the firm name and colour to the header', async () => {
  signInAs('A');
  server.use(
    handlerFor(getLawFirmById, { ...sampleLawFirm, logoPath: null }),
    handlerFor(getCases, {
      casesResponses: [],
      caseStatusResponses: sampleCaseStatuses,
      caseSectorIndustryResponses: sampleSectors,
    }),
  );
  const sidebar = within(mountShellSidebar());
  renderWithProviders(<LawfirmRoutes />);
  expect(await sidebar.findByRole('heading', { name: 'Our cases' })).toBeInTheDocument();
  expect(sidebar.getByRole('button', { name: 'Add case' })).toBeInTheDocument();
  expect(await sidebar.findByRole('img', { name: 'Logo of Nordlaw Advokatbyrå' })).toBeInTheDocument();
  expect(useShellBridge.getState().firm).toMatchObject({ name: 'Nordlaw Advokatbyrå', color: '#1F5F8B' });
});
