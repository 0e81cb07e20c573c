import { insertInvitations } from '../../src/db/invitations-repository';
import { hashInvitationToken, newInvitations } from '../../src/invitations/check-rows';
import { readOutbox } from '../../src/mail';
import { multipart } from '../files-fixtures';
import { call } from '../helper';
import { csvOf, type ListLine, orgNumber } from '../invitations-fixture';
import { useDemoWorld } from '../world-fixture';

/**
 * An invitation whose link passed its 60 days unused does not keep its creditor from
 * being invited again. The preview marks the row as a renewal (no problem); sending renews that
 * same invitation: a new link (stored only hashed) for 60 days and a new mail through the outbox,
 * while the old link stops working. A link that still works, or was used, stays "already invited".
 */

const world = useDemoWorld();

const LEVERANTOR = 'leverantor@creditor.demo';
const DAY = 86_400_000;
const line = (n: number, email = `fornyad${n}@invite.example`): ListLine => ({
  name: `Borgenär ${n} AB`,
  org: orgNumber(500 + n),
  email,
});

const upload = (action: 'preview' | 'send', lines: ListLine[]) => {
  const form = multipart({}, { name: 'borgenarer.csv', type: 'text/csv', content: csvOf(lines) });
  return call(world.t.app, {
    method: 'POST',
    url: `/api/LawFirm/invitations/${action}?caseId=${world.w.quiet}`,
    headers: { ...world.as.anna.headers, ...form.headers },
    payload: form.payload,
  });
};

/** The tokens of the invitation links delivered to `email`, oldest first, once there are `count`. */
async function deliveredTokens(email: string, count: number): Promise<string[]> {
  let tokens: string[] = [];
  for (let i = 0; i < 200 && tokens.length < count; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 50));
    tokens = readOutbox(world.t.config.dataDir)
      .filter((m) => m.to.includes(email))
      .map((m) => /invitation=([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '');
  }
  expect(tokens).toHaveLength(count);
  return tokens;
}

const invitationOf = (email: string) =>
  world.t.db
    .selectFrom('case_invitations')
    .selectAll()
    .where('case_id', '=', world.w.quiet)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

const expire = (email: string) =>
  world.t.db
    .updateTable('case_invitations')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('email', '=', email)
    .execute();

const accept = (token: string) =>
  call(world.t.app, {
    method: 'POST',
    url: '/api/Creditor/acceptInvitation',
    headers: world.as.leverantor.headers,
    payload: { token },
  });

