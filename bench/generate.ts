import type { DatabaseHandle } from 'server/database';
import { hashPassword } from 'server/testing';

/**
 * Fills a migrated (and demo-seeded) database with realistic volumes through the server's own
 * database layer (DatabaseHandle): set-based INSERT … SELECT generate_series, so 100,000 cases take
 * seconds, not minutes. The demo firm Nordlaw (anna.berg@nordlaw.demo) gets `bigFirmCases` cases.
 */
export interface Volumes {
  firms: number;
  cases: number;
  bigFirmCases: number;
  creditors: number;
  links: number;
  messages: number;
  claims: number;
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
      [v.cases, v.bigFirmCases, bigFirmId],
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
    const l0 = await one('SELECT coalesce(max(creditor_cases_id), 0) FROM creditor_cases');
    // Link i: case c0+1+(i % C); the k-th link of a case (k = i / C) goes to a distinct creditor.
    await step(
      'creditor_cases',
      `INSERT INTO creditor_cases (creditor_id, case_id)
       SELECT $5::int + 1 + (((i % $2::int) * 31 + i / $2::int) % $3::int), $4::int + 1 + (i % $2::int)
       FROM generate_series(0, $1::int - 1) i`,
      [v.links, v.cases, v.creditors, c0, r0],
    );
    const n0 = await one('SELECT coalesce(max(notification_id), 0) FROM notifications');
    await step(
      'notifications',
      `INSERT INTO notifications (case_id, sender_kind, sent_by_creditor_cases_id, body, created_at)
       SELECT $3::int + 1 + ((j % $2::int) % $4::int),
              CASE WHEN j % 2 = 0 THEN 'LawFirm' ELSE 'Creditor' END,
              CASE WHEN j % 2 = 0 THEN NULL ELSE $5::int + 1 + (j % $2::int) END,
              'Meddelande ' || j || ': bevakningen är registrerad och utdelningen beräknas under året.',
              now() - make_interval(mins => j % 100000)
       FROM generate_series(0, $1::int - 1) j`,
      [v.messages, v.links, c0, v.cases, l0],
    );
    await step(
      'notification_recipients',
      `INSERT INTO notification_recipients (notification_id, recipient_creditor_cases_id, is_read)
       SELECT $3::int + 1 + j, $4::int + 1 + (j % $2::int), j % 3 = 0
       FROM generate_series(0, $1::int - 1, 2) j`,
      [v.messages, v.links, n0, l0],
    );
    await step(
      'invoices',
      `INSERT INTO invoices (case_id, creditor_id, claim_amount, claim_basis, claim_reference, file_name, stored_name,
                             file_size, created_by, created_by_creditor_id, invoice_status)
       SELECT $3::int + 1 + ((j % $2::int) % $4::int),
              $5::int + 1 + ((((j % $2::int) % $4::int) * 31 + (j % $2::int) / $4::int) % $6::int),
              1000 + (j % 50000) + 0.5, 'SupplierInvoice', 'F-' || j, 'faktura-' || j || '.pdf',
              'bench-claim-' || j || '.pdf', 123456, 'bench',
              $5::int + 1 + ((((j % $2::int) % $4::int) * 31 + (j % $2::int) / $4::int) % $6::int),
              (ARRAY['Pending','Approved','Rejected','Paid'])[1 + j % 4]
       FROM generate_series(0, $1::int - 1) j`,
      [v.claims, v.links, c0, v.cases, r0, v.creditors],
    );
    await step('analyze', 'ANALYZE');
    const creditorCaseId = await one(
      `SELECT cc.case_id FROM creditor_cases cc JOIN creditors c ON c.creditor_id = cc.creditor_id
       WHERE c.email = 'leverantor@creditor.demo' ORDER BY cc.case_id LIMIT 1`,
    );
    return { volumes, seconds, bigFirmId, sampleCaseId: c0 + 1, creditorCaseId };
  });
}
