import { sql } from 'kysely';
import type { Executor } from '../db/types';

/**
 * S requires two-factor sign-in for every staff member of a firm.
 * Turning it on ends the sessions of staff without it, so their next sign-in
 * takes them to the account page to set it up.
 */
export async function setTwoFactorRequirement(trx: Executor, lawFirmId: number, required: boolean) {
  const firm = await trx
    .selectFrom('law_firms')
    .select('require_two_factor')
    .where('law_firm_id', '=', lawFirmId)
    .executeTakeFirst();
  if (!firm || firm.require_two_factor === required) return;
  await trx
    .updateTable('law_firms')
    .set({ require_two_factor: required })
    .where('law_firm_id', '=', lawFirmId)
    .execute();
  if (required) {
    await trx
      .updateTable('users')
      .set({ token_version: sql<number>`token_version + 1` })
      .where('law_firm_id', '=', lawFirmId)
      .where('totp_enabled_at', 'is', null)
      .execute();
  }
}
