import type { FastifyInstance } from 'fastify';
import {
  addLawFirm,
  deleteLawFirm,
  getLawFirmById,
  getLawFirms,
  splitOffices,
  updateLawFirm,
} from 'shared-api/contract';
import { publicFace } from '../access/law-firm-public-face';
import { isCreditorSide, isPlatformAdmin } from '../access/policy';
import { requireFirmAccess, requireReadableFirm } from '../access/require';
import { auditBy } from '../audit';
import { requestEmailChange } from '../auth/email-change';
import { setTwoFactorRequirement } from '../auth/firm-two-factor';
import { hashPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-policy';
import type { Session } from '../auth/session';
import { bearerHeader, endUserSessions, issueUserToken } from '../auth/tokens';
import { caseFiles } from '../db/cases-repository';
import { replaceOffices } from '../db/law-firm-offices-repository';
import {
  deleteLawFirm as deleteLawFirmRow,
  findLawFirm,
  firmAdministrator,
  firmCaseIds,
  insertLawFirm,
  insertOffices,
  readLawFirms,
  updateLawFirm as updateLawFirmRow,
} from '../db/law-firms-repository';
import { replaceUnverifiedSignup, staffEmailTaken } from '../db/signups';
import { insertFirmUser, tokenFieldsOf, updateUser } from '../db/users-repository';
import { conflict, found, notFound } from '../http/errors';
import { pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { receiveUpload } from '../http/upload';
import { removeStoredFiles } from '../storage/removals';

/** Law firms: add, update, get, getById, delete. */
export async function lawFirmRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.portal;
  /** The caller changed its own password: it goes on with a fresh token (the client swaps it in). */
  const ownFreshToken = async (session: Session, userId: number | undefined, version: number | null) => {
    if (version === null || userId !== session.id) return undefined;
    const me = await tokenFieldsOf(db, userId);
    return me ? bearerHeader(issueUserToken(me, config).token) : undefined;
  };
  const removeQuietly = async (names: (string | null | undefined)[]) => {
    for (const name of names) {
      if (!name) continue;
      try {
        await storage.remove(name);
      } catch (error) {
        app.log.warn({ err: error, storedName: name }, 'could not remove a stored file');
      }
    }
  };

  route(app, getLawFirms, async ({ query }) => {
    const data = await readLawFirms(db, { search: searchOf(query), page: pageOf(query) });
    return { data, message: 'Success' };
  });

  route(app, getLawFirmById, async ({ query, user }) => {
    const session = user();
    await requireReadableFirm(db, session, query.lawFirmId);
    const [firm] = await readLawFirms(db, { lawFirmId: query.lawFirmId });
    if (!firm) throw notFound('Lawfirm not found');
    return { data: isCreditorSide(session) ? publicFace(firm) : firm, message: 'Success' };
  });

  route(app, addLawFirm, async ({ query: fromQuery, request, user }) => {
    const session = user();
    const offices = [
      ...new Map(splitOffices(fromQuery.LawFirmOffices).map((o) => [o.toLowerCase(), o])).values(),
    ];
    if (await staffEmailTaken(db, fromQuery.LawfirmContactEmail)) throw conflict();
    // The administrator's password comes in the body, or in the query from older clients.
    const { fields: query, upload: logo } = await receiveUpload(request, storage, addLawFirm, {
      query: fromQuery,
    });
    try {
      requireStrongPassword(request, query.Password, {
        audience: 'staff',
        field: 'Password',
        personal: [query.LawfirmContactEmail, query.LawfirmContactName, query.LawfirmName],
      });
      const passwordHash = await hashPassword(query.Password);
      const lawFirmId = await db.transaction().execute(async (trx) => {
        const law_firm_id = await insertLawFirm(trx, query, logo, session.email);
        await replaceUnverifiedSignup(trx, query.LawfirmContactEmail);
        const officeIds = await insertOffices(trx, law_firm_id, offices);
        await insertFirmUser(
          trx,
          {
            userType: 'A',
            lawFirmId: law_firm_id,
            name: query.LawfirmContactName,
            email: query.LawfirmContactEmail,
            passwordHash,
          },
          officeIds,
        );
        await auditBy(trx, session, 'create', 'law_firm', law_firm_id, {
          details: { name: query.LawfirmName, offices, administrator: query.LawfirmContactEmail },
        });
        return law_firm_id;
      });
      return { data: { lawFirmId }, message: 'Lawfirm created successfully' };
    } catch (error) {
      await removeQuietly([logo?.storedName]);
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
  });

  route(app, updateLawFirm, async ({ query, request, user }) => {
    const session = user();
    requireFirmAccess(session, query.LawFirmId);
    const firm = await found(findLawFirm(db, query.LawFirmId), 'Lawfirm not found');
    // The firm's administrator signs in with the contact e-mail: they change together.
    const admin = await firmAdministrator(db, firm);
    const emailChanged = query.LawfirmContactEmail.toLowerCase() !== firm.contact_email.toLowerCase();
    if (emailChanged && (await staffEmailTaken(db, query.LawfirmContactEmail, { userId: admin?.user_id }))) {
      throw conflict();
    }
    const { fields: withBody, upload: logo } = await receiveUpload(request, storage, updateLawFirm, {
      query,
    });
    if (withBody.Password) {
      try {
        requireStrongPassword(request, withBody.Password, {
          audience: 'staff',
          field: 'Password',
          personal: [firm.contact_email, query.LawfirmContactEmail, query.LawfirmContactName],
        });
      } catch (error) {
        await removeQuietly([logo?.storedName]);
        throw error;
      }
    }
    const passwordHash = withBody.Password ? await hashPassword(withBody.Password) : null;
    let adminVersion: number | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        // The administrator signs in with the contact e-mail: a new one waits for the code mailed to it,
        // entered by the administrator on the account page, and then both change together.
        const contactEmail = admin ? firm.contact_email : query.LawfirmContactEmail;
        await updateLawFirmRow(trx, firm.law_firm_id, { ...query, LawfirmContactEmail: contactEmail }, logo);
        if (admin && emailChanged)
          await requestEmailChange(trx, request, session, {
            kind: 'user',
            id: admin.user_id,
            newEmail: query.LawfirmContactEmail,
          });
        if (admin && passwordHash) {
          await updateUser(trx, admin.user_id, { passwordHash });
          // A new password ends the administrator's sessions.
          adminVersion = await endUserSessions(trx, admin.user_id);
        }
        // Only S decides whether the firm's staff must use two-factor sign-in; A's value is ignored.
        if (isPlatformAdmin(session) && query.RequireTwoFactor !== undefined)
          await setTwoFactorRequirement(trx, firm.law_firm_id, query.RequireTwoFactor);
        if (query.LawFirmOffices !== undefined)
          await replaceOffices(trx, firm.law_firm_id, query.LawFirmOffices);
        await auditBy(trx, session, 'update', 'law_firm', firm.law_firm_id, {
          details: {
            logo: Boolean(logo),
            password: Boolean(passwordHash),
            offices: query.LawFirmOffices ?? null,
          },
        });
        // The replaced logo goes through the removal queue, with the change: retried while the storage refuses.
        if (logo) await removeStoredFiles(trx, [firm.logo_stored_name]);
      });
    } catch (error) {
      await removeQuietly([logo?.storedName]);
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
    const [updated] = await readLawFirms(db, { lawFirmId: firm.law_firm_id });
    const headers = await ownFreshToken(session, admin?.user_id, adminVersion);
    return { data: updated ?? null, message: 'Lawfirm updated successfully', headers };
  });

  route(app, deleteLawFirm, async ({ query, user }) => {
    const session = user();
    requireFirmAccess(session, query.LawFirmId);
    const firm = await found(findLawFirm(db, query.LawFirmId), 'Lawfirm not found');
    await db.transaction().execute(async (trx) => {
      const caseIds = await firmCaseIds(trx, firm.law_firm_id);
      const stored = await caseFiles(trx, caseIds);
      // Cases, offices, users, documents, claims, messages and creditor links go by cascade.
      await deleteLawFirmRow(trx, firm.law_firm_id);
      await auditBy(trx, session, 'delete', 'law_firm', firm.law_firm_id, {
        details: { name: firm.name, cases: caseIds.length, files: stored.length },
      });
      // Their files go through the removal queue, as a deleted case's do.
      await removeStoredFiles(trx, [firm.logo_stored_name, ...stored]);
    });
    return { data: null, message: 'LawFirm deleted successfully' };
  });
}
