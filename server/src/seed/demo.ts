import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/types';
import type { FileStorage } from '../storage';
import { type DemoCase, NORDLAW_CASES, VASTJURISTERNA_CASES } from './demo-cases';

/** The demo data set (api-surface.md): every demo sign-in uses this password. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_SIGN_INS = [
  { email: 'admin@portal.demo', userType: 'S', who: 'Platform administrator' },
  { email: 'anna.berg@nordlaw.demo', userType: 'A', who: 'Firm administrator, Nordlaw Advokatbyrå' },
  { email: 'ulf.lind@nordlaw.demo', userType: 'U', who: 'Firm user, Nordlaw Advokatbyrå' },
  { email: 'karin.ek@vastjuristerna.demo', userType: 'A', who: 'Firm administrator, Västjuristerna' },
  { email: 'leverantor@creditor.demo', userType: 'C', who: 'Creditor, Leverantören AB' },
  { email: 'bygg@creditor.demo', userType: 'C', who: 'Creditor, Byggvaror i Norr AB' },
  { email: 'inkasso@collector.demo', userType: 'D', who: 'Debt collector, Nordisk Inkasso AB' },
] as const;

/** True when nothing has been created yet (reference data does not count). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM law_firms) + (SELECT count(*) FROM users) + (SELECT count(*) FROM creditors) AS n
  `.execute(db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}

/** A small SVG logo: the firm's initials on its colour. */
function logoSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <rect width="160" height="160" rx="24" fill="${color}"/>
  <text x="80" y="100" font-family="Georgia, serif" font-size="64" fill="#ffffff" text-anchor="middle">${initials}</text>
