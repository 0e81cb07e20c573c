import type { Session } from './auth/session';
import type { Executor } from './db/types';

/**
 * The audit trail's entity names of a claim and a message. Every audit_log row written so far
 * carries them, so they keep the words of the wire (`invoice…`, `notification…`).
 */
export const CLAIM_ENTITY = 'invoice';
export const MESSAGE_ENTITY = 'notification';

export interface AuditEntry {
  actorUserType: string | null;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  caseId?: number | null;
  details?: Record<string, unknown> | null;
}

/** Writes an audit_log row; call it inside the transaction of the write it records. */
export async function recordAudit(trx: Executor, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_user_type: entry.actorUserType,
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      case_id: entry.caseId ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/** The actor fields of an audit entry for a signed-in caller (null for the system). */
export function actorOf(session: Session | null): AuditActor {
  return session
    ? { actorUserType: session.userType, actorId: session.id, actorEmail: session.email }
    : { actorUserType: 'system', actorId: null, actorEmail: null };
}

/** Who did it, as an audit row names them. */
export type AuditActor = Pick<AuditEntry, 'actorUserType' | 'actorId' | 'actorEmail'>;

/** A creditor or debt collector as the actor (sign-up and verification, before any session). */
export const creditorActor = (isDebtCollector: boolean, creditorId: number, email: string): AuditActor => ({
  actorUserType: isDebtCollector ? 'D' : 'C',
  actorId: creditorId,
  actorEmail: email,
});

/**
 * Records, inside the transaction of the write, that `by` (a session, an actor,
 * or null: the system) did `action` to the `entity` with id `entityId`:
 * `auditBy(trx, session, 'delete', 'document', id, { caseId, details })`.
 */
export function auditBy(
  trx: Executor,
  by: Session | AuditActor | null,
  action: string,
  entity: string,
  entityId: AuditEntry['entityId'],
  more: Pick<AuditEntry, 'caseId' | 'details'> = {},
): Promise<void> {
  const actor = by && 'actorId' in by ? by : actorOf(by);
  return recordAudit(trx, { ...actor, action, entity, entityId, ...more });
}
