import { Readable } from 'node:stream';
import type { ClaimsRegisterFormat, ClaimsRegisterVersion, Language } from 'shared-api/contract';
import { NOT_APPROVED_MESSAGE } from 'shared-api/contract';
import { isDebtCollector, isFirmStaff } from '../access/policy';
import { requireCaseStaff, requireFollower } from '../access/require';
import { auditBy } from '../audit';
import type { Session } from '../auth/session';
import type { CaseFacts } from '../db/case-links-repository';
import {
  claimIdsByNumber,
  insertVersion,
  isApprovedInCase,
  type NewVersion,
  nextVersionNumber,
  noticeAddresses,
  type RegisterVersion,
} from '../db/claims-register-versions-repository';
import { staffNameOf } from '../db/claims-repository';
import type { Db, Executor } from '../db/types';
import { forbidden } from '../http/errors';
import { entriesInReaderLanguages } from '../mail/languages';
import { enqueueMail } from '../mail/outbox';
import type { FileStorage } from '../storage';
import { removeStoredFiles } from '../storage/removals';
import { loadClaimsRegister } from './register';
import { renderRegisterPdf } from './register-pdf';
import { registerFileName } from './register-texts';
import { renderRegisterXlsx } from './register-xlsx';

/**
 * Publishing the claims register (bevakningsförteckning): the register as it stands becomes version
 * n + 1 of the case, frozen. Its rows and totals are written to the database, and its PDF and XLSX in
 * both languages are rendered once and kept in the file storage: a download serves those bytes, so a
 * later change of the register's code or texts never changes what an old version says.
 */

/** A large register is far above the upload limit; this only bounds a runaway render. */
const MAX_RENDERED_BYTES = 512 * 1024 * 1024;
const LANGUAGES: readonly Language[] = ['sv', 'en'];
const FORMATS: readonly ClaimsRegisterFormat[] = ['pdf', 'xlsx'];

export const versionView = (v: RegisterVersion): ClaimsRegisterVersion => ({
  registerVersionId: v.registerVersionId,
  version: v.version,
  publishedAt: new Date(v.publishedAt).toISOString(),
  publishedBy: v.publishedBy,
  total: v.totals.total,
  groups: v.totals.groups,
});

/** "bevakningsforteckning-K_77-26-version-2.pdf" */
export const versionFileName = (
  knr: string,
  version: number,
  language: Language,
  format: ClaimsRegisterFormat,
) =>
  registerFileName(knr, language, format).replace(
    new RegExp(`\\.${format}$`),
    `-version-${version}.${format}`,
  );

/**
 * Who may list and download the versions: staff of the firm that runs the case, a creditor following
 * it, or a debt collector following it that a creditor of the case approves (else 403). Another firm's
 * staff and a creditor not following the case get 404 as for a missing case.
 */
export async function requireRegisterReader(
  db: Executor,
  session: Session,
  caseId: number,
): Promise<CaseFacts> {
  if (isFirmStaff(session)) return requireCaseStaff(db, session, caseId);
  const { facts } = await requireFollower(db, session, caseId);
  if (isDebtCollector(session) && !(await isApprovedInCase(db, session.creditorId as number, caseId)))
    throw forbidden(NOT_APPROVED_MESSAGE);
  return facts;
}

/** The notice of a new version, in the reader's language, with a link to the portal. */
export function versionNotice(facts: CaseFacts, version: number, link: string, language: Language) {
  const theCase = `${facts.debtorName} (${facts.knr})`;
  return language === 'sv'
    ? {
        subject: `Bevakningsförteckning publicerad: ${theCase}`,
        text: [
          `${facts.lawfirmName} har publicerat bevakningsförteckningen (version ${version}) i ärendet ${theCase}.`,
          `Logga in i portalen för att läsa och hämta den: ${link}`,
        ].join('\n'),
      }
    : {
        subject: `Claims register published: ${theCase}`,
        text: [
          `${facts.lawfirmName} has published the claims register (version ${version}) in the case ${theCase}.`,
          `Sign in to the portal to read and download it: ${link}`,
        ].join('\n'),
      };
}

interface PublishDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
}

/** Publishes the register of the case as its next version; answers the version. */
export async function publishRegisterVersion(
  { db, storage, publicUrl }: PublishDeps,
  session: Session,
  facts: CaseFacts,
): Promise<ClaimsRegisterVersion> {
  const saved: string[] = [];
  const publishedBy = await staffNameOf(db, session);
  try {
    return await db.transaction().execute(async (trx) => {
      const version = await nextVersionNumber(trx, facts.caseId);
      const publishedAt = new Date();
      const register = await loadClaimsRegister(trx, facts.caseId, 'sv', publishedAt);
      if (!register) throw new Error('The case vanished while it was locked');
      const files: NewVersion['files'] = [];
      for (const language of LANGUAGES)
        for (const format of FORMATS) {
          const drawn = { ...register, language };
          const content = format === 'pdf' ? await renderRegisterPdf(drawn) : await renderRegisterXlsx(drawn);
          const file = await storage.save(Readable.from([content]), {
            maxBytes: MAX_RENDERED_BYTES,
            kinds: [format],
            originalName: versionFileName(facts.knr, version, language, format),
          });
          saved.push(file.storedName);
          files.push({ format, language, storedName: file.storedName, size: file.size, sha256: file.sha256 });
        }
      const ids = await claimIdsByNumber(trx, facts.caseId);
      const claims = register.groups.flatMap((g) => g.statuses.flatMap((s) => s.claims));
      const totals = {
        total: register.total,
        groups: register.groups.map((g) => ({ priorityRight: g.priorityRight, totals: g.totals })),
      };
      const registerVersionId = await insertVersion(trx, {
        caseId: facts.caseId,
        version,
        publishedAt,
        publishedByUserId: session.id,
        publishedBy,
        totals,
        rows: claims.map((row) => ({ claimId: ids.get(row.claimNumber) ?? null, row })),
        files,
      });
      await auditBy(trx, session, 'publish', 'claimsRegisterVersion', registerVersionId, {
        caseId: facts.caseId,
        details: { version, claims: register.total.count },
      });
      const to = await noticeAddresses(trx, facts.caseId);
      await enqueueMail(
        trx,
        await entriesInReaderLanguages(trx, `register-version:${registerVersionId}`, to, (language) =>
          versionNotice(facts, version, `${publicUrl}/dashboard`, language),
        ),
      );
      return versionView({
        registerVersionId,
        caseId: facts.caseId,
        version,
        publishedAt,
        publishedBy,
        totals,
      });
    });
  } catch (error) {
    // Nothing was published: the files rendered for it go (removed by the delivery loop, retried).
    await removeStoredFiles(db, saved).catch(() => undefined);
    throw error;
  }
}