</svg>
`;
}

async function saveLogo(storage: FileStorage, initials: string, color: string, originalName: string) {
  const saved = await storage.save(Readable.from([Buffer.from(logoSvg(initials, color))]), {
    maxBytes: 1024 * 1024,
    kinds: ['svg'],
    originalName,
  });
  return saved.storedName;
}

export interface DemoIds {
  lawFirms: { nordlaw: number; vastjuristerna: number };
  users: { admin: number; anna: number; ulf: number; karin: number };
  creditors: { leverantor: number; bygg: number; inkasso: number };
  cases: { nordlaw: number[]; vastjuristerna: number[] };
  creditorCases: { creditorId: number; caseId: number; creditorCasesId: number }[];
}

/** Inserts the demo set in one transaction. Call only on an empty database. */
export async function seedDemoData(db: Db, storage: FileStorage): Promise<DemoIds> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const nordlawLogo = await saveLogo(storage, 'NL', '#1F5F8B', 'nordlaw-logo.svg');
  const vastLogo = await saveLogo(storage, 'VJ', '#7A3E9D', 'vastjuristerna-logo.svg');
  const sectors = new Map(
    (await db.selectFrom('sectors').select(['sector_id', 'code']).execute()).map((s) => [
      s.code,
      s.sector_id,
    ]),
  );

  return db.transaction().execute(async (trx) => {
    const firm = async (values: {
      name: string;
      contact: string;
      email: string;
      url: string;
      color: string;
      logo: string;
      logoName: string;
      offices: string[];
    }) => {
      const { law_firm_id } = await trx
        .insertInto('law_firms')
        .values({
          name: values.name,
          contact_name: values.contact,
          contact_email: values.email,
          url: values.url,
          notes: 'Demofirma',
          color_code: values.color,
          logo_stored_name: values.logo,
          logo_original_name: values.logoName,
          created_by: 'admin@portal.demo',
        })
        .returning('law_firm_id')
        .executeTakeFirstOrThrow();
      const offices = await trx
        .insertInto('law_firm_offices')
        .values(values.offices.map((name, i) => ({ law_firm_id, name, sort_order: i })))
        .returning(['law_firm_office_id', 'name'])
        .execute();
      return { id: law_firm_id, offices };
    };
    const nordlaw = await firm({
      name: 'Nordlaw Advokatbyrå',
      contact: 'Anna Berg',
      email: 'anna.berg@nordlaw.demo',
      url: 'https://nordlaw.demo',
      color: '#1F5F8B',
      logo: nordlawLogo,
      logoName: 'nordlaw-logo.svg',
      offices: ['Stockholm', 'Göteborg'],
    });
    const vast = await firm({
      name: 'Västjuristerna',
      contact: 'Karin Ek',
      email: 'karin.ek@vastjuristerna.demo',
      url: 'https://vastjuristerna.demo',
      color: '#7A3E9D',
      logo: vastLogo,
      logoName: 'vastjuristerna-logo.svg',
      offices: ['Malmö'],
    });

    const user = async (userType: 'S' | 'A' | 'U', email: string, name: string, lawFirmId: number | null) =>
      (
        await trx
          .insertInto('users')
          .values({ user_type: userType, email, name, law_firm_id: lawFirmId, password_hash: hash })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id;
    const admin = await user('S', 'admin@portal.demo', 'Plattformsadministratör', null);
    const anna = await user('A', 'anna.berg@nordlaw.demo', 'Anna Berg', nordlaw.id);
    const ulf = await user('U', 'ulf.lind@nordlaw.demo', 'Ulf Lind', nordlaw.id);
    const karin = await user('A', 'karin.ek@vastjuristerna.demo', 'Karin Ek', vast.id);
    await trx
      .insertInto('user_offices')
      .values([
        ...nordlaw.offices.map((o) => ({ user_id: anna, law_firm_office_id: o.law_firm_office_id })),
        { user_id: ulf, law_firm_office_id: nordlaw.offices[0]!.law_firm_office_id },
        { user_id: karin, law_firm_office_id: vast.offices[0]!.law_firm_office_id },
      ])
      .execute();

    const addCases = async (lawFirmId: number, createdBy: number, list: DemoCase[]) => {
      const ids: number[] = [];
      for (const c of list) {
        const row = await trx
          .insertInto('cases')
          .values({
            law_firm_id: lawFirmId,
            debtor_name: c.debtorName,
            debtor_orgnr: c.debtorOrgnr,
            knr: c.knr,
            court: c.court,
            date_decision: c.decided,
            lawyer_name: lawFirmId === nordlaw.id ? 'Anna Berg' : 'Karin Ek',
            manager_name: lawFirmId === nordlaw.id ? 'Ulf Lind' : 'Karin Ek',
            administrator_name: lawFirmId === nordlaw.id ? 'Anna Berg' : 'Karin Ek',
            administrator_email:
              lawFirmId === nordlaw.id ? 'anna.berg@nordlaw.demo' : 'karin.ek@vastjuristerna.demo',
            case_notes: c.notes,
            sector_id: sectors.get(c.sector) ?? null,
            status: c.status,
            is_allow_creditor_notification: c.allowMessages,
            created_by_user_id: createdBy,
          })
          .returning('case_id')
          .executeTakeFirstOrThrow();
        ids.push(row.case_id);
      }
      return ids;
    };
    const nordlawCases = await addCases(nordlaw.id, anna, NORDLAW_CASES);
    const vastCases = await addCases(vast.id, karin, VASTJURISTERNA_CASES);

    const creditor = async (values: {
      name: string;
      email: string;
      company: string;
      orgNr: string;
      type: 'Vendor' | 'Creditor' | 'Other';
      collector: boolean;
      street: string;
      postNumber: string;
      town: string;
    }) =>
      (
        await trx
          .insertInto('creditors')
          .values({
            name: values.name,
            email: values.email,
            password_hash: hash,
            company_name: values.company,
            company_org_nr: values.orgNr,
            creditor_type: values.type,
            is_debt_collector: values.collector,
            street: values.street,
            post_number: values.postNumber,
            town: values.town,
            country: 'Sverige',
            email_verified_at: new Date(),
          })
          .returning('creditor_id')
          .executeTakeFirstOrThrow()
      ).creditor_id;
    const leverantor = await creditor({
      name: 'Leverantören AB',
      email: 'leverantor@creditor.demo',
      company: 'Leverantören AB',
      orgNr: '556100-2030',
      type: 'Vendor',
      collector: false,
      street: 'Industrigatan 4',
      postNumber: '112 46',
      town: 'Stockholm',
    });
    const bygg = await creditor({
      name: 'Byggvaror i Norr AB',
      email: 'bygg@creditor.demo',
      company: 'Byggvaror i Norr AB',
      orgNr: '556344-5566',
      type: 'Creditor',
      collector: false,
      street: 'Storgatan 18',
      postNumber: '903 26',
      town: 'Umeå',
    });
    const inkasso = await creditor({
      name: 'Nordisk Inkasso AB',
      email: 'inkasso@collector.demo',
      company: 'Nordisk Inkasso AB',
      orgNr: '556777-8899',
      type: 'Other',
      collector: true,
      street: 'Kungsgatan 30',
      postNumber: '411 19',
      town: 'Göteborg',
    });

    const [fjallbygg, kaffe, transport] = nordlawCases as [number, number, number, number];
    const links = await trx
      .insertInto('creditor_cases')
      .values([
        { creditor_id: leverantor, case_id: fjallbygg },
        { creditor_id: leverantor, case_id: kaffe },
        { creditor_id: bygg, case_id: fjallbygg },
        { creditor_id: bygg, case_id: transport },
        { creditor_id: bygg, case_id: vastCases[0]! },
        { creditor_id: inkasso, case_id: fjallbygg },
      ])
      .returning(['creditor_cases_id', 'creditor_id', 'case_id'])
      .execute();
    // Both demo creditors have approved Nordisk Inkasso to act for them.
    const approved = { status: 'Approved', decided_at: new Date() } as const;
    await trx
      .insertInto('debt_collector_creditors')
      .values([
        { debt_collector_id: inkasso, creditor_id: leverantor, ...approved },
        { debt_collector_id: inkasso, creditor_id: bygg, ...approved },
      ])
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        actor_user_type: 'system',
        action: 'seed',
        entity: 'demo',
        details: JSON.stringify({ ok: true }),
      })
      .execute();

    return {
      lawFirms: { nordlaw: nordlaw.id, vastjuristerna: vast.id },
      users: { admin, anna, ulf, karin },
      creditors: { leverantor, bygg, inkasso },
      cases: { nordlaw: nordlawCases, vastjuristerna: vastCases },
      creditorCases: links.map((l) => ({
        creditorId: l.creditor_id,
        caseId: l.case_id,
        creditorCasesId: l.creditor_cases_id,
      })),
    };
  });
}
