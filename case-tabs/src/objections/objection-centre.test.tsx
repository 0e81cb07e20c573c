import { screen, waitFor, within } from '@testing-library/react';
import {
  addObjection,
  type CaseObjections,
  getObjections,
  type Objection,
  replyObjection,
  settleObjection,
  withdrawObjection,
} from 'shared-api';
import { handlerFor } from 'shared-api/testing';
import { renderAs, server, setupTabTests, toastTexts } from '../testing';
import { ObjectionCentre } from './objection-centre';

/** The objections under the claims tab: a creditor objects and withdraws; the firm records a settlement. */

setupTabTests();

const objection = (over: Partial<Objection> = {}): Objection => ({
  objectionId: 9,
  invoiceId: 1,
  claimNumber: 1,
  claimantName: 'Leverantören AB',
  objectorName: 'Byggbolaget AB',
  byTrustee: false,
  filedBy: 'Byggbolaget AB',
  filedOn: '2026-11-20T10:00:00.000Z',
  disputesAmount: true,
  disputesPriority: false,
  proposedAmount: '600.00',
  proposedPriorityClass: null,
  reason: 'Leveranserna kom aldrig.',
  state: 'Open',
  withdrawnOn: null,
  settlement: null,
  courtOutcome: null,
  replies: [],
  files: [],
  isObjector: true,
  isClaimant: false,
  ...over,
});

const answer = (objections: Objection[]): CaseObjections => ({
  objectionDeadline: '2026-12-01',
  settlementDeadline: '2026-12-15',
  objectionsOpen: true,
  claims: [
    {
      invoiceId: 1,
      claimNumber: 1,
      creditorName: 'Leverantören AB',
      claimAmount: '1000.00',
      approvedAmount: null,
      priorityClass: null,
      isOwn: false,
    },
    {
      invoiceId: 2,
      claimNumber: 2,
      creditorName: 'Byggbolaget AB',
      claimAmount: '500.00',
      approvedAmount: null,
      priorityClass: null,
      isOwn: true,
    },
  ],
  objections,
});

describe('objections', () => {
  it('lets a creditor object to another claim (not its own) with the reason and amount it holds right', async () => {
    let sent: FormData | null = null;
    server.use(
      handlerFor(getObjections, answer([])),
      handlerFor(addObjection, ({ body }) => {
        sent = body as FormData;
        return objection();
      }),
    );
    const { user } = await renderAs('C', <ObjectionCentre side="creditor" caseId={5} />, 'sv');
    await user.click(await screen.findByRole('button', { name: 'Anmärk mot bevakning nr 1' }));
    expect(screen.queryByRole('button', { name: 'Anmärk mot bevakning nr 2' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Anmärkning' });
    await user.click(within(form).getByRole('checkbox', { name: 'Anmärk mot beloppet' }));
    await user.type(within(form).getByLabelText('Belopp ni anser riktigt (kr)'), '600');
    await user.type(within(form).getByLabelText('Skäl'), 'Leveranserna kom aldrig.');
    await user.click(within(form).getByRole('button', { name: 'Skicka anmärkning' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const fields = sent as unknown as FormData;
    expect(fields.get('InvoiceId')).toBe('1');
    expect(fields.get('DisputesAmount')).toBe('true');
    expect(fields.get('ProposedAmount')).toBe('600');
    expect(fields.get('Reason')).toBe('Leveranserna kom aldrig.');
  });

  it('shows the state of an objection and lets its objector withdraw it', async () => {
    let withdrawn = 0;
    server.use(
      handlerFor(getObjections, answer([objection()])),
      handlerFor(withdrawObjection, ({ body }) => {
        withdrawn = (body as { objectionId: number }).objectionId;
        return objection({ state: 'Withdrawn' });
      }),
    );
    const { user } = await renderAs('C', <ObjectionCentre side="creditor" caseId={5} />);
    const list = await screen.findByRole('list', { name: 'Objections to claim no. 1' });
    expect(within(list).getByText('Open')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Withdraw the objection to claim no. 1' }));
    await waitFor(() => expect(withdrawn).toBe(9));
  });

  it('lets the firm record a settlement for a claims dispute and offers the dispute bundle', async () => {
    let settled: FormData | null = null;
    server.use(
      handlerFor(getObjections, answer([objection({ state: 'Disputed', isObjector: false })])),
      handlerFor(settleObjection, ({ body }) => {
        settled = body as FormData;
        return objection({ state: 'Settled' });
      }),
    );
    const { user } = await renderAs('A', <ObjectionCentre side="lawfirm" caseId={5} />);
    expect(await screen.findByText('Claims dispute')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download dispute bundle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record settlement' }));
    const form = screen.getByRole('form', { name: 'Settlement' });
    await user.type(within(form).getByLabelText('Admitted amount (SEK)'), '700');
    await user.selectOptions(within(form).getByLabelText('Priority'), 'NonPriority');
    await user.upload(
      within(form).getByLabelText('File (the signed agreement or the decision)'),
      new File(['%PDF-1.4'], 'Förlikning.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(settled).not.toBeNull());
    expect((settled as unknown as FormData).get('Amount')).toBe('700');
    expect((settled as unknown as FormData).get('PriorityClass')).toBe('NonPriority');
    await waitFor(() => expect(toastTexts()).toContain('success: The settlement has been recorded.'));
  });

  it('tells the claimant its reply has been sent', async () => {
    let replied: FormData | null = null;
    server.use(
      handlerFor(getObjections, answer([objection({ isObjector: false, isClaimant: true })])),
      handlerFor(replyObjection, ({ body }) => {
        replied = body as FormData;
        return objection({ isObjector: false, isClaimant: true });
      }),
    );
    const { user } = await renderAs('C', <ObjectionCentre side="creditor" caseId={5} />, 'sv');
    await user.click(await screen.findByRole('button', { name: 'Svara' }));
    const form = screen.getByRole('form', { name: 'Svar på anmärkningen' });
    await user.type(within(form).getByLabelText('Ert svar'), 'Leveranserna kom.');
    await user.click(within(form).getByRole('button', { name: 'Skicka svar' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Ert svar är skickat.'));
    expect((replied as unknown as FormData).get('Text')).toBe('Leveranserna kom.');
    expect(screen.queryByRole('form', { name: 'Svar på anmärkningen' })).not.toBeInTheDocument();
  });

  it('writes the amounts in kronor the Swedish way, the settled one too', async () => {
    const settlement = { amount: '9500.00', priorityClass: 'NonPriority' as const, priorityAsset: null };
    server.use(
      handlerFor(
        getObjections,
        answer([
          objection({
            state: 'Settled',
            settlement: { ...settlement, recordedOn: '2026-11-21T10:00:00.000Z', note: null },
          }),
        ]),
      ),
    );
    await renderAs('C', <ObjectionCentre side="creditor" caseId={5} />, 'sv');
    const list = await screen.findByRole('list', { name: 'Anmärkningar mot bevakning nr 1' });
    expect(list).toHaveTextContent(/Förlikt till 9\s500,00\skr\./);
    expect(
      screen.getByRole('list', { name: 'Fordringar i den publicerade bevakningsförteckningen' }),
    ).toHaveTextContent(/Bevakning nr 1, Leverantören AB: 1\s000,00\skr/);
  });
});
