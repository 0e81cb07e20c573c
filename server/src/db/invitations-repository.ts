import type { ColumnType, Generated } from 'kysely';
import { sql } from 'kysely';
import { INVITATION_DAYS, type Invitation, type InvitationState, orgNumberDigits } from 'shared-api/contract';
import { listCaseLinks } from './case-links-repository';
import type { Moment } from './column-types';
import type { Executor } from './types';

/**
 * Invitations to follow a case (migration 200): one per address and case, with the
 * SHA-256 of its link's token. Their state is read from the row: `accepted_at` (following), an
 * account made from the link (`creditor_id`: signed up), a link past `expires_at` (expired), else invited.
 */

declare module './types' {
  interface Database {
    case_invitations: {
      invitation_id: Generated<number>;
      case_id: number;
      name: string;
      org_number: string;
      email: string;
      amount: string | null;
      token_hash: string;
      invited_by: number | null;
      invited_at: ColumnType<Date, Date | string | undefined, never>;
      expires_at: ColumnType<Date, Date | string, Date | string>;
      creditor_id: number | null;
      signed_up_at: Moment;
      accepted_at: Moment;
    };
  }
}

/**
 * What the preview compares a list with: who follows the case already, who is invited (a link that
 * still works, or was used), and whose invitation expired unused (renewed when sent again).
 */
export interface CaseAudience {
  followingEmails: Set<string>;
  followingOrgNumbers: Set<string>;
  invitedEmails: Set<string>;
  expiredEmails: Set<string>;
}

/** An invitation whose link passed its 60 days and that nobody used: it may be renewed. */
const renewableSql = sql<boolean>`accepted_at IS NULL AND creditor_id IS NULL AND expires_at <= now()`;

export async function caseAudience(db: Executor, caseId: number): Promise<CaseAudience> {
  const followers = await listCaseLinks(db, caseId);
  const invited = await db
    .selectFrom('case_invitations')
    .select(['email', renewableSql.as('renewable')])
    .where('case_id', '=', caseId)
    .execute();
  const emailsOf = (renewable: boolean) =>
    new Set(invited.filter((i) => i.renewable === renewable).map((i) => i.email.toLowerCase()));
  return {
    followingEmails: new Set(followers.map((f) => f.creditorEmail.toLowerCase())),
    followingOrgNumbers: new Set(
      followers.map((f) => orgNumberDigits(f.creditorOrgNumber)).filter((d): d is string => d !== null),
    ),
    invitedEmails: emailsOf(false),
    expiredEmails: emailsOf(true),
  };
}

/** One invitation to store, with its token (for the mail) and the token's hash (for the row). */
export interface NewInvitation {
  name: string;
  orgNumber: string;
  email: string;
  amount: string | null;
  token: string;
  tokenHash: string;
  /** Renews the address's expired, unused invitation instead of adding one. */
  renewal: boolean;
}

/** The case's facts the invitation mail names. */
export interface InvitationMailFacts {
  debtorName: string;
  knr: string;
  lawfirmName: string;
  publicUrl: string;
}

/**
 * Stores the invitations and queues their mails in one statement: an INSERT … SELECT over
 * arrays (one per column) whose RETURNING feeds the outbox's INSERT (template `case-invitation`,
 * rendered at delivery, the token among its parameters, cleared once sent). An address already
 * invited to the case is skipped, and gets no mail. A renewal instead updates the address's
 * invitation, only while it is still expired and unused: the new token's hash (the old link stops
 * working), 60 days from now, and a mail whose dedupe key names the new token, so the outbox sends
 * it. Returns how many were invited, renewals included, and how many of them were renewals.
 */
