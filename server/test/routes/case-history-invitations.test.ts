import { multipart } from '../files-fixtures';
import { call, type SignedIn } from '../helper';
import { csvOf, orgNumber } from '../invitations-fixture';
import { useDemoWorld } from '../world-fixture';

/**
 * The invitations in the case's history. A sends invitations from a creditor
 * list, a creditor with an account accepts its link, A exports the claims register; the History
 * tab and its CSV name each in words of their own (kind Invitation), in English and Swedish.
 */

const world = useDemoWorld();

type Entry = { actorName: string; actorRole: string; kind: string; action: string; summary: string };

beforeAll(async () => {
  const list = [
    { name: 'Leverantören AB', org: orgNumber(401), email: 'leverantor@creditor.demo' },
    { name: 'Ny Borgenär AB', org: orgNumber(402), email: 'ny402@invite.example' },
    { name: 'Fel AB', org: '556016-0681', email: 'fel403@invite.example' },
  ];
  const form = multipart({}, { name: 'borgenarer.csv', type: 'text/csv', content: csvOf(list) });
  const sent = await call(world.t.app, {
    method: 'POST',
    url: `/api/LawFirm/invitations/send?caseId=${world.w.quiet}`,
    headers: { ...world.as.anna.headers, ...form.headers },
    payload: form.payload,
  });
  expect(sent.body.data).toEqual({ invited: 2, skipped: 1 });
  const mail = await world.t.db
    .selectFrom('mail_outbox')
    .select('params')
    .where('template', '=', 'case-invitation')
    .where('recipient', '=', 'leverantor@creditor.demo')
    .executeTakeFirstOrThrow();
  const { token } = (typeof mail.params === 'string' ? JSON.parse(mail.params) : mail.params) as {
    token: string;
  };
  const accepted = await call(world.t.app, {
    method: 'POST',
    url: '/api/Creditor/acceptInvitation',
    headers: world.as.leverantor.headers,
    payload: { token },
  });
  expect(accepted.status).toBe(200);
  const register = await world.t.app.inject({
    method: 'GET',
    url: `/api/LawFirm/claimsRegister?caseId=${world.w.quiet}&format=xlsx&lang=en`,
    headers: world.as.anna.headers,
  });
  expect(register.statusCode).toBe(200);
});

const history = async (query: string, language: string, who: SignedIn = world.as.anna) => {
  const res = await call(world.t.app, {
    method: 'GET',
    url: `/api/LawFirm/caseHistory?caseId=${world.w.quiet}&${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });
  expect(res.status).toBe(200);
  return res.body.data as { entries: Entry[]; total: number };
};

it('names the invitations sent and accepted in words of their own, in both languages', async () => {
  const en = await history('kind=invitation', 'en');
  expect(en.entries).toEqual([
    expect.objectContaining({
      actorRole: 'C',
      kind: 'invitation',
      action: 'accept',
      summary: 'Invitation accepted: now follows the case',
    }),
    expect.objectContaining({
      actorName: 'Anna Berg',
      actorRole: 'A',
      kind: 'invitation',
      action: 'invite',
      summary: '2 creditors invited from a list of 3 rows',
    }),
  ]);
  const sv = await history('kind=invitation', 'sv');
  expect(sv.entries.map((e) => e.summary)).toEqual([
    'Inbjudan accepterad: följer nu ärendet',
    '2 borgenärer inbjudna från en lista med 3 rader',
  ]);
  const other = await history('kind=other', 'sv');
  expect(other.entries).toEqual([
    expect.objectContaining({
      action: 'export',
      summary: 'Bevakningsförteckning exporterad: XLSX, 0 bevakningar',
    }),
  ]);
});

it('puts the same words and the kind in the CSV', async () => {
  for (const [language, kind, line] of [
    ['en', 'Invitation', '2 creditors invited from a list of 3 rows'],
    ['sv', 'Inbjudan', '2 borgenärer inbjudna från en lista med 3 rader'],
  ] as const) {
    const res = await world.t.app.inject({
      method: 'GET',
      url: `/api/LawFirm/caseHistory/csv?caseId=${world.w.quiet}&kind=invitation`,
      headers: { ...world.as.anna.headers, 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(new RegExp(`;Anna Berg;A;${kind};invite;${line}$`));
    expect(lines[1]).toContain(`;C;${kind};accept;`);
  }
});
