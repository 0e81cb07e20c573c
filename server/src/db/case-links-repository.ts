import type { Executor, RowOf } from './types';

/**
 * What the access rules and the case tabs look up about a case and the
 * creditors that follow it: the case's facts, and creditor–case links
 * (`creditor_cases`: one creditor or debt collector following one case).
 */

/** The facts about a case that access, message, document and claim rules need. */
export interface CaseFacts {
  caseId: number;
  lawFirmId: number;
  lawfirmName: string;
  debtorName: string;
  knr: string;
  allowsCreditorMessages: boolean;
}

/** One case joined with the law firm that administers it. */
export function fromCaseWithFirm(db: Executor, caseId: number) {
  return db
    .selectFrom('cases')
    .innerJoin('law_firms', 'law_firms.law_firm_id', 'cases.law_firm_id')
    .where('cases.case_id', '=', caseId);
}

export async function findCaseFacts(db: Executor, caseId: number): Promise<CaseFacts | undefined> {
  return fromCaseWithFirm(db, caseId)
    .select([
      'cases.case_id as caseId',
      'cases.law_firm_id as lawFirmId',
      'law_firms.name as lawfirmName',
      'cases.debtor_name as debtorName',
      'cases.knr as knr',
      'cases.is_allow_creditor_notification as allowsCreditorMessages',
    ])
    .executeTakeFirst();
}

/** The id of the link by which a creditor (or debt collector) follows a case, if it does. */
export async function findFollowLink(
  db: Executor,
  creditorId: number,
  caseId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('creditor_cases')
    .select('creditor_cases_id')
    .where('creditor_id', '=', creditorId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.creditor_cases_id;
}

/** Whether a creditor (or debt collector) follows a case. */
export async function followsCase(db: Executor, creditorId: number, caseId: number): Promise<boolean> {
  return (await findFollowLink(db, creditorId, caseId)) !== undefined;
}

function selectLinks(db: Executor) {
  return db
    .selectFrom('creditor_cases')
    .innerJoin('creditors', 'creditors.creditor_id', 'creditor_cases.creditor_id')
    .select([
      'creditor_cases.creditor_cases_id as creditorCasesId',
      'creditor_cases.creditor_id as creditorId',
      'creditor_cases.case_id as caseId',
      'creditors.name as creditorName',
      'creditors.email as creditorEmail',
      'creditors.company_org_nr as creditorOrgNumber',
    ]);
}

/** A creditor–case link with the creditor's name, address and organisation number. */
export type CreditorLink = RowOf<typeof selectLinks>;

export async function findCreditorLink(
  db: Executor,
  creditorCasesId: number,
): Promise<CreditorLink | undefined> {
  return selectLinks(db).where('creditor_cases.creditor_cases_id', '=', creditorCasesId).executeTakeFirst();
}

/** The links of a case: all of them, or those among `ids` (unknown or foreign ids are simply absent). */
export async function listCaseLinks(db: Executor, caseId: number, ids?: number[]): Promise<CreditorLink[]> {
  let query = selectLinks(db).where('creditor_cases.case_id', '=', caseId);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('creditor_cases.creditor_cases_id', 'in', ids);
  }
  return query.orderBy('creditor_cases.creditor_cases_id').execute();
}
