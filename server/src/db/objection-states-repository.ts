import { sql } from 'kysely';
import type { ObjectionState } from 'shared-api/contract';
import type { Executor } from './types';

/**
 * An objection's state, in SQL (alias `o` of objections joined with `cases`): Withdrawn, Decided and
 * Settled from their timestamps; past the end of the settlement deadline (Swedish time) one still
 * open is Disputed. Derived on every read, so no job has to flip it at midnight.
 */
export const OBJECTION_STATE = sql<ObjectionState>`CASE
  WHEN o.withdrawn_at IS NOT NULL THEN 'Withdrawn'
  WHEN o.decided_at IS NOT NULL THEN 'Decided'
  WHEN o.settled_at IS NOT NULL THEN 'Settled'
  WHEN cases.settlement_deadline IS NOT NULL
    AND now() >= ((cases.settlement_deadline + 1)::timestamp AT TIME ZONE 'Europe/Stockholm') THEN 'Disputed'
  ELSE 'Open' END`;

/**
 * The states of the objections to each of `claimIds`, oldest first: what the claim's own state
 * (objected, disputed, settled) is read from. A claim without objections is not in the map.
 */
export async function objectionStatesOfClaims(
  db: Executor,
  claimIds: readonly number[],
): Promise<Map<number, ObjectionState[]>> {
  const states = new Map<number, ObjectionState[]>();
  if (!claimIds.length) return states;
  const rows = await db
    .selectFrom('objections as o')
    .innerJoin('cases', 'cases.case_id', 'o.case_id')
    .select(['o.claim_id as claimId', OBJECTION_STATE.as('state')])
    .where('o.claim_id', 'in', [...claimIds])
    .orderBy('o.objection_id')
    .execute();
  for (const row of rows) states.set(row.claimId, [...(states.get(row.claimId) ?? []), row.state]);
  return states;
}

/**
 * The objections to one claim with the dates of their steps, oldest first, for the claim's state and
 * timeline as its creditor sees them. A dispute starts when the settlement deadline's day ends.
 */
export async function objectionStepsOfClaim(
  db: Executor,
  claimId: number,
): Promise<
  {
    state: ObjectionState;
    filedOn: Date;
    settledOn: Date | null;
    decidedOn: Date | null;
    disputedFrom: Date | null;
  }[]
> {
  const rows = await db
    .selectFrom('objections as o')
    .innerJoin('cases', 'cases.case_id', 'o.case_id')
    .select([
      OBJECTION_STATE.as('state'),
      'o.created_at as filedOn',
      'o.settled_at as settledOn',
      'o.decided_at as decidedOn',
      sql<Date | null>`(cases.settlement_deadline + 1)::timestamp AT TIME ZONE 'Europe/Stockholm'`.as(
        'disputedFrom',
      ),
    ])
    .where('o.claim_id', '=', claimId)
    .orderBy('o.objection_id')
    .execute();
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    state: row.state,
    filedOn: new Date(row.filedOn),
    settledOn: date(row.settledOn),
    decidedOn: date(row.decidedOn),
    disputedFrom: date(row.disputedFrom),
  }));
}
