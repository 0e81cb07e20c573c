import { sql } from 'kysely';
import { readCases } from '../../src/db/cases-repository';
import { claimTotals, listClaims } from '../../src/db/claim-lists-repository';
import { listDocuments } from '../../src/db/documents-repository';
import { readLawFirms } from '../../src/db/law-firms-repository';
import { listMessages, listRecipients, unreadCount } from '../../src/db/message-lists-repository';
import type { Db } from '../../src/db/types';
import { loadWorld } from '../files-fixtures';
import { createTestApp, type TestApp, usesPostgres } from '../helper';
import { PlanEverySelect, seqScans } from '../plan-scans';

/**
 * Every page of the case tabs' lists is served by an index on
 * generated data (300 cases, 12,000 claims, 12,000 documents, 21,000 messages
 * with 45,000 recipient rows),
 * analysed as after a bulk load. Each repository query is planned with EXPLAIN
 * on PostgreSQL; no plan may read messages, their recipients, documents or
 * claims sequentially. (PGlite plans alike, but the test needs a real server's
 * planner and statistics: project server-pg.)
 */

const LARGE = new Set(['notifications', 'notification_recipients', 'documents', 'invoices', 'cases']);
const CASES = 300;
/** Cases of every firm without claims or messages, for the lists of every firm's cases. */
const MORE_CASES = 20_000;
const PER_CASE = 40;
/** Messages each follower writes to the firm. */
const PER_LINK = 10;

const describeOnPostgres = usesPostgres() ? describe : describe.skip;

/** The tables a plan reads, however. */
function relations(plan: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) relations(item, found);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (typeof node['Relation Name'] === 'string') found.add(node['Relation Name']);
    for (const value of Object.values(node)) relations(value, found);
  }
  return found;
}

let t: TestApp;
let caseId: number;
let link: { leverantor: number; inkasso: number };
let creditors: { leverantor: number; bygg: number; inkasso: number };
let firmMessage: number;

