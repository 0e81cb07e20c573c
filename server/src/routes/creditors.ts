import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type Creditor,
  type CreditorType,
  getCreditorProfile,
  getSelectedCases,
  selectCases,
  updateCreditorProfile,
} from 'shared-api/contract';
import { requireSelf } from '../access/require';
import { actorOf, recordAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/password';
import { bearerHeader, endCreditorSessions, issueCreditorToken } from '../auth/tokens';
import { emailTaken } from '../db/email-taken';
import type { CreditorsTable } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { containsPattern, pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';

type CreditorRow = {
  [K in keyof CreditorsTable]: CreditorsTable[K] extends { __select__: infer S } ? S : CreditorsTable[K];
};

/** A creditors row as the wire's creditorSchema (never the password). */
export function toCreditor(
  row: Pick<
    CreditorRow,
    | 'creditor_id'
    | 'name'
    | 'email'
    | 'company_name'
    | 'company_org_nr'
    | 'creditor_type'
    | 'is_debt_collector'
    | 'street'
    | 'post_number'
    | 'town'
    | 'country'
  >,
  caseIds?: number[],
): Creditor {
  return {
    creditorId: row.creditor_id,
    creditorName: row.name,
    creditorEmaill: row.email,
    creditrorCompanyName: row.company_name,
    creditorCompanyOrgNr: row.company_org_nr,
    creditorType: row.creditor_type as CreditorType,
    isDebtCollector: row.is_debt_collector,
    creditorStreet: row.street,
    creditorPostNumber: row.post_number,
    creditorTown: row.town,
    creditorCountry: row.country,
    ...(caseIds ? { caseIdList: caseIds.map((caseId) => ({ caseId })) } : {}),
  };
}

export async function creditorRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, getCreditorProfile, async ({ query, user }) => {
    requireSelf(user(), query.creditorId);
    const row = await db
      .selectFrom('creditors')
      .selectAll()
      .where('creditor_id', '=', query.creditorId)
      .executeTakeFirst();
    if (!row) throw notFound('Profile not found');
    return { data: { ...toCreditor(row), language: row.language }, message: 'Success' };
  });

  route(app, updateCreditorProfile, async ({ body, user }) => {
    const session = user();
    requireSelf(session, body.creditorId);
    const row = await db
      .selectFrom('creditors')
      .selectAll()
      .where('creditor_id', '=', body.creditorId)
      .executeTakeFirst();
    if (!row) throw notFound('Profile not found');
    const emailChanged = body.creditorEmaill.toLowerCase() !== row.email.toLowerCase();
    if (body.creditorNewPsw || emailChanged || body.creditorPsw) {
      // A new password or e-mail needs the current password (400, not 401: the session is fine).
      if (!body.creditorPsw) throw badRequest('creditorPsw: the current password is required');
      if (!(await verifyPassword(body.creditorPsw, row.password_hash))) {
        throw badRequest('creditorPsw: the current password is not correct');
      }
    }
    if (emailChanged && (await emailTaken(db, body.creditorEmaill, { creditorId: row.creditor_id })))
      throw conflict();
    const passwordHash = body.creditorNewPsw ? await hashPassword(body.creditorNewPsw) : null;
    let version: number | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('creditors')
          .set({
            name: body.creditorName,
            email: body.creditorEmaill,
            company_name: body.creditrorCompanyName,
            company_org_nr: body.creditorCompanyOrgNr,
            creditor_type: body.creditorType,
            street: body.creditorStreet,
            post_number: body.creditorPostNumber,
            town: body.creditorTown,
            country: body.creditorCountry,
            // Absent keeps the stored language (clients from before issue 13 §5).
            ...(body.language ? { language: body.language } : {}),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            updated_at: new Date(),
          })
          .where('creditor_id', '=', row.creditor_id)
          .execute();
        // A new password ends every session (issue 11 §3); this one goes on with a fresh token.
        if (passwordHash) version = await endCreditorSessions(trx, row.creditor_id);
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'update',
          entity: 'creditor',
          entityId: row.creditor_id,
          details: {
            email: emailChanged ? body.creditorEmaill : undefined,
            password: Boolean(passwordHash),
            language: body.language && body.language !== row.language ? body.language : undefined,
          },
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
    const updated = await db
      .selectFrom('creditors')
      .selectAll()
      .where('creditor_id', '=', row.creditor_id)
      .executeTakeFirstOrThrow();
    const fresh =
      version === null
        ? undefined
        : bearerHeader(issueCreditorToken({ ...updated, token_version: version }, config).token);
    return {
      data: { ...toCreditor(updated), language: updated.language },
      message: 'Profile updated successfully',
      headers: fresh,
    };
  });

  route(app, selectCases, async ({ body, user }) => {
    const session = user();
    requireSelf(session, body.creditorId);
    const wanted = [...new Set(body.caseList)];
    const found = await db.selectFrom('cases').select('case_id').where('case_id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw badRequest('caseList: a case does not exist');
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('creditor_cases')
        .select(['creditor_cases_id', 'case_id'])
        .where('creditor_id', '=', body.creditorId)
        .execute();
      const removed = current.filter((c) => !wanted.includes(c.case_id));
      if (removed.length) {
        // A case holding this creditor's claims stays followed: the trustee's record must not vanish.
        const withClaims = await sql<{ case_id: number }>`
          SELECT DISTINCT case_id FROM invoices
          WHERE creditor_id = ${body.creditorId} AND case_id = ANY(${removed.map((r) => r.case_id)})
        `.execute(trx);
        if (withClaims.rows.length) {
          throw conflict('A case where you have claims cannot be unselected');
        }
        await trx
          .deleteFrom('creditor_cases')
          .where(
            'creditor_cases_id',
            'in',
            removed.map((r) => r.creditor_cases_id),
          )
          .execute();
      }
      const added = wanted.filter((id) => !current.some((c) => c.case_id === id));
      if (added.length) {
        await trx
          .insertInto('creditor_cases')
          .values(added.map((case_id) => ({ creditor_id: body.creditorId, case_id })))
          .onConflict((oc) => oc.columns(['creditor_id', 'case_id']).doNothing())
          .execute();
      }
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'select_cases',
        entity: 'creditor',
        entityId: body.creditorId,
        details: { added, removed: removed.map((r) => r.case_id) },
      });
    });
    return { data: null, message: 'Cases selected successfully' };
  });

  route(app, getSelectedCases, async ({ query, user }) => {
    requireSelf(user(), query.creditorId);
    let base = db
      .selectFrom('creditor_cases as cc')
      .innerJoin('cases as c', 'c.case_id', 'cc.case_id')
      .innerJoin('law_firms as f', 'f.law_firm_id', 'c.law_firm_id')
      .where('cc.creditor_id', '=', query.creditorId);
    const search = searchOf(query);
    if (search) {
      const pattern = containsPattern(search);
      base = base.where((eb) =>
        eb.or([eb('c.debtor_name', 'ilike', pattern), eb('c.debtor_orgnr', 'ilike', pattern)]),
      );
    }
    const page = pageOf(query);
    const total = page
      ? ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
      : 0;
    let rows = base
      .select([
        'c.case_id',
        'cc.creditor_cases_id',
        'c.law_firm_id',
        'c.debtor_name',
        'c.is_allow_creditor_notification',
        'c.debtor_orgnr',
        'c.knr',
        'c.status',
        'f.name as firm_name',
      ])
      .orderBy(sql`lower(c.debtor_name)`);
    if (page) rows = rows.limit(page.limit).offset(page.offset);
    const list = (await rows.execute()).map((r) => ({
      caseId: r.case_id,
      creditorCasesId: r.creditor_cases_id,
      lawFirmId: r.law_firm_id,
      debtorName: r.debtor_name,
      isAllowCreditorNotification: r.is_allow_creditor_notification,
      debtorOrgnr: r.debtor_orgnr,
      knr: r.knr,
      status: r.status,
      lawfirmName: r.firm_name,
    }));
    return { data: { creditorCaseList: list, totalCount: page ? total : list.length }, message: 'Success' };
  });
}
