import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  confirmBankDetails,
  draftProposal,
  getCaseDividends,
  getProposal,
  markPayments,
  recordProposalDates,
} from 'shared-api';
import { handlerFor, samples } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderWithProviders } from '../../../testing/render';
import { server, setupTestEnvironment, signInAs } from '../../../testing/server';
import { DividendsTab } from './dividends-tab';

setupTestEnvironment();

const dividends = samples.getCaseDividends.data;
const proposal = samples.getProposal.data;
const final = { ...proposal, confirmedOn: '2026-10-01', finalOn: '2026-10-22' };

const serve = (version = proposal, undecided: number[] = []) =>
  server.use(
    handlerFor(getCaseDividends, {
      ...dividends,
      undecidedClaimNumbers: undecided,
      proposals: [{ ...dividends.proposals[0], ...version, lines: undefined } as never],
    }),
    handlerFor(getProposal, version),
  );

it('names the admitted claims whose class is not decided, and shows U the settings without changing them', async () => {
  signInAs('U');
  serve(proposal, [4, 7]);
  renderWithProviders(<DividendsTab caseId={11} />);
  expect(await screen.findByText(/no\. 4, 7/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Dividends' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Lines of the proposal' })).toBeInTheDocument();
  // U records the day it went to the authority, never the decision dates.
  expect(screen.getByLabelText('Confirmed')).toBeDisabled();
  expect(screen.getByLabelText('Sent to the supervisory authority')).toBeEnabled();
  expect(screen.queryByRole('button', { name: /Confirm after calling/ })).not.toBeInTheDocument();
});

it('computes a new version from the amounts entered, checked by the contract first', async () => {
  signInAs('A');
  server.use(
    handlerFor(getCaseDividends, { ...dividends, proposals: [] }),
    handlerFor(getProposal, proposal),
  );
  const bodies: unknown[] = [];
  server.use(
    handlerFor(draftProposal, ({ body }) => {
      bodies.push(body);
      return { proposalId: 3, version: 1 };
    }),
  );
  renderWithProviders(<DividendsTab caseId={11} />);
  const rest = await screen.findByLabelText('Amount for the other classes (SEK)');
  fireEvent.change(screen.getByLabelText('Proceeds of Fastigheten Norrby 1:23 (SEK)'), {
    target: { value: '80 000' },
  });
  fireEvent.change(rest, { target: { value: 'tio' } });
  fireEvent.click(screen.getByRole('button', { name: 'Compute proposal' }));
  expect(
    await screen.findByText('Enter an amount in SEK, 0 or more, with at most two decimals'),
  ).toBeInTheDocument();
  fireEvent.change(rest, { target: { value: '70000,50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Compute proposal' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    caseId: 11,
    assets: [{ asset: 'Fastigheten Norrby 1:23', amount: '80000.00' }],
    rest: '70000.50',
  });
});

it('lets A confirm a held line after calling, and mark every line paid once final', async () => {
  signInAs('A');
  serve(final);
  const confirmed: unknown[] = [];
  const marked: unknown[] = [];
  server.use(
    handlerFor(confirmBankDetails, ({ body }) => {
      confirmed.push(body);
      return null;
    }),
    handlerFor(markPayments, ({ body }) => {
      marked.push(body);
      return null;
    }),
  );
  renderWithProviders(<DividendsTab caseId={11} />);
  const lines = await screen.findByRole('table', { name: 'Lines of the proposal' });
  expect(within(lines).getByText('Changed, held')).toBeInTheDocument();
  fireEvent.click(within(lines).getByRole('button', { name: 'Confirm after calling (line 1)' }));
  await waitFor(() => expect(confirmed).toEqual([{ proposalId: 3, lineNumber: 1 }]));
  fireEvent.click(screen.getByRole('button', { name: 'Mark all paid' }));
  await waitFor(() => expect(marked).toEqual([{ proposalId: 3, lineNumbers: [1], status: 'Paid' }]));
  expect(screen.getByRole('button', { name: 'Download payment file' })).toBeInTheDocument();
});

it('records the dates A gives, and speaks Swedish', async () => {
  signInAs('A');
  serve({ ...proposal, sentToAuthorityOn: null });
  const bodies: unknown[] = [];
  server.use(
    handlerFor(recordProposalDates, ({ body }) => {
      bodies.push(body);
      return null;
    }),
  );
  renderWithProviders(<DividendsTab caseId={11} />);
  fireEvent.change(await screen.findByLabelText('Confirmed'), { target: { value: '2026-10-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Record dates' }));
  await waitFor(() =>
    expect(bodies).toEqual([
      { proposalId: 3, sentToAuthorityOn: null, confirmedOn: '2026-10-01', finalOn: null },
    ]),
  );
  await act(() => i18n.changeLanguage('sv'));
  expect(screen.getByRole('heading', { level: 2, name: 'Utdelning' })).toBeInTheDocument();
  expect(screen.getByLabelText('Fastställd')).toBeInTheDocument();
});
