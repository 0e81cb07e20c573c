import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { getCaseCreditors } from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { CaseTabs, tabFromHash } from './case-tabs';

setupTestEnvironment();
beforeEach(() => {
  signInAs('A');
  server.use(handlerFor(getCaseCreditors, { caseCreditorListRponse: [], totalCount: 0 }));
});

function HashProbe() {
  return <output aria-label="hash">{useLocation().hash}</output>;
}

const panels = {
  messages: <p>message centre</p>,
  documents: <p>document centre</p>,
  claims: <p>claim centre</p>,
};

it('reads the active tab from the URL hash', () => {
  expect(tabFromHash('#documents')).toBe('documents');
  expect(tabFromHash('')).toBe('creditors');
  expect(tabFromHash('#nonsense')).toBe('creditors');
});

it('opens the tab named in the hash, as after a reload', () => {
  renderWithProviders(<CaseTabs caseId={11} panels={panels} />, { path: '/dashboard?case=11#claims' });
  expect(screen.getByRole('tab', { name: 'Invoices', selected: true })).toBeInTheDocument();
  expect(screen.getByText('claim centre')).toBeInTheDocument();
});

it('keeps the chosen tab in the hash', async () => {
  const { user } = renderWithProviders(
    <>
      <CaseTabs caseId={11} panels={panels} />
      <HashProbe />
    </>,
    { path: '/dashboard?case=11' },
  );
  expect(await screen.findByText('No creditors yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Documents' }));
  expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent('#documents');
  expect(screen.getByText('document centre')).toBeInTheDocument();
});

it('shows the unread count as a red badge on the messages tab', () => {
  renderWithProviders(<CaseTabs caseId={11} panels={panels} unreadCount={3} />);
  expect(screen.getByRole('tab', { name: /Messages/ })).toHaveTextContent('3');
  expect(screen.getByTitle('3 unread messages')).toBeInTheDocument();
});

it('adds a History tab only when given one (the firm administrator), kept in the hash like the others', async () => {
  const { unmount } = renderWithProviders(<CaseTabs caseId={11} panels={panels} />, {
    path: '/dashboard?case=11#history',
  });
  expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Creditors', selected: true })).toBeInTheDocument();
  unmount();
  renderWithProviders(<CaseTabs caseId={11} panels={panels} history={<p>case history</p>} />, {
    path: '/dashboard?case=11#history',
  });
  expect(screen.getByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
  expect(screen.getByText('case history')).toBeInTheDocument();
});
