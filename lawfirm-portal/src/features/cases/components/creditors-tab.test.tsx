import { screen, waitFor } from '@testing-library/react';
import { getCaseCreditors } from 'shared-api';
import { errorFor, handlerFor, sampleCreditor } from 'shared-api/testing';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { CreditorsTab } from './creditors-tab';

setupTestEnvironment();
beforeEach(() => signInAs('A'));

const creditorNo = (n: number) => ({
  creditorCasesId: n,
  caseId: 11,
  creditorResponse: {
    ...sampleCreditor,
    creditorId: n,
    creditorName: `Borgenär ${n}`,
    creditorEmaill: `b${n}@creditor.test`,
    creditrorCompanyName: `Bolag ${n} AB`,
  },
});

it('asks the server for 10 per page with the search and pages through them', async () => {
  const asked: URLSearchParams[] = [];
  server.use(
    handlerFor(getCaseCreditors, ({ url }) => {
      asked.push(url.searchParams);
      const page = Number(url.searchParams.get('page'));
      const all = Array.from({ length: 23 }, (_, index) => creditorNo(index + 1));
      return { caseCreditorListRponse: all.slice((page - 1) * 10, page * 10), totalCount: 23 };
    }),
  );
  const { user } = renderWithProviders(<CreditorsTab caseId={11} />);
  expect(await screen.findByText('Borgenär 1')).toBeInTheDocument();
  expect(asked[0]?.get('pageSize')).toBe('10');
  expect(asked[0]?.get('caseId')).toBe('11');
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Borgenär 23')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: /search by name/i }), 'bolag 7');
  await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('bolag 7'));
  expect(asked.at(-1)?.get('page')).toBe('1');
});

it('expands a card to show email, org. number and company', async () => {
  server.use(handlerFor(getCaseCreditors, { caseCreditorListRponse: [creditorNo(4)], totalCount: 1 }));
  const { user } = renderWithProviders(<CreditorsTab caseId={11} />);
  await user.click(await screen.findByText('Borgenär 4'));
  expect(await screen.findByText('b4@creditor.test')).toBeVisible();
  expect(screen.getByText('Email')).toBeInTheDocument();
});

it("says 'No creditors yet.' when the case has none", async () => {
  server.use(handlerFor(getCaseCreditors, { caseCreditorListRponse: [], totalCount: 0 }));
  renderWithProviders(<CreditorsTab caseId={11} />);
  expect(await screen.findByText('No creditors yet.')).toBeInTheDocument();
});

it("toasts 'Fetching case creditors failed' when the server gives no message", async () => {
  server.use(handlerFor(getCaseCreditors, () => new Response('', { status: 500 })));
  renderWithProviders(<CreditorsTab caseId={11} />);
  expect(await screen.findByText('Fetching case creditors failed')).toBeInTheDocument();
});

it('toasts the server message when there is one', async () => {
  server.use(errorFor(getCaseCreditors, 403, 'Not your case'));
  renderWithProviders(<CreditorsTab caseId={11} />);
  expect(await screen.findByText('Not your case')).toBeInTheDocument();
});
