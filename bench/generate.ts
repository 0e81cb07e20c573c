import type { DatabaseHandle } from 'server/database';
import { hashPassword } from 'server/testing';

/**
 * Fills a migrated (and demo-seeded) database with realistic volumes through the server's own
 * database layer (DatabaseHandle): set-based INSERT … SELECT generate_series, so 100,000 cases take
 * seconds, not minutes. At scale 1: 100,000 cases in 50 firms (the 2 demo firms among them),
 * the demo firm Nordlaw (anna.berg@nordlaw.demo) with 10,000 of them; one case (`sampleCaseId`) with all
 * 5,000 creditors and 20,000 messages; 100,000 claims; the demo creditor leverantor@creditor.demo following
 * 500 cases. The rest of the 200,000 links and 500,000 messages are spread over the other cases. The
 * bulk load ends with ANALYZE, before any server answers from it.
 */
export interface Volumes {
  firms: number;
  cases: number;
  bigFirmCases: number;
  creditors: number;
  links: number;
  messages: number;
  claims: number;
  /** Messages of the sample case (of `messages`); all `creditors` follow it. */
  bigCaseMessages: number;
  /** Generated cases the demo creditor follows. */
  followedCases: number;
}

export function volumesFor(scale: number): Volumes {
  const n = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const cases = n(100_000, 200);
  return {
    firms: n(50, 3),
    cases,
    bigFirmCases: Math.min(10_000, Math.floor(cases / 2)),
    creditors: n(5_000, 10),
    links: n(200_000, 400),
    messages: n(500_000, 1000),
    claims: n(100_000, 200),
    bigCaseMessages: n(20_000, 100),
    followedCases: Math.min(500, Math.floor(cases / 4)),
  };
}

export interface Generated {
  volumes: Volumes;
  seconds: Record<string, number>;
  bigFirmId: number;
  /** A case of the big firm with creditors, messages and claims. */
  sampleCaseId: number;
  /** A case the demo creditor leverantor@creditor.demo follows (for claim uploads). */
  creditorCaseId: number;
  /** What the database holds after the load (checked by query, not taken from `volumes`). */
  counts: Record<string, number>;
}

