import { splitOffices } from 'shared-api/contract';
import { badRequest } from '../http/errors';
import type { Executor } from './types';

/**
 * docs/decisions/0010-law-firm-offices-on-update.md: on update the firm's offices become exactly the sent list; an
 * office that users are assigned to cannot be removed (400 naming it).
 */
export async function replaceOffices(trx: Executor, lawFirmId: number, officesText: string) {
  const wanted = [...new Map(splitOffices(officesText).map((o) => [o.toLowerCase(), o])).values()];
  const current = await trx
    .selectFrom('law_firm_offices')
    .selectAll()
    .where('law_firm_id', '=', lawFirmId)
    .execute();
  const wantedLower = new Set(wanted.map((o) => o.toLowerCase()));
  const removed = current.filter((o) => !wantedLower.has(o.name.toLowerCase()));
  if (removed.length) {
    const inUse = await trx
      .selectFrom('user_offices as uo')
      .innerJoin('law_firm_offices as o', 'o.law_firm_office_id', 'uo.law_firm_office_id')
      .innerJoin('users as u', 'u.user_id', 'uo.user_id')
      .select('o.name')
      // The administrator works at every office; only firm users (U) pin an office.
      .where('u.user_type', '=', 'U')
      .where(
        'uo.law_firm_office_id',
        'in',
        removed.map((o) => o.law_firm_office_id),
      )
      .executeTakeFirst();
    if (inUse)
      throw badRequest(
        `LawFirmOffices: users are assigned to the office ${inUse.name}; it cannot be removed`,
      );
    await trx
      .deleteFrom('law_firm_offices')
      .where(
        'law_firm_office_id',
        'in',
        removed.map((o) => o.law_firm_office_id),
      )
      .execute();
  }
  for (const [i, name] of wanted.entries()) {
    const existing = current.find((o) => o.name.toLowerCase() === name.toLowerCase());
    if (existing) {
      await trx
        .updateTable('law_firm_offices')
        .set({ name, sort_order: i })
        .where('law_firm_office_id', '=', existing.law_firm_office_id)
        .execute();
    } else {
      await trx
        .insertInto('law_firm_offices')
        .values({ law_firm_id: lawFirmId, name, sort_order: i })
        .execute();
    }
  }
}