export async function insertInvitations(
  trx: Executor,
  caseId: number,
  invitedBy: number,
  rows: readonly NewInvitation[],
  facts: InvitationMailFacts,
): Promise<{ invited: number; renewed: number }> {
  if (rows.length === 0) return { invited: 0, renewed: 0 };
  const result = await sql<{ invited: number; renewed: number }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${rows.map((r) => r.name)}::text[], ${rows.map((r) => r.orgNumber)}::text[],
        ${rows.map((r) => r.email)}::text[], ${rows.map((r) => r.amount)}::numeric[],
        ${rows.map((r) => r.tokenHash)}::text[], ${rows.map((r) => r.token)}::text[],
        ${rows.map((r) => r.renewal)}::boolean[]
      ) WITH ORDINALITY AS r(name, org_number, email, amount, token_hash, token, renewal, n)
    ), renewed AS (
      UPDATE case_invitations c
      SET name = input.name, org_number = input.org_number, amount = input.amount,
          token_hash = input.token_hash, invited_by = ${invitedBy}, invited_at = now(),
          expires_at = now() + make_interval(days => ${INVITATION_DAYS})
      FROM input
      WHERE input.renewal AND c.case_id = ${caseId} AND lower(c.email) = lower(input.email)
        AND c.accepted_at IS NULL AND c.creditor_id IS NULL AND c.expires_at <= now()
      RETURNING c.invitation_id, c.token_hash, 'case-invitation:' || c.invitation_id || ':' || left(c.token_hash, 16) AS dedupe_key
    ), inserted AS (
      INSERT INTO case_invitations (case_id, name, org_number, email, amount, token_hash, invited_by, expires_at)
      SELECT ${caseId}, name, org_number, email, amount, token_hash, ${invitedBy},
             now() + make_interval(days => ${INVITATION_DAYS})
      FROM input WHERE NOT renewal ORDER BY n
      ON CONFLICT (case_id, lower(email)) DO NOTHING
      RETURNING invitation_id, token_hash, 'case-invitation:' || invitation_id AS dedupe_key
    ), mailed AS (
      INSERT INTO mail_outbox (dedupe_key, recipient, template, params)
      SELECT i.dedupe_key, input.email, 'case-invitation',
             ${JSON.stringify(facts)}::jsonb || jsonb_build_object('name', input.name, 'email', input.email, 'token', input.token)
      FROM (SELECT * FROM inserted UNION ALL SELECT * FROM renewed) i JOIN input ON input.token_hash = i.token_hash
      ORDER BY input.n
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM mailed) AS invited, (SELECT count(*)::int FROM renewed) AS renewed`.execute(
    trx,
  );
  return result.rows[0] ?? { invited: 0, renewed: 0 };
}

/**
 * The state of a row, in SQL so the filter and the page agree: a link past its 60 days that nobody
 * used is expired, not invited (an account made from it in time still verifies: signed up).
 */
const stateSql = sql<InvitationState>`CASE WHEN accepted_at IS NOT NULL THEN 'following'
  WHEN creditor_id IS NOT NULL THEN 'signedUp' WHEN expires_at <= now() THEN 'expired' ELSE 'invited' END`;

/** A page of a case's invitations, newest first; `search` matches name, org. number or e-mail. */
export async function listInvitations(
  db: Executor,
  caseId: number,
  filter: { state?: InvitationState; search?: string; page?: number; pageSize?: number },
): Promise<{ invitations: Invitation[]; totalCount: number }> {
  let query = db.selectFrom('case_invitations').where('case_id', '=', caseId);
  if (filter.state) query = query.where(stateSql, '=', filter.state);
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(lower(name) LIKE ${like} OR lower(email) LIKE ${like} OR org_number LIKE ${like})`,
    );
  }
  const pageSize = filter.pageSize ?? 50;
  const offset = ((filter.page ?? 1) - 1) * pageSize;
  const [rows, count] = await Promise.all([
    query
      .select([
        'invitation_id as invitationId',
        'case_id as caseId',
        'name',
        'org_number as orgNumber',
        'email',
        'amount',
        stateSql.as('state'),
        'invited_at as invitedAt',
        'expires_at as expiresAt',
      ])
      .orderBy('invitation_id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  return {
    invitations: rows.map((r) => ({
      ...r,
      amount: r.amount === null ? null : String(r.amount),
      invitedAt: new Date(r.invitedAt).toISOString(),
      expiresAt: new Date(r.expiresAt).toISOString(),
    })),
    totalCount: count?.n ?? 0,
  };
}

/** An invitation by its token's hash. */
export async function findInvitation(db: Executor, tokenHash: string) {
  return db
    .selectFrom('case_invitations')
    .select([
      'invitation_id as invitationId',
      'case_id as caseId',
      'email',
      'creditor_id as creditorId',
      'accepted_at as acceptedAt',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Binds an unused, unexpired invitation to a new account of its address; false when the link does not fit. */
export async function bindSignup(trx: Executor, tokenHash: string, email: string, creditorId: number) {
  const bound = await trx
    .updateTable('case_invitations')
    .set({ creditor_id: creditorId, signed_up_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .where('creditor_id', 'is', null)
    .where('accepted_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .returning('invitation_id')
    .executeTakeFirst();
  return bound !== undefined;
}

/** The account follows the case of every invitation it signed up from (at verification). Returns the cases. */
export async function followInvitedCases(trx: Executor, creditorId: number): Promise<number[]> {
  const { rows } = await sql<{ case_id: number }>`
    WITH accepted AS (
      UPDATE case_invitations SET accepted_at = now()
      WHERE creditor_id = ${creditorId} AND accepted_at IS NULL
      RETURNING case_id
    ), followed AS (
      INSERT INTO creditor_cases (creditor_id, case_id)
      SELECT ${creditorId}, case_id FROM accepted
      ON CONFLICT (creditor_id, case_id) DO NOTHING
    )
    SELECT case_id FROM accepted`.execute(trx);
  return rows.map((r) => r.case_id);
}

/** Marks the invitation accepted by this account, which follows its case from now on. */
export async function acceptFor(trx: Executor, invitationId: number, creditorId: number, caseId: number) {
  await trx
    .updateTable('case_invitations')
    .set({
      creditor_id: creditorId,
      signed_up_at: sql`coalesce(signed_up_at, now())`,
      accepted_at: new Date(),
    })
    .where('invitation_id', '=', invitationId)
    .execute();
  await trx
    .insertInto('creditor_cases')
    .values({ creditor_id: creditorId, case_id: caseId })
    .onConflict((oc) => oc.columns(['creditor_id', 'case_id']).doNothing())
    .execute();
}
