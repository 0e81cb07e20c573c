import type { Objection } from 'shared-api/contract';
import {
  filesOf,
  type ObjectionFileRow,
  type ObjectionRow,
  type ReplyRow,
  repliesOf,
} from '../db/objections-repository';
import type { Executor } from '../db/types';

/** An objection as the wire has it, with its replies and files, and what the caller is to it. */
export function objectionToWire(
  row: ObjectionRow,
  replies: readonly ReplyRow[],
  files: readonly ObjectionFileRow[],
  sight: { isObjector: boolean; isClaimant: boolean },
): Objection {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    objectionId: row.objectionId,
    invoiceId: row.claimId,
    claimNumber: row.claimNumber,
    claimantName: row.claimantName,
    objectorName: row.objectorName,
    byTrustee: row.byTrustee,
    filedBy: row.filedBy,
    filedOn: new Date(row.createdAt).toISOString(),
    disputesAmount: row.disputesAmount,
    disputesPriority: row.disputesPriority,
    proposedAmount: row.proposedAmount,
    proposedPriorityClass: row.proposedPriorityClass,
    reason: row.reason,
    state: row.state,
    withdrawnOn: iso(row.withdrawnAt),
    settlement:
      row.settledAt && row.settledAmount && row.settledPriorityClass
        ? {
            amount: row.settledAmount,
            priorityClass: row.settledPriorityClass,
            priorityAsset: row.settledPriorityAsset,
            recordedOn: new Date(row.settledAt).toISOString(),
            note: row.settlementNote,
          }
        : null,
    courtOutcome:
      row.decidedAt && row.decidedAmount && row.decidedPriorityClass && row.courtDecidedOn
        ? {
            amount: row.decidedAmount,
            priorityClass: row.decidedPriorityClass,
            priorityAsset: row.decidedPriorityAsset,
            recordedOn: new Date(row.decidedAt).toISOString(),
            decidedOn: row.courtDecidedOn,
          }
        : null,
    replies: replies
      .filter((r) => r.objectionId === row.objectionId)
      .map((r) => ({
        replyId: r.replyId,
        filedBy: r.filedBy,
        filedOn: new Date(r.createdAt).toISOString(),
        text: r.text,
      })),
    files: files
      .filter((f) => f.objectionId === row.objectionId)
      .map((f) => ({
        fileId: f.fileId,
        kind: f.kind,
        fileName: f.fileName,
        fileSize: f.fileSize,
        sha256: f.sha256,
        replyId: f.replyId,
      })),
    isObjector: sight.isObjector,
    isClaimant: sight.isClaimant,
  };
}

/** Several objections on the wire, their replies and files read in two queries. */
export async function objectionsToWire(
  db: Executor,
  rows: readonly ObjectionRow[],
  sightOf: (row: ObjectionRow) => { isObjector: boolean; isClaimant: boolean },
): Promise<Objection[]> {
  const ids = rows.map((r) => r.objectionId);
  const [replies, files] = await Promise.all([repliesOf(db, ids), filesOf(db, ids)]);
  return rows.map((row) => objectionToWire(row, replies, files, sightOf(row)));
}
