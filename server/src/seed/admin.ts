import { hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions } from '../auth/tokens';
import type { Db } from '../db/types';

/**
 * PORTAL_ADMIN_EMAIL/PASSWORD: make sure a platform administrator (S) with
 * these credentials exists: created if missing, password reset if changed.
 */
export async function ensurePortalAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'reset' | 'unchanged' | 'conflict'> {
  const existing = await db
    .selectFrom('users')
    .select(['user_id', 'user_type', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (existing && existing.user_type !== 'S') return 'conflict';
  if (existing) {
    if (await verifyPassword(password, existing.password_hash)) return 'unchanged';
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), updated_at: new Date() })
      .where('user_id', '=', existing.user_id)
      .execute();
    await endUserSessions(db, existing.user_id); // a changed password ends every session
    return 'reset';
  }
  await db
    .insertInto('users')
    .values({
      user_type: 'S',
      law_firm_id: null,
      name: 'Platform administrator',
      email,
      password_hash: await hashPassword(password),
    })
    .execute();
  return 'created';
}
