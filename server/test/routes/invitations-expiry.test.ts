import { multipart } from '../files-fixtures';
import { call, type SignedIn } from '../helper';
import { csvOf, orgNumber } from '../invitations-fixture';
import { useDemoWorld } from '../world-fixture';

/**
 * An invitation whose link passed its 60 days unused is listed as expired, not as
 * invited; the state is the server's (SQL), so the state filter and the page agree on it.
 */

const world = useDemoWorld();

const email = (n: number) => `utgangen${n}@invite.example`;

async function send(caseId: number, numbers: number[]) {
  const form = multipart(
    {},
    {
      name: 'borgenarer.csv',
      type: 'text/csv',
      content: csvOf(numbers.map((n) => ({ name: `Borgenär ${n} AB`, org: orgNumber(n), email: email(n) }))),
    },
  );
  const sent = await call(world.t.app, {
    method: 'POST',
    url: `/api/LawFirm/invitations/send?caseId=${caseId}`,
    headers: { ...world.as.anna.headers, ...form.headers },
    payload: form.payload,
  });
  expect(sent.body.data).toEqual({ invited: numbers.length, skipped: 0 });
}

const listed = async (who: SignedIn, caseId: number, state?: string) => {
  const answer = await call(world.t.app, {
    method: 'GET',
    url: `/api/LawFirm/invitations?caseId=${caseId}${state ? `&state=${state}` : ''}`,
    headers: who.headers,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { invitations: { email: string; state: string }[]; totalCount: number };
};
const states = (data: Awaited<ReturnType<typeof listed>>) =>
  Object.fromEntries(data.invitations.map((i) => [i.email, i.state]));

const past = () => new Date(Date.now() - 60_000);

it('lists an unused invitation past its 60 days as expired; one used in time keeps its state', async () => {
  await send(world.w.quiet, [1, 2, 3, 4]);
  // 1: still valid. 2: expired unused. 3: an account was made from it in time, then the link expired.
  // 4: followed in time, then the link expired.
  await world.t.db
    .updateTable('case_invitations')
    .set({ expires_at: past() })
    .where('email', '!=', email(1))
    .execute();
  await world.t.db
    .updateTable('case_invitations')
    .set({ creditor_id: world.w.creditors.bygg, signed_up_at: past() })
    .where('email', 'in', [email(3), email(4)])
    .execute();
  await world.t.db
    .updateTable('case_invitations')
    .set({ accepted_at: past() })
    .where('email', '=', email(4))
    .execute();

  for (const who of [world.as.anna, world.as.ulf]) {
    const all = await listed(who, world.w.quiet);
    expect(all.totalCount).toBe(4);
    expect(states(all)).toEqual({
      [email(1)]: 'invited',
      [email(2)]: 'expired',
      [email(3)]: 'signedUp',
      [email(4)]: 'following',
    });
  }
  const expired = await listed(world.as.anna, world.w.quiet, 'expired');
  expect(expired).toMatchObject({ totalCount: 1, invitations: [{ email: email(2), state: 'expired' }] });
  const invited = await listed(world.as.anna, world.w.quiet, 'invited');
  expect(invited).toMatchObject({ totalCount: 1, invitations: [{ email: email(1), state: 'invited' }] });
});

it('refuses a state the contract does not know', async () => {
  const answer = await call(world.t.app, {
    method: 'GET',
    url: `/api/LawFirm/invitations?caseId=${world.w.quiet}&state=lapsed`,
    headers: world.as.anna.headers,
  });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toMatch(/state/);
});
