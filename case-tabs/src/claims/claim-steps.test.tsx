import { screen, waitFor, within } from '@testing-library/react';
import {
  type ClaimStateView,
  decideClaim,
  getClaimBases,
  getClaimState,
  requestClaimInformation,
  withdrawClaim,
} from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { pickFromMenu, renderAs, rowsOf, server, setupTabTests, toastTexts } from '../testing';
import { ClaimCentre } from './claim-centre';
import { bases, claim, recent, serveClaims } from './claim-fixtures';

/** A claim's progress in the claims tab: the decided class, the state and timeline, the question, the withdrawal. */

setupTabTests();

const pending = claim(1, 'Faktura 1001.pdf', 'Pending', '10000.00', recent, {
  claimNumber: 1,
  isLate: false,
});
const view = (over: Partial<ClaimStateView> = {}): ClaimStateView => ({
  invoiceId: 1,
  state: 'InformationRequested',
  claimNumber: 1,
  question: 'Vilken leverans gäller fakturan?',
  admittedAmount: null,
  priorityClass: null,
  priorityAsset: null,
  decisionReason: null,
  mayWithdraw: true,
  finalAfter: null,
  timeline: [
    { step: 'Received', on: '2026-09-01T08:00:00.000Z', text: null },
    {
      step: 'InformationRequested',
      on: '2026-10-02T09:00:00.000Z',
      text: 'Vilken leverans gäller fakturan?',
    },
  ],
  requests: [],
  ...over,
});

describe('claim progress (law firm)', () => {
  it('sends the decided class with its asset', async () => {
    const sent: unknown[] = [];
    server.use(
      serveClaims('lawfirm', [pending]),
      handlerFor(getClaimBases, bases),
      handlerFor(decideClaim, ({ body }) => {
        sent.push(body);
        return null;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'Update status');
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Approved');
    await user.selectOptions(within(dialog).getByLabelText('Priority class (decided)'), 'SpecialPriority');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name the asset');
    await user.type(
      within(dialog).getByLabelText('Asset the special priority attaches to'),
      'Fastigheten 1:23',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      invoiceId: 1,
      invoiceStatus: 'Approved',
      priorityClass: 'SpecialPriority',
      priorityAsset: 'Fastigheten 1:23',
    });
  }, 60_000);

  it('asks the creditor a question', async () => {
    const asked: unknown[] = [];
    server.use(
      serveClaims('lawfirm', [pending]),
      handlerFor(getClaimBases, bases),
      handlerFor(getClaimState, view({ state: 'UnderReview', question: null, timeline: [] })),
      handlerFor(requestClaimInformation, ({ body }) => {
        asked.push(body);
        return null;
      }),
    );
    const { user } = await renderAs('A', <ClaimCentre side="lawfirm" caseId={5} />);
    await waitFor(() => expect(rowsOf('Claims')).toHaveLength(1));
    await pickFromMenu(user, 'Faktura 1001.pdf', 'Progress');
    const dialog = await screen.findByRole('dialog', { name: 'Progress of the claim' });
    expect(await within(dialog).findByTestId('claim-state')).toHaveTextContent('Under review');
    await user.type(
      within(dialog).getByLabelText('Ask the creditor for more information'),
      'Vilken leverans?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(asked).toEqual([{ invoiceId: 1, question: 'Vilken leverans?' }]));
  }, 60_000);
});

describe('claim progress (creditor), in Swedish', () => {
  it('shows the question and the timeline, and withdraws after confirming', async () => {
    const withdrawn: unknown[] = [];
    server.use(
      serveClaims('creditor', [pending]),
      handlerFor(getClaimBases, bases),
      handlerFor(getClaimState, view()),
      handlerFor(withdrawClaim, ({ body }) => {
        withdrawn.push(body);
        return null;
      }),
    );
    const { user } = await renderAs('C', <ClaimCentre side="creditor" caseId={5} />, 'sv');
    await waitFor(() => expect(rowsOf('Fordringar')).toHaveLength(1));
    await pickFromMenu(user, /Faktura 1001\.pdf/, 'Förlopp');
    const dialog = await screen.findByRole('dialog', { name: 'Bevakningens förlopp' });
    expect(await within(dialog).findByTestId('claim-state')).toHaveTextContent('Komplettering begärd');
    expect(dialog).toHaveTextContent('Vilken leverans gäller fakturan?');
    expect(within(dialog).getByRole('list', { name: 'Tidslinje' }).children).toHaveLength(2);
    expect(within(dialog).getByLabelText('Ditt svar')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Återkalla bevakningen' }));
    await screen.findByText('Återkalla bevakning nr 1?');
    const buttons = screen.getAllByRole('button', { name: 'Återkalla bevakningen' });
    await user.click(buttons.at(-1) as HTMLElement);
    await waitFor(() => expect(withdrawn).toEqual([{ invoiceId: 1 }]));
    await waitFor(() => expect(toastTexts()).toContain('success: Bevakningen har återkallats.'));
  }, 60_000);
});
