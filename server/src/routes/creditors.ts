import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type Creditor,
  type CreditorType,
  creditorSignup,
  debtCollectorMapping,
  getCreditorProfile,
  getCreditors,
  getDebtCollectorMapping,
  getSelectedCases,
  OTP_RESEND_COOLDOWN_SECONDS,
  resendOtp,
  selectCases,
  updateCreditorProfile,
  verifyOtp,
} from 'shared-api/contract';
import { actorOf, recordAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { assertSelf, emailTaken } from '../db/access';
import type { CreditorsTable, Executor } from '../db/types';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { containsPattern, pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_WRONG = 5;

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

async function caseIdsOf(db: Executor, creditorIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(creditorIds.map((id) => [id, []]));
  if (!creditorIds.length) return map;
  const links = await db
    .selectFrom('creditor_cases')
    .select(['creditor_id', 'case_id'])
    .where('creditor_id', 'in', creditorIds)
    .orderBy('case_id')
    .execute();
  for (const l of links) map.get(l.creditor_id)?.push(l.case_id);
  return map;
}

function otpHash(secret: string, creditorId: number, code: string): string {
  return createHmac('sha256', secret).update(`otp:${creditorId}:${code}`).digest('base64url');
}

function otpMail(to: string, code: string) {
  return {
    to,
    subject: `Verification code ${code} / Verifieringskod ${code}`,
    text: [
      `Your verification code for the creditor portal is ${code}. It is valid for 10 minutes.`,
      '',
      `Din verifieringskod för borgenärsportalen är ${code}. Den gäller i 10 minuter.`,
    ].join('\n'),
  };
}

/** Creditors and debt collectors (spec 2 §7, RUN-CONTRACT e-mail verification). */
export async function creditorRoutes(app: FastifyInstance) {
  const { db, mailer, config } = app.portal;

  /** Writes a fresh code for the creditor (inside the caller's transaction) and returns it. */
  const issueCode = async (trx: Executor, creditorId: number) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = {
      code_hash: otpHash(config.jwtSecret, creditorId, code),
      expires_at: sql<Date>`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
      attempts: 0,
      sent_at: sql<Date>`now()`,
    };
    await trx
      .insertInto('creditor_otps')
      .values({ creditor_id: creditorId, ...values } as never)
      .onConflict((oc) => oc.column('creditor_id').doUpdateSet(values as never))
      .execute();
    return code;
  };

  const sendCode = async (email: string, code: string) => {
    try {
      await mailer.send(otpMail(email, code));
    } catch (error) {
      // The account exists; the creditor can ask for a new code.
      app.log.error({ err: error, to: email }, 'could not send the verification code');
    }
  };

  route(app, creditorSignup, async ({ body }) => {
    if (await emailTaken(db, body.creditorEmaill)) throw conflict();
    const passwordHash = await hashPassword(body.creditorPsw);
    let created: { creditorId: number; code: string };
    try {
      created = await db.transaction().execute(async (trx) => {
        const { creditor_id } = await trx
          .insertInto('creditors')
          .values({
            name: body.creditorName,
            email: body.creditorEmaill,
            password_hash: passwordHash,
            company_name: body.creditrorCompanyName,
            company_org_nr: body.creditorCompanyOrgNr,
            creditor_type: body.creditorType,
            is_debt_collector: body.isDebtCollector,
            street: body.creditorStreet,
            post_number: body.creditorPostNumber,
            town: body.creditorTown,
            country: body.creditorCountry,
            email_verified_at: null,
          })
          .returning('creditor_id')
          .executeTakeFirstOrThrow();
        const code = await issueCode(trx, creditor_id);
        await recordAudit(trx, {
          actorUserType: body.isDebtCollector ? 'D' : 'C',
          actorId: creditor_id,
          actorEmail: body.creditorEmaill,
          action: 'signup',
          entity: 'creditor',
          entityId: creditor_id,
        });
        return { creditorId: creditor_id, code };
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
    await sendCode(body.creditorEmaill, created.code); // after the commit
    return {
      data: { creditorId: created.creditorId, creditorEmaill: body.creditorEmaill },
      message: 'Account created successfully',
    };
  });

  route(app, verifyOtp, async ({ body, request }) => {
    const subject = { email: body.email, address: request.ip };
    await assertNotThrottled(db, subject);
    const creditor = await db
      .selectFrom('creditors as c')
      .leftJoin('creditor_otps as o', 'o.creditor_id', 'c.creditor_id')
      .select([
        'c.creditor_id',
        'c.email',
        'c.is_debt_collector',
        'c.email_verified_at',
        'o.code_hash',
        'o.attempts',
        sql<boolean>`o.expires_at < now()`.as('expired'),
      ])
      .where((eb) => eb(eb.fn('lower', ['c.email']), '=', body.email.toLowerCase()))
      .executeTakeFirst();
    if (creditor?.email_verified_at) return { data: null, message: 'Email already verified' };
    if (!creditor?.code_hash) {
      await recordFailure(db, subject);
      throw badRequest('otp: Invalid or expired code');
    }
    if (creditor.expired) throw badRequest('otp: The code has expired, request a new one');
    if ((creditor.attempts ?? 0) >= OTP_MAX_WRONG) {
      throw badRequest('otp: Too many wrong codes, request a new one');
    }
    const expected = Buffer.from(creditor.code_hash);
    const given = Buffer.from(otpHash(config.jwtSecret, creditor.creditor_id, body.otp));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await db
        .updateTable('creditor_otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('creditor_id', '=', creditor.creditor_id)
        .execute();
      await recordFailure(db, subject);
      throw badRequest('otp: Invalid code');
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('creditors')
        .set({ email_verified_at: new Date(), updated_at: new Date() })
        .where('creditor_id', '=', creditor.creditor_id)
        .execute();
      await trx.deleteFrom('creditor_otps').where('creditor_id', '=', creditor.creditor_id).execute();
      await recordAudit(trx, {
        actorUserType: creditor.is_debt_collector ? 'D' : 'C',
        actorId: creditor.creditor_id,
        actorEmail: creditor.email,
        action: 'verify_email',
        entity: 'creditor',
        entityId: creditor.creditor_id,
      });
    });
    return { data: null, message: 'Email verified successfully' };
  });

  route(app, resendOtp, async ({ body }) => {
    const creditor = await db
      .selectFrom('creditors as c')
      .leftJoin('creditor_otps as o', 'o.creditor_id', 'c.creditor_id')
      .select([
        'c.creditor_id',
        'c.email',
        'c.email_verified_at',
        sql<
          number | null
        >`ceil(extract(epoch from (o.sent_at + make_interval(secs => ${OTP_RESEND_COOLDOWN_SECONDS}) - now())))::int`.as(
          'wait',
        ),
      ])
      .where((eb) => eb(eb.fn('lower', ['c.email']), '=', body.email.toLowerCase()))
      .executeTakeFirst();
    // The same answer whether or not the e-mail is registered.
    const sent = { data: null, message: 'A new code has been sent if the e-mail is registered' };
    if (!creditor || creditor.email_verified_at) return sent;
    if (creditor.wait !== null && creditor.wait > 0)
      throw tooManyRequests(creditor.wait, 'Please wait before asking for a new code');
    const code = await db.transaction().execute(async (trx) => {
      const fresh = await issueCode(trx, creditor.creditor_id);
      await recordAudit(trx, {
        actorUserType: null,
        actorId: creditor.creditor_id,
        actorEmail: creditor.email,
        action: 'resend_otp',
        entity: 'creditor',
        entityId: creditor.creditor_id,
      });
      return fresh;
    });
    await sendCode(creditor.email, code);
    return sent;
  });

  route(app, getCreditors, async ({ query, user }) => {
    const session = user();
    let base = db.selectFrom('creditors as c');
    if (session.userType === 'D') {
      base = base.where('c.is_debt_collector', '=', false).where('c.email_verified_at', 'is not', null);
    }
    const search = searchOf(query);
    if (search) {
      const pattern = containsPattern(search);
      base = base.where((eb) =>
        eb.or([eb('c.name', 'ilike', pattern), eb('c.company_org_nr', 'ilike', pattern)]),
      );
    }
    const page = pageOf(query);
    const total = page
      ? ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
      : 0;
    let rows = base.selectAll('c').orderBy(sql`lower(c.name)`).orderBy('c.creditor_id');
    if (page) rows = rows.limit(page.limit).offset(page.offset);
    const list = await rows.execute();
    const cases = await caseIdsOf(
      db,
      list.map((c) => c.creditor_id),
    );
    return {
      data: {
        creditorList: list.map((c) => toCreditor(c, cases.get(c.creditor_id))),
        totalCount: page ? total : list.length,
      },
      message: 'Success',
    };
  });

  route(app, getCreditorProfile, async ({ query, user }) => {
    assertSelf(user(), query.creditorId);
    const row = await db
      .selectFrom('creditors')
      .selectAll()
      .where('creditor_id', '=', query.creditorId)
      .executeTakeFirst();
    if (!row) throw notFound('Profile not found');
    return { data: toCreditor(row), message: 'Success' };
  });

  route(app, updateCreditorProfile, async ({ body, user }) => {
    const session = user();
    assertSelf(session, body.creditorId);
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
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            updated_at: new Date(),
          })
          .where('creditor_id', '=', row.creditor_id)
          .execute();
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'update',
          entity: 'creditor',
          entityId: row.creditor_id,
          details: { email: emailChanged ? body.creditorEmaill : undefined, password: Boolean(passwordHash) },
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
    return { data: toCreditor(updated), message: 'Profile updated successfully' };
  });

  route(app, selectCases, async ({ body, user }) => {
    const session = user();
    assertSelf(session, body.creditorId);
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
    assertSelf(user(), query.creditorId);
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

  route(app, debtCollectorMapping, async ({ body, user }) => {
    const session = user();
    assertSelf(session, body.debtCollectorId);
    const wanted = [...new Set(body.creditorIdList)];
    const valid = await db
      .selectFrom('creditors')
      .select('creditor_id')
      .where('creditor_id', 'in', wanted)
      .where('is_debt_collector', '=', false)
      .where('email_verified_at', 'is not', null)
      .execute();
    if (valid.length !== wanted.length) throw badRequest('creditorIdList: not a creditor you can act for');
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('debt_collector_creditors')
        .where('debt_collector_id', '=', body.debtCollectorId)
        .execute();
      await trx
        .insertInto('debt_collector_creditors')
        .values(wanted.map((creditor_id) => ({ debt_collector_id: body.debtCollectorId, creditor_id })))
        .execute();
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'map_creditors',
        entity: 'debt_collector',
        entityId: body.debtCollectorId,
        details: { creditors: wanted },
      });
    });
    return { data: null, message: 'Debt collector mapped successfully' };
  });

  route(app, getDebtCollectorMapping, async ({ query, user }) => {
    assertSelf(user(), query.DebtCollectorId);
    const list = await db
      .selectFrom('debt_collector_creditors as m')
      .innerJoin('creditors as c', 'c.creditor_id', 'm.creditor_id')
      .selectAll('c')
      .where('m.debt_collector_id', '=', query.DebtCollectorId)
      .orderBy(sql`lower(c.name)`)
      .execute();
    const cases = await caseIdsOf(
      db,
      list.map((c) => c.creditor_id),
    );
    return {
      data: {
        creditorList: list.map((c) => toCreditor(c, cases.get(c.creditor_id))),
        totalCount: list.length,
      },
      message: 'Success',
    };
  });
}