async function generate(db: Db, lawFirmId: number) {
  const { rows: cases } = await sql<{ case_id: number }>`
    INSERT INTO cases (law_firm_id, debtor_name, debtor_orgnr, knr)
    SELECT ${lawFirmId}, 'Genererad ' || g, '556000-' || lpad(g::text, 4, '0'), 'K ' || g || '-26'
    FROM generate_series(1, ${CASES}) g RETURNING case_id`.execute(db);
  const ids = cases.map((c) => c.case_id);
  const { leverantor, bygg, inkasso } = creditors;
  await sql`INSERT INTO creditor_cases (creditor_id, case_id)
    SELECT c, k FROM unnest(${ids}::int[]) k, unnest(${[leverantor, bygg, inkasso]}::int[]) c`.execute(db);
  await sql`INSERT INTO invoices (case_id, creditor_id, invoice_status, claim_amount, claim_basis,
      debt_by_debt_collector, debt_collector_id, file_name, stored_name, file_size, created_at)
    SELECT k, CASE WHEN g % 3 = 0 THEN ${leverantor}::int ELSE ${bygg}::int END,
      (ARRAY['Pending', 'Approved', 'Rejected', 'Paid'])[1 + g % 4], 100 + g, 'SupplierInvoice',
      g % 5 = 0, CASE WHEN g % 5 = 0 THEN ${inkasso}::int END,
      'faktura-' || g || '.pdf', 'gen-' || k || '-' || g || '.pdf', 100, now() - g * interval '1 day'
    FROM unnest(${ids}::int[]) k, generate_series(1, ${PER_CASE}) g`.execute(db);
  await sql`INSERT INTO documents (case_id, law_firm_id, document_name, stored_name, file_size, status, created_at)
    SELECT k, ${lawFirmId}, 'Dokument ' || g || '.pdf', 'gen-doc-' || k || '-' || g || '.pdf', 100,
      CASE WHEN g % 2 = 0 THEN 'Published' ELSE 'Draft' END, now() - g * interval '1 day'
    FROM unnest(${ids}::int[]) k, generate_series(1, ${PER_CASE}) g`.execute(db);
  // Per case: the firm writes to every follower, and the followers write to the firm.
  await sql`INSERT INTO notifications (case_id, sender_kind, body, created_at)
    SELECT k, 'LawFirm', 'Meddelande ' || g, now() - g * interval '1 hour'
    FROM unnest(${ids}::int[]) k, generate_series(1, ${PER_CASE}) g`.execute(db);
  await sql`INSERT INTO notification_recipients (notification_id, recipient_creditor_cases_id, is_read)
    SELECT n.notification_id, cc.creditor_cases_id, n.notification_id % 2 = 0
    FROM notifications n JOIN creditor_cases cc ON cc.case_id = n.case_id
    WHERE n.sender_kind = 'LawFirm' AND n.case_id = ANY(${ids}::int[])`.execute(db);
  await sql`INSERT INTO notifications (case_id, sender_kind, sent_by_creditor_cases_id, body, created_at)
    SELECT cc.case_id, 'Creditor', cc.creditor_cases_id, 'Fråga ' || g, now() - g * interval '1 hour'
    FROM creditor_cases cc, generate_series(1, ${PER_LINK}) g
    WHERE cc.case_id = ANY(${ids}::int[])`.execute(db);
  await sql`INSERT INTO notification_recipients (notification_id, recipient_creditor_cases_id)
    SELECT notification_id, NULL FROM notifications
    WHERE sender_kind = 'Creditor' AND case_id = ANY(${ids}::int[])`.execute(db);
  await sql`INSERT INTO cases (law_firm_id, debtor_name, debtor_orgnr, knr)
    SELECT f.law_firm_id, 'Fler ' || g, '556100-' || lpad(g::text, 4, '0'), 'K ' || g || '-25'
    FROM generate_series(1, ${MORE_CASES}) g
    JOIN (SELECT law_firm_id, row_number() OVER (ORDER BY law_firm_id) - 1 AS i FROM law_firms) f
      ON f.i = g % (SELECT count(*) FROM law_firms)`.execute(db);
  await sql`ANALYZE`.execute(db);
  return ids[Math.floor(ids.length / 2)] as number;
}

beforeAll(async () => {
  if (!usesPostgres()) return;
  t = await createTestApp();
  const w = await loadWorld(t.db);
  creditors = w.creditors;
  caseId = await generate(t.db, w.nordlawId);
  const links = await t.db
    .selectFrom('creditor_cases')
    .select(['creditor_id', 'creditor_cases_id'])
    .where('case_id', '=', caseId)
    .execute();
  const linkOf = (id: number) => links.find((l) => l.creditor_id === id)?.creditor_cases_id ?? -1;
  link = { leverantor: linkOf(creditors.leverantor), inkasso: linkOf(creditors.inkasso) };
  const sent = await t.db
    .selectFrom('notifications')
    .select('notification_id')
    .where('case_id', '=', caseId)
    .where('sender_kind', '=', 'LawFirm')
    .executeTakeFirstOrThrow();
  firmMessage = sent.notification_id;
}, 240_000);
afterAll(() => t?.close());

/** Plans what `read` asks the database; returns the plans. */
async function plansOf(read: (db: Db) => Promise<unknown>): Promise<unknown[]> {
  const planner = new PlanEverySelect();
  await read(t.db.withPlugin(planner));
  expect(planner.plans.length).toBeGreaterThan(0);
  return planner.plans;
}

/** Plans what `read` asks the database and returns the large tables read sequentially. */
async function scansOf(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  return seqScans(await plansOf(read), LARGE);
}

const PAGE = { limit: 10, offset: 0 };