it('renews an invitation that expired unused: a new mail and link, the old link refused, the new one accepted', async () => {
  expect((await upload('send', [line(1, LEVERANTOR), line(2)])).body.data).toEqual({
    invited: 2,
    skipped: 0,
  });
  const [oldToken] = await deliveredTokens(LEVERANTOR, 1);
  const before = await invitationOf(LEVERANTOR);
  await expire(LEVERANTOR);

  const list = [line(1, LEVERANTOR), line(2), line(3)];
  const preview = await upload('preview', list);
  expect(preview.status).toBe(200);
  expect(preview.body.data.ready).toBe(2);
  expect(
    preview.body.data.rows.map((r: { email: string; problems: string[]; renewal: boolean }) => [
      r.email,
      r.problems,
      r.renewal,
    ]),
  ).toEqual([
    [LEVERANTOR, [], true],
    ['fornyad2@invite.example', ['alreadyInvited'], false],
    ['fornyad3@invite.example', [], false],
  ]);

  const sent = await upload('send', list);
  expect(sent.body.data).toEqual({ invited: 2, skipped: 1 });
  const [, newToken] = await deliveredTokens(LEVERANTOR, 2);
  expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(newToken).not.toBe(oldToken);

  // The same invitation, renewed: only the new token's hash is kept, valid for 60 days from now.
  const after = await invitationOf(LEVERANTOR);
  expect(after.invitation_id).toBe(before.invitation_id);
  expect(after.token_hash).toBe(hashInvitationToken(newToken as string));
  expect(after.token_hash).not.toContain(newToken);
  expect(after.token_hash).not.toBe(before.token_hash);
  expect(new Date(after.expires_at).getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
  const mails = await world.t.db
    .selectFrom('mail_outbox')
    .select('dedupe_key')
    .where('recipient', '=', LEVERANTOR)
    .where('template', '=', 'case-invitation')
    .execute();
  expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(2);

  const old = await accept(oldToken as string);
  expect(old.status).toBe(404);
  const fresh = await accept(newToken as string);
  expect(fresh.status).toBe(200);
  expect(fresh.body.data).toEqual({ caseId: world.w.quiet });
  expect((await invitationOf(LEVERANTOR)).accepted_at).not.toBeNull();
});

it('counts the renewal in the case history, in both languages', async () => {
  const history = async (language: string) => {
    const res = await call(world.t.app, {
      method: 'GET',
      url: `/api/LawFirm/caseHistory?caseId=${world.w.quiet}&kind=invitation`,
      headers: { ...world.as.anna.headers, 'accept-language': language },
    });
    return (res.body.data.entries as { action: string; summary: string }[])
      .filter((e) => e.action === 'invite')
      .map((e) => e.summary);
  };
  expect(await history('en')).toEqual([
    '2 creditors invited from a list of 3 rows, 1 of them again as the earlier link had expired',
    '2 creditors invited from a list of 2 rows',
  ]);
  expect(await history('sv')).toEqual([
    '2 borgenärer inbjudna från en lista med 3 rader, varav 1 på nytt eftersom den tidigare länken hade gått ut',
    '2 borgenärer inbjudna från en lista med 2 rader',
  ]);
});

it('keeps an invitation that still works, or was used, as already invited, and renews neither', async () => {
  const list = [line(11), line(12), line(13)];
  expect((await upload('send', list)).body.data).toEqual({ invited: 3, skipped: 0 });
  // 11: the link still works. 12: an account was made from it in time. 13: followed in time.
  await expire('fornyad12@invite.example');
  await expire('fornyad13@invite.example');
  await world.t.db
    .updateTable('case_invitations')
    .set({ creditor_id: world.w.creditors.bygg, signed_up_at: new Date() })
    .where('email', 'in', ['fornyad12@invite.example', 'fornyad13@invite.example'])
    .execute();
  await world.t.db
    .updateTable('case_invitations')
    .set({ accepted_at: new Date() })
    .where('email', '=', 'fornyad13@invite.example')
    .execute();
  const hashes = async () => Promise.all(list.map(async (l) => (await invitationOf(l.email)).token_hash));
  const before = await hashes();

  const preview = await upload('preview', list);
  expect(preview.body.data.ready).toBe(0);
  for (const row of preview.body.data.rows)
    expect(row).toMatchObject({ problems: ['alreadyInvited'], renewal: false });
  expect((await upload('send', list)).body.data).toEqual({ invited: 0, skipped: 3 });
  expect(await hashes()).toEqual(before);
});

it('renews in the statement only what is still expired and unused, whatever the caller says', async () => {
  // A send that checked the list before a link was used, or with a link that still works: no new link, no mail.
  expect((await upload('send', [line(21), line(22)])).body.data).toEqual({ invited: 2, skipped: 0 });
  await expire('fornyad22@invite.example');
  await world.t.db
    .updateTable('case_invitations')
    .set({ accepted_at: new Date() })
    .where('email', '=', 'fornyad22@invite.example')
    .execute();
  const before = await Promise.all([21, 22].map(async (n) => invitationOf(`fornyad${n}@invite.example`)));
  const stale = newInvitations(
    [21, 22].map((n) => ({
      ...line(n),
      line: n,
      orgNumber: line(n).org,
      amount: null,
      problems: [],
      renewal: true,
    })),
  );
  const facts = { debtorName: 'X', knr: 'K 1-26', lawfirmName: 'Y', publicUrl: 'http://localhost' };
  const sent = await world.t.db
    .transaction()
    .execute((trx) => insertInvitations(trx, world.w.quiet, before[0]?.invited_by ?? 0, stale, facts));
  expect(sent).toEqual({ invited: 0, renewed: 0 });
  const after = await Promise.all([21, 22].map(async (n) => invitationOf(`fornyad${n}@invite.example`)));
  expect(after.map((i) => i.token_hash)).toEqual(before.map((i) => i.token_hash));
});
