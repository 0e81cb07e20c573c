import { sql } from 'kysely';
import type { PriorityClass } from 'shared-api/contract';
import type { Executor } from '../db/types';

/** A claim of the case's latest published register, as it stands now (settlements and outcomes included). */
export interface PublishedClaim {
  claimId: number;
  claimNumber: number;
  creditorId: number;
  debtCollectorId: number | null;
  creditorName: string;
  claimAmount: string;
  approvedAmount: string | null;
  priorityClass: PriorityClass | null;
}

/** The claims of the case's latest published register version, in register order (none before the first). */
export async function publishedClaims(db: Executor, caseId: number): Promise<PublishedClaim[]> {
  const { rows } = await sql<PublishedClaim>`
    SELECT i.invoice_id AS "claimId", i.claim_number AS "claimNumber", i.creditor_id AS "creditorId",
      CASE WHEN i.debt_by_debt_collector THEN i.debt_collector_id END AS "debtCollectorId",
      c.name AS "creditorName", i.claim_amount::text AS "claimAmount",
      CASE WHEN i.invoice_status IN ('Approved', 'Paid') THEN coalesce(i.approved_amount, i.claim_amount)::text END
        AS "approvedAmount",
      i.priority_class AS "priorityClass"
    FROM claims_register_version_rows r
    JOIN claims_register_versions v ON v.register_version_id = r.register_version_id
    JOIN invoices i ON i.invoice_id = r.claim_id
    JOIN creditors c ON c.creditor_id = i.creditor_id
    WHERE v.case_id = ${caseId}
      AND v.version = (SELECT max(version) FROM claims_register_versions WHERE case_id = ${caseId})
    ORDER BY r.position`.execute(db);
  return rows;
}
