import { readOutbox } from '../src/mail';
import { multipart } from './files-fixtures';
import { call, type SignedIn, type TestApp } from './helper';
import { type ListLine, orgNumber } from './invitations-fixture';

/** The route tests of inviting the debtor's creditors: the calls they make and what they read back. */

/** The demo creditor Leverantören's address: a creditor that already has an account. */
export const DEMO_LEVERANTOR = 'leverantor@creditor.demo';

/** A row of a creditor list, valid unless `over` spoils it. */
export const line = (n: number, over: Partial<ListLine> = {}): ListLine => ({
  name: `Borgenär ${n} AB`,
  org: orgNumber(n),
  email: `borgenar${n}@invite.example`,
  amount: `${n}00,50`,
  ...over,
});

/** The calls and reads of the invitation tests on the file's app (`app()`: the one its beforeAll built). */
export function invitationCalls(app: () => TestApp) {
  const upload = (
    who: SignedIn | null,
    action: 'preview' | 'send',
    caseId: number,
    content: Buffer,
    name = 'borgenarer.csv',
    language = 'en',
  ) => {
    const form = multipart({}, { name, content, type: 'text/csv' });
    return call(app().app, {
      method: 'POST',
      url: `/api/LawFirm/invitations/${action}?caseId=${caseId}`,
      headers: { ...(who?.headers ?? {}), ...form.headers, 'accept-language': language },
      payload: form.payload,
    });
  };
  const list = (who: SignedIn, caseId: number) =>
    call(app().app, {
      method: 'GET',
      url: `/api/LawFirm/invitations?caseId=${caseId}`,
      headers: who.headers,
    });
  const accept = (who: SignedIn, token: string) =>
    call(app().app, {
      method: 'POST',
      url: '/api/Creditor/acceptInvitation',
      headers: who.headers,
      payload: { token },
    });

  /** The token of the invitation mail queued for `email` (the outbox row's parameters). */
  async function tokenFor(email: string): Promise<string> {
    const row = await app()
      .db.selectFrom('mail_outbox')
      .select('params')
      .where('template', '=', 'case-invitation')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as {
      token: string;
    };
    return params.token;
  }

  const follows = async (creditorId: number, caseId: number) =>
    Boolean(
      await app()
        .db.selectFrom('creditor_cases')
        .select('creditor_cases_id')
        .where('creditor_id', '=', creditorId)
        .where('case_id', '=', caseId)
        .executeTakeFirst(),
    );

  /** Waits (up to 5 s) until a mail to `email` has gone out. */
  async function waitForMail(email: string) {
    for (let i = 0; i < 100; i++) {
      if (readOutbox(app().config.dataDir).some((m) => m.to.includes(email))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return { upload, list, accept, tokenFor, follows, waitForMail };
}
