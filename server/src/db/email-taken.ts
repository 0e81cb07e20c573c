import type { Executor } from './types';

/** Is this e-mail taken by any firm user or creditor? (`except`: the account being changed.) */
export async function emailTaken(
  db: Executor,
  email: string,
  except?: { userId?: number; creditorId?: number },
) {
  const lower = email.toLowerCase();
  let users = db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower));
  if (except?.userId) users = users.where('user_id', '<>', except.userId);
  let creditors = db
    .selectFrom('creditors')
    .select('creditor_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower));
  if (except?.creditorId) creditors = creditors.where('creditor_id', '<>', except.creditorId);
  return Boolean((await users.executeTakeFirst()) || (await creditors.executeTakeFirst()));
}