export async function generate(handle: DatabaseHandle, volumes: Volumes): Promise<Generated> {
  const v = volumes;
  const seconds: Record<string, number> = {};
  const hash = await hashPassword('Bench1234!');
  return handle.withSession(async (s) => {
    const one = async (query: string, params: unknown[] = []) =>
      Number(Object.values((await s.query(query, params))[0] ?? { n: 0 })[0] ?? 0);
    const step = async (name: string, query: string, params: unknown[] = []) => {
      const started = performance.now();
      await s.query(query, params);
      seconds[name] = Math.round(performance.now() - started) / 1000;
    };
    const bigFirmId = await one(`SELECT law_firm_id FROM users WHERE email = 'anna.berg@nordlaw.demo'`);
    if (!bigFirmId) throw new Error('The demo data set (DEMO_DATA=1) must be seeded first');

    await step(
      'law_firms',
      `INSERT INTO law_firms (name, contact_name, contact_email)
       SELECT 'Bench Advokatbyrå ' || g, 'Kontakt ' || g, 'kontakt' || g || '@byra.bench'
       FROM generate_series(1, $1::int) g`,
      [v.firms - 2],
    );
    const c0 = await one('SELECT coalesce(max(case_id), 0) FROM cases');
    // The demo set's cases, messages and claims count towards the totals, so that they come out exact.
    const demoCases = await one('SELECT count(*) FROM cases');
    const demoBigFirmCases = await one('SELECT count(*) FROM cases WHERE law_firm_id = $1', [bigFirmId]);
    const demoMessages = await one('SELECT count(*) FROM notifications');
    const demoClaims = await one('SELECT count(*) FROM invoices');
    const newCases = v.cases - demoCases;
    const demoFollowed = await one(
      `SELECT count(*) FROM creditor_cases cc JOIN creditors c ON c.creditor_id = cc.creditor_id
       WHERE c.email = 'leverantor@creditor.demo'`,
    );
    await step(
      'cases',
      `INSERT INTO cases (law_firm_id, debtor_name, debtor_orgnr, knr, court, status, sector_id, date_decision,
                          lawyer_name, administrator_name, case_notes)
       SELECT CASE WHEN g <= $2 THEN $3 ELSE f.ids[1 + g % array_length(f.ids, 1)] END,
              (ARRAY['Bygg','Kaffe','Åkeri','Fastighets','Data','Restaurang','Måleri','Handels'])[1 + g % 8]
                || ' ' || (ARRAY['Norr','Syd','Väst','Öst','Central'])[1 + (g / 8) % 5] || ' ' || g || ' AB',
              '55' || lpad((g % 10000000)::text, 7, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
              'K ' || (1000 + g % 9000) || '-' || (20 + g % 7),
              (ARRAY['Stockholms tingsrätt','Göteborgs tingsrätt','Malmö tingsrätt'])[1 + g % 3],
              1 + g % 7,
              s.ids[1 + g % array_length(s.ids, 1)],
              date '2025-01-01' + (g % 600),
              'Advokat ' || (g % 97), 'Förvaltare ' || (g % 89), 'Anteckning för ärende ' || g
       FROM generate_series(1, $1::int) g,
            (SELECT array_agg(law_firm_id) AS ids FROM law_firms WHERE name LIKE 'Bench Advokatbyrå %') f,
            (SELECT array_agg(sector_id) AS ids FROM sectors) s`,
      [newCases, v.bigFirmCases - demoBigFirmCases, bigFirmId],
    );
    const r0 = await one('SELECT coalesce(max(creditor_id), 0) FROM creditors');
    await step(
      'creditors',
      `INSERT INTO creditors (name, email, password_hash, company_name, company_org_nr, email_verified_at)
       SELECT 'Borgenär ' || g, 'borgenar' || g || '@creditor.bench', $2, 'Borgenär ' || g || ' AB',
              '556' || lpad(g::text, 3, '0') || '-' || lpad(g::text, 4, '0'), now()
       FROM generate_series(1, $1::int) g`,
      [v.creditors, hash],
    );
    // Links: first every creditor to the sample case c0+1 (ids l0+1 … l0+R), then the rest spread over
    // the other cases (link i: case c0+2+(i % C'), the k-th link of a case, k = i / C', to a distinct
    // creditor), then the demo creditor to `followedCases` generated cases spread over the firms.
    const l0 = await one('SELECT coalesce(max(creditor_cases_id), 0) FROM creditor_cases');
    const otherCases = newCases - 1;
    const newFollowed = v.followedCases - demoFollowed;
    const spreadLinks = v.links - v.creditors - newFollowed;
    await step(
      'creditor_cases',
      `INSERT INTO creditor_cases (creditor_id, case_id)
       SELECT $3::int + g, $2::int + 1 FROM generate_series(1, $1::int) g`,
      [v.creditors, c0, r0],
    );
    await step(
      'creditor_cases (spread)',
      `INSERT INTO creditor_cases (creditor_id, case_id)
       SELECT $5::int + 1 + (((i % $2::int) * 31 + i / $2::int) % $3::int), $4::int + 2 + (i % $2::int)
       FROM generate_series(0, $1::int - 1) i`,
      [spreadLinks, otherCases, v.creditors, c0, r0],
    );
    await step(
      'creditor_cases (followed)',
      `INSERT INTO creditor_cases (creditor_id, case_id)
       SELECT c.creditor_id, $2::int + 2 + k * ($3::int / $1::int)
       FROM generate_series(0, $1::int - 1) k, creditors c WHERE c.email = 'leverantor@creditor.demo'`,
      [newFollowed, c0, otherCases],
    );
    // Messages: message j of the spread set belongs to link i = j % L' (its case); even j the firm
    // sent to that link, odd j that link's creditor sent. Then the sample case's messages the same way.
    const spreadLinksFrom = l0 + v.creditors;
    const spreadMessages = v.messages - demoMessages - v.bigCaseMessages;
    const messages = async (name: string, count: number, links: number, linkFrom: number, caseOf: string) => {
      const first = await one('SELECT coalesce(max(notification_id), 0) FROM notifications');
      await step(
        name,
        `INSERT INTO notifications (case_id, sender_kind, sent_by_creditor_cases_id, body, created_at)
         SELECT ${caseOf},
                CASE WHEN j % 2 = 0 THEN 'LawFirm' ELSE 'Creditor' END,
                CASE WHEN j % 2 = 0 THEN NULL ELSE $3::int + 1 + (j % $2::int) END,
                'Meddelande ' || j || ': bevakningen är registrerad och utdelningen beräknas under året.',
                now() - make_interval(mins => j % 100000)
         FROM generate_series(0, $1::int - 1) j`,
        [count, links, linkFrom, c0, otherCases],
      );
      await step(
        `${name} recipients`,
        `INSERT INTO notification_recipients (notification_id, recipient_creditor_cases_id, is_read)
         SELECT $4::int + 1 + j, $3::int + 1 + (j % $2::int), j % 3 = 0
         FROM generate_series(0, $1::int - 1, 2) j`,
        [count, links, linkFrom, first],
      );
    };
    await messages(
      'notifications',
      spreadMessages,
      spreadLinks,
      spreadLinksFrom,
      '$4::int + 2 + ((j % $2::int) % $5::int)',
    );
    await messages(
      'notifications (sample case)',
      v.bigCaseMessages,
      v.creditors,
      l0,
      '$4::int + 1 + 0 * $5::int',
    );
    // Claims: one per creditor in the sample case, the rest on the spread links' cases and creditors.
    const claims = async (name: string, tag: 'a' | 'b', count: number, caseOf: string, creditorOf: string) =>
      step(
        name,
        `INSERT INTO invoices (case_id, creditor_id, claim_amount, claim_basis, claim_reference, file_name, stored_name,
                               file_size, created_by, created_by_creditor_id, invoice_status)
         SELECT ${caseOf}, ${creditorOf}, 1000 + (j % 50000) + 0.5, 'SupplierInvoice', 'F-${tag}' || j,
                'faktura-' || j || '.pdf', 'bench-claim-${tag}' || j || '.pdf', 123456, 'bench',
                ${creditorOf}, (ARRAY['Pending','Approved','Rejected','Paid'])[1 + j % 4]
         FROM generate_series(0, $1::int - 1) j`,
        [count, spreadLinks, c0, otherCases, r0, v.creditors],
      );
    await claims(
      'invoices',
      'a',
      v.claims - demoClaims - v.creditors,
      '$3::int + 2 + ((j % $2::int) % $4::int)',
      '$5::int + 1 + ((((j % $2::int) % $4::int) * 31 + (j % $2::int) / $4::int) % $6::int)',
    );
    await claims(
      'invoices (sample case)',
      'b',
      v.creditors,
      '$3::int + 1 + 0 * $2::int * $4::int',
      '$5::int + 1 + j % $6::int',
    );
    // VACUUM too: as autovacuum would after a bulk insert (off on this machine), so index-only scans need no heap.
    await step('analyze', 'VACUUM (ANALYZE)');
    const creditorCaseId = await one(
      `SELECT cc.case_id FROM creditor_cases cc JOIN creditors c ON c.creditor_id = cc.creditor_id
       WHERE c.email = 'leverantor@creditor.demo' ORDER BY cc.case_id LIMIT 1`,
    );
    const counts: Record<string, number> = {
      law_firms: await one('SELECT count(*) FROM law_firms'),
      cases: await one('SELECT count(*) FROM cases'),
      'cases of the big firm': await one('SELECT count(*) FROM cases WHERE law_firm_id = $1', [bigFirmId]),
      creditors: await one('SELECT count(*) FROM creditors'),
      creditor_cases: await one('SELECT count(*) FROM creditor_cases'),
      'creditors of the sample case': await one('SELECT count(*) FROM creditor_cases WHERE case_id = $1', [
        c0 + 1,
      ]),
      'most creditors of another case': await one(
        'SELECT coalesce(max(n), 0) FROM (SELECT count(*) n FROM creditor_cases WHERE case_id <> $1 GROUP BY case_id) x',
        [c0 + 1],
      ),
      notifications: await one('SELECT count(*) FROM notifications'),
      'messages of the sample case': await one('SELECT count(*) FROM notifications WHERE case_id = $1', [
        c0 + 1,
      ]),
      notification_recipients: await one('SELECT count(*) FROM notification_recipients'),
      invoices: await one('SELECT count(*) FROM invoices'),
      'cases leverantor@creditor.demo follows': await one(
        `SELECT count(*) FROM creditor_cases cc JOIN creditors c ON c.creditor_id = cc.creditor_id
         WHERE c.email = 'leverantor@creditor.demo'`,
      ),
      // reltuples is -1 until a table was analyzed (or vacuumed); ANALYZE above sets it for every table.
      'generated tables without statistics': await one(
        `SELECT count(*) FROM pg_class WHERE reltuples < 0
         AND relname IN ('cases','creditor_cases','notifications','notification_recipients','invoices','creditors')`,
      ),
    };
    return { volumes, seconds, bigFirmId, sampleCaseId: c0 + 1, creditorCaseId, counts };
  });
}
