import type { FastifyInstance } from 'fastify';
import {
  type Creditor,
  type CreditorListItem,
  debtCollectorMapping,
  decideRepresentative,
  getCreditors,
  getDebtCollectorMapping,
  getRepresentatives,
  type RepresentationStatus,
  revokeRepresentative,
} from 'shared-api/contract';
import { isDebtCollector } from '../access/policy';
import { requireSelf } from '../access/require';
import { auditBy } from '../audit';
import type { Session } from '../auth/session';
import { countCreditorSearch, countRepresentationRequest } from '../auth/throttle';
import { toCreditor } from '../db/creditors-repository';
import {
  caseIdsOf,
  creditorIdentity,
  findRepresentative,
  listApprovedCreditors,
  listRepresentatives,
  pageCreditors,
  pageCreditorsVisibleTo,
  type RepresentativeRow,
  recordLookups,
  request,
  requestableCreditors,
  setStatus,
} from '../db/representatives-repository';
import { badRequest, conflict, found } from '../http/errors';
import { pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { entriesInReaderLanguages } from '../mail/languages';
import { enqueueMail, uniqueKey } from '../mail/outbox';
import { decisionNotice, requestNotice } from '../notices/representation-notices';

/**
 * A debt collector (D) acts for a creditor (C) only with its
 * authorisation. D asks (DebtCollectorMapping) and finds creditors by exact
 * organisation number or e-mail (Creditor/get); C approves, declines or
 * revokes in its profile. The checks that use the answer live where D acts:
 * claims (claims.ts) and DebtCollectorSelectedMapping below.
 */

const toWire = (row: RepresentativeRow) => ({
  ...row,
  requestedAt: new Date(row.requestedAt).toISOString(),
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
});

export async function representativeRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  /** Creditors in full, each with the cases it follows. */
  const inFull = async (list: Parameters<typeof toCreditor>[0][]) => {
    const cases = await caseIdsOf(
      db,
      list.map((c) => c.creditor_id),
    );
    return list.map((c) => toCreditor(c, cases.get(c.creditor_id)));
  };

  route(app, getCreditors, async ({ query, user, request }) => {
    const session = user();
    const search = searchOf(query);
    const page = pageOf(query);
    if (!isDebtCollector(session)) {
      const { rows, total } = await pageCreditors(db, search, page);
      return { data: { creditorList: await inFull(rows), totalCount: total }, message: 'Success' };
    }
    // Each exact search tells whether a number or address is a creditor's: counted before it runs.
    if (search)
      await countCreditorSearch(db, { debtCollectorId: session.creditorId as number, address: request.ip });
    const { rows, total } = await pageCreditorsVisibleTo(db, session.creditorId as number, search, page);
    // What the exact search found, D may ask for the next hour (DebtCollectorMapping below).
    if (search)
      await recordLookups(
        db,
        session.creditorId as number,
        rows.map((c) => c.creditor_id),
      );
    // Every field only of the creditors that approved it.
    const full = await inFull(rows.filter((c) => c.representation === 'Approved'));
    const creditorList = rows.map(
      (c): CreditorListItem =>
        c.representation === 'Approved'
          ? {
              ...(full.find((f) => f.creditorId === c.creditor_id) as Creditor),
              representation: 'Approved',
            }
          : {
              creditorId: c.creditor_id,
              creditorName: c.name,
              creditorCompanyOrgNr: c.company_org_nr,
              representation: c.representation,
            },
    );
    return { data: { creditorList, totalCount: total }, message: 'Success' };
  });

  route(app, debtCollectorMapping, async ({ body, user, request: incoming }) => {
    const session = user();
    requireSelf(session, body.debtCollectorId);
    await countRepresentationRequest(db, { debtCollectorId: body.debtCollectorId, address: incoming.ip });
    const wanted = [...new Set(body.creditorIdList)];
    // Only creditors D found by the exact search or has asked before: ids are sequential, and any
    // other id, a real creditor's too, gets the answer of an id that names nobody.
    const valid = await requestableCreditors(db, body.debtCollectorId, wanted);
    if (valid.length !== wanted.length) throw badRequest('creditorIdList: not a creditor you can act for');
    await db.transaction().execute(async (trx) => {
      const now = await request(trx, body.debtCollectorId, wanted);
      await auditBy(trx, session, 'request_representation', 'debt_collector', body.debtCollectorId, {
        details: { creditors: wanted, asked: now },
      });
      if (now.length) {
        const collector = await creditorIdentity(trx, body.debtCollectorId);
        const to = valid.filter((c) => now.includes(c.creditor_id)).map((c) => c.email);
        const entries = await entriesInReaderLanguages(
          trx,
          uniqueKey('representation-request'),
          to,
          (language) => requestNotice(collector, language),
        );
        await enqueueMail(trx, entries);
      }
    });
    return { data: null, message: 'Request sent to the creditor for approval' };
  });

  route(app, getDebtCollectorMapping, async ({ query, user }) => {
    requireSelf(user(), query.DebtCollectorId);
    const list = await listApprovedCreditors(db, query.DebtCollectorId);
    return { data: { creditorList: await inFull(list), totalCount: list.length }, message: 'Success' };
  });

  route(app, getRepresentatives, async ({ user }) => {
    const rows = await listRepresentatives(db, user().creditorId as number);
    return { data: rows.map(toWire), message: 'Success' };
  });

  /** Moves a request from one of `from` to `to`, audits it and mails the debt collector. */
  const decide = async (
    session: Session,
    debtCollectorId: number,
    from: RepresentationStatus,
    to: Exclude<RepresentationStatus, 'Pending'>,
  ) => {
    const creditorId = session.creditorId as number;
    const current = await found(findRepresentative(db, creditorId, debtCollectorId), 'No such request');
    const moved = conflict(
      from === 'Pending' ? 'This request has already been answered' : 'This debt collector is not approved',
    );
    await db.transaction().execute(async (trx) => {
      if (!(await setStatus(trx, creditorId, debtCollectorId, from, to))) throw moved;
      await auditBy(
        trx,
        session,
        to === 'Revoked' ? 'revoke_representation' : 'decide_representation',
        'creditor',
        creditorId,
        { details: { debtCollectorId, from, to } },
      );
      const creditor = await creditorIdentity(trx, creditorId);
      const entries = await entriesInReaderLanguages(
        trx,
        uniqueKey('representation-decision'),
        [current.email],
        (language) => decisionNotice(creditor.name, to, language),
      );
      await enqueueMail(trx, entries);
    });
    const updated = await findRepresentative(db, creditorId, debtCollectorId);
    return toWire(updated as RepresentativeRow);
  };

  route(app, decideRepresentative, async ({ body, user }) => {
    const to = body.approve ? 'Approved' : 'Declined';
    const data = await decide(user(), body.debtCollectorId, 'Pending', to);
    return { data, message: body.approve ? 'Debt collector approved' : 'Request declined' };
  });

  route(app, revokeRepresentative, async ({ body, user }) => {
    const data = await decide(user(), body.debtCollectorId, 'Approved', 'Revoked');
    return { data, message: 'Authorisation revoked' };
  });
}
