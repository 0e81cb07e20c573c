import type { FastifyInstance } from 'fastify';
import { downloadClaimsRegister } from 'shared-api/contract';
import { requireCaseStaff } from '../access/require';
import { auditBy } from '../audit';
import { loadClaimsRegister } from '../claims/register';
import { renderRegisterPdf } from '../claims/register-pdf';
import { registerFileName } from '../claims/register-texts';
import { renderRegisterXlsx } from '../claims/register-xlsx';
import { sendAttachment } from '../http/download';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { contentTypeFor } from '../storage';

/**
 * The claims register (bevakningsförteckning) of a case as XLSX or PDF. Only A and U
 * (the route's roles: C, D and S answer 403), and only of their own firm's case: another firm's
 * case answers 404 as a missing one (access/require.ts). It reveals every claim of the case with
 * its creditor, filer, amounts and status: what the firm's claim list already shows it.
 */
export async function claimsRegisterRoutes(app: FastifyInstance) {
  const { db } = app.portal;
  route(app, downloadClaimsRegister, async ({ query, reply, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, query.caseId);
    const register = await loadClaimsRegister(db, facts.caseId, query.lang);
    if (!register) throw notFound('Case not found');
    const content =
      query.format === 'xlsx' ? await renderRegisterXlsx(register) : await renderRegisterPdf(register);
    await auditBy(db, session, 'export', 'claimsRegister', facts.caseId, {
      caseId: facts.caseId,
      details: { format: query.format, claims: register.total.count },
    });
    return sendAttachment(
      reply,
      content,
      contentTypeFor(query.format),
      registerFileName(register.case.knr, query.lang, query.format),
    );
  });
}
