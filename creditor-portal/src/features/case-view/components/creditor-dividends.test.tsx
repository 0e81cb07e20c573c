import { screen, within } from '@testing-library/react';
import { getCreditorDividends } from 'shared-api';
import { handlerFor, samples } from 'shared-api/testing';
import { renderAt, server, setupTestEnvironment, signInAs } from '../../../testing/render';
import { CreditorDividends } from './creditor-dividends';

setupTestEnvironment();

const [version] = samples.getCreditorDividends.data;
if (!version) throw new Error('no sample');

it('shows the creditor its own lines, "paid on", and every class total, in Swedish', async () => {
  signInAs('C');
  const line = version.lines[0] as (typeof version.lines)[number];
  server.use(
    handlerFor(getCreditorDividends, [
      {
        ...version,
        finalOn: '2026-10-22',
        lines: [
          { ...line, payment: { status: 'Paid', paidOn: '2026-11-02', returnedReason: null, lapsed: false } },
          { ...line, lineNumber: 2, paidOut: false, dividendAmount: '49.88' },
        ],
      },
    ]),
  );
  await renderAt(<CreditorDividends caseId={11} />, '/dashboard', { language: 'sv' });
  expect(
    await screen.findByRole('heading', { name: /Utdelningsförslag, version 1 · laga kraft 2026\/10\/22/ }),
  ).toBeInTheDocument();
  const lines = screen.getByRole('table', { name: 'Er utdelning' });
  expect(within(lines).getByText('Betald 2026/11/02')).toBeInTheDocument();
  expect(within(lines).getByText(/Betalas inte ut \(under 300,00/)).toBeInTheDocument();
  const classes = screen.getByRole('table', { name: 'Summor per förmånsrätt' });
  expect(within(classes).getByText('Särskild förmånsrätt i Fastigheten Norrby 1:23')).toBeInTheDocument();
  expect(within(classes).getByText('16,66 %')).toBeInTheDocument();
});

it('says so when no proposal is published', async () => {
  signInAs('C');
  server.use(handlerFor(getCreditorDividends, []));
  await renderAt(<CreditorDividends caseId={11} />);
  expect(
    await screen.findByText('No dividend proposal has been published in this case.'),
  ).toBeInTheDocument();
});
