import type { FastifyInstance } from 'fastify';
import {
  downloadClaimsRegisterVersion,
  getClaimsRegisterVersions,
  publishClaimsRegister,
} from 'shared-api/contract';
import { requireCaseStaff } from '../access/require';
import { auditBy } from '../audit';
import {
  publishRegisterVersion,
  requireRegisterReader,
  versionFileName,
  versionView,
} from '../claims/register-versions';
import { findVersion, findVersionFile, versionsOf } from '../db/claims-register-versions-repository';
import { sendStoredFile } from '../http/download';
import { found, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';

const NO_VERSION = 'Register version not found';

/**
 * The published claims register: A and U of the firm that runs the case publish a frozen version;
 * they, the case's creditors and the debt collectors a creditor of the case approves list the versions
 * and download their files as published (claims/register-versions.ts says who, and why 403 or 404).
 */
export async function claimsRegisterVersionRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.portal;

  route(app, publishClaimsRegister, async ({ body, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, body.caseId);
    const version = await publishRegisterVersion(
      { db, storage, publicUrl: config.publicUrl ?? 'http://localhost:3000' },
      session,
      facts,
    );
    return { data: version, message: 'Claims register published', status: 201 };
  });

  route(app, getClaimsRegisterVersions, async ({ query, user }) => {
    const facts = await requireRegisterReader(db, user(), query.caseId);
    const versions = await versionsOf(db, facts.caseId);
    return { data: { versions: versions.map(versionView) }, message: 'Success' };
  });

  route(app, downloadClaimsRegisterVersion, async ({ query, reply, user }) => {
    const session = user();
    const version = await found(findVersion(db, query.registerVersionId), NO_VERSION);
    // A version of a case the caller may not read answers as a missing one.
    const facts = await requireRegisterReader(db, session, version.caseId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound(NO_VERSION) : error;
    });
    const file = await found(
      findVersionFile(db, version.registerVersionId, query.format, query.lang),
      NO_VERSION,
    );
    await auditBy(db, session, 'download', 'claimsRegisterVersion', version.registerVersionId, {
      caseId: facts.caseId,
      details: { version: version.version, format: query.format, language: query.lang },
    });
    return sendStoredFile(
      reply,
      storage,
      file.storedName,
      versionFileName(facts.knr, version.version, query.lang, query.format),
    );
  });
}