describeOnPostgres('the case tabs’ lists are served by indexes', () => {
  it.each([
    ['every claim of the case', {}],
    ['claims in one status', { invoiceStatus: 'Approved' as const }],
    ['late claims', { isLate: true }],
    ['claims of the last 30 days', { period: 'last30' as const }],
    ['one creditor’s claims', { creditorId: 0 }],
    ['searched claims', { search: 'faktura-1' }],
  ])('claims, firm: %s, a page and the totals', async (_name, filter) => {
    const query = {
      caseId,
      scope: { kind: 'case' as const },
      ...filter,
      ...('creditorId' in filter ? { creditorId: creditors.leverantor } : {}),
    };
    expect(await scansOf((db) => listClaims(db, query, PAGE))).toEqual([]);
    expect(await scansOf((db) => claimTotals(db, query))).toEqual([]);
  });

  it('claims, a creditor’s own and a debt collector’s with what it filed', async () => {
    const own = { kind: 'own' as const, creditorId: creditors.leverantor, debtCollector: false };
    expect(await scansOf((db) => listClaims(db, { caseId, scope: own }, PAGE))).toEqual([]);
    const collector = { kind: 'own' as const, creditorId: creditors.inkasso, debtCollector: true };
    expect(await scansOf((db) => listClaims(db, { caseId, scope: collector }, PAGE))).toEqual([]);
    const filedFor = {
      kind: 'filedFor' as const,
      debtCollectorId: creditors.inkasso,
      creditorId: creditors.bygg,
    };
    expect(await scansOf((db) => listClaims(db, { caseId, scope: filedFor }, PAGE))).toEqual([]);
  });

  it.each([
    ['the firm’s', { publishedOnly: false }],
    ['a creditor’s (published)', { publishedOnly: true }],
    [
      'drafts of the last 7 days',
      { publishedOnly: false, status: 'Draft' as const, period: 'last7' as const },
    ],
  ])('documents: %s, a page', async (_name, filter) => {
    expect(await scansOf((db) => listDocuments(db, { caseId, ...filter }, PAGE))).toEqual([]);
  });

  it.each([
    ['both directions', {}],
    ['unread', { isRead: false }],
    ['incoming of this year', { direction: 'incoming' as const, period: 'thisYear' as const }],
    ['searched', { search: 'Fråga 3' }],
  ])('messages: %s, a page for the firm and for a link', async (_name, filter) => {
    const firm = { scope: { kind: 'firm' as const, caseId }, ...filter };
    const creditor = { scope: { kind: 'link' as const, creditorCasesId: link.leverantor }, ...filter };
    expect(await scansOf((db) => listMessages(db, firm, PAGE))).toEqual([]);
    expect(await scansOf((db) => listMessages(db, creditor, PAGE))).toEqual([]);
  });

  it('messages: the unread counts and a message’s recipients', async () => {
    expect(await scansOf((db) => unreadCount(db, { kind: 'firm', caseId }))).toEqual([]);
    expect(await scansOf((db) => unreadCount(db, { kind: 'link', creditorCasesId: link.inkasso }))).toEqual(
      [],
    );
    expect(await scansOf((db) => listRecipients(db, firmMessage, null, PAGE))).toEqual([]);
  });
});

describeOnPostgres('the lists of every firm’s cases and of the firms read a page, not every case', () => {
  const page = { limit: 10, offset: 20 };

  it.each([
    ['every firm’s cases (S)', {}],
    ['the creditor’s select-case screen, followed cases first', { followedBy: -1 }],
    ['one firm’s cases', { lawFirmId: -1 }],
  ])('%s: the page from an index', async (_name, filter) => {
    const asked = {
      page,
      withKnr: true,
      ...('followedBy' in filter ? { followedBy: creditors.leverantor } : {}),
      ...('lawFirmId' in filter ? { lawFirmId: (await loadWorld(t.db)).nordlawId } : {}),
    };
    expect(await scansOf((db) => readCases(db, 'en', asked))).toEqual([]);
  });

  it('the total of every firm’s (or one firm’s) cases is the kept counts, no case is counted', async () => {
    const plans = await plansOf((db) => readCases(db, 'en', { page, withKnr: true }));
    expect([...relations(plans[0])]).toEqual(['law_firm_case_counts']);
  });

  it('the firm list reads no case for its case counts', async () => {
    const plans = await plansOf((db) => readLawFirms(db, { page }));
    expect(relations(plans).has('cases')).toBe(false);
  });
});
