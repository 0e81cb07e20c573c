import pg from 'pg';
import type { Generated } from './generate';

/**
 * bench:api's paged list calls (budget: p99 ≤ 50 ms at 8 connections): every list call of the
 * contract that takes `page`/`pageSize`, on the largest list the generated data has (page 3 of 50; the
 * case with 5,000 creditors and 20,000 messages, the firm with 10,000 cases, the creditor following
 * 500 cases), each as the role the contract lets call it. The ids come from the database (PostgreSQL).
 */

export interface Scenario {
  scenario: string;
  options: Record<string, unknown> & { connections: number };
}

async function login(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data as { token: string; creditorId: number | null; lawFirmId: number | null };
}

export async function pagedScenarios(
  base: string,
  databaseUrl: string,
  generated: Generated,
  connections = 8,
): Promise<Scenario[]> {
  const { bigFirmId, sampleCaseId } = generated;
  const anna = await login(base, '/api/Auth/login', {
    EmalId: 'anna.berg@nordlaw.demo',
    password: 'Demo1234!',
  });
  const admin = await login(base, '/api/Auth/login', { EmalId: 'admin@portal.demo', password: 'Demo1234!' });
  const creditor = await login(base, '/api/Creditor/login', {
    emalId: 'leverantor@creditor.demo',
    password: 'Demo1234!',
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const first = async (query: string, params: unknown[]) =>
    Number(Object.values((await client.query(query, params)).rows[0] ?? { n: 0 })[0] ?? 0);
  // The demo creditor's link with the most messages, and a message the firm sent in the sample case.
  const creditorCasesId = await first(
    `SELECT cc.creditor_cases_id FROM creditor_cases cc
     LEFT JOIN notification_recipients r ON r.recipient_creditor_cases_id = cc.creditor_cases_id
     WHERE cc.creditor_id = $1 GROUP BY cc.creditor_cases_id ORDER BY count(r.*) DESC LIMIT 1`,
    [creditor.creditorId],
  );
  const caseOfLink = await first('SELECT case_id FROM creditor_cases WHERE creditor_cases_id = $1', [
    creditorCasesId,
  ]);
  const messageId = await first(
    `SELECT notification_id FROM notifications WHERE case_id = $1 AND sender_kind = 'LawFirm'
     ORDER BY notification_id LIMIT 1`,
    [sampleCaseId],
  );
  await client.end();

  const page = 'page=3&pageSize=50';
  const as = (token: string, path: string) => ({
    url: `${base}${path}`,
    headers: { authorization: `Bearer ${token}` },
    connections,
  });
  return [
    {
      scenario: 'A: cases of the firm',
      options: as(anna.token, `/api/Case/get?lawFirmId=${bigFirmId}&${page}`),
    },
    {
      scenario: 'A: creditors of the case',
      options: as(anna.token, `/api/case/getcasecreditors?caseId=${sampleCaseId}&${page}`),
    },
    {
      scenario: 'A: messages of the case',
      options: as(anna.token, `/api/LawFirm/notification/get?caseId=${sampleCaseId}&${page}`),
    },
    {
      scenario: 'A: recipients of a message',
      options: as(anna.token, `/api/LawFirm/notification/recipients?notificationId=${messageId}&${page}`),
    },
    {
      scenario: 'A: claims of the case',
      options: as(anna.token, `/api/LawFirm/invoice/get?caseId=${sampleCaseId}&${page}`),
    },
    {
      scenario: 'A: documents of the case',
      options: as(anna.token, `/api/LawFirm/document/get?caseId=${sampleCaseId}&${page}`),
    },
    {
      scenario: 'A: invitations of the case',
      options: as(anna.token, `/api/LawFirm/invitations?caseId=${sampleCaseId}&${page}`),
    },
    {
      scenario: 'A: history of the case',
      options: as(anna.token, `/api/LawFirm/caseHistory?caseId=${sampleCaseId}&${page}`),
    },
    {
      scenario: 'A: users of the firm',
      options: as(anna.token, `/api/LawFirm/getUsers?lawFirmId=${bigFirmId}&${page}`),
    },
    { scenario: 'S: law firms', options: as(admin.token, `/api/LawFirm/get?${page}`) },
    { scenario: 'S: all cases', options: as(admin.token, `/api/Case/getAllCases?${page}`) },
    { scenario: 'S: creditors', options: as(admin.token, `/api/Creditor/get?${page}`) },
    {
      scenario: 'C: all cases, followed first (select-case)',
      options: as(creditor.token, `/api/Case/getAllCases?${page}&followedFirst=true`),
    },
    {
      scenario: 'C: followed cases',
      options: as(creditor.token, `/api/Creditor/getSelectedCase?creditorId=${creditor.creditorId}&${page}`),
    },
    {
      scenario: 'C: messages of a followed case',
      options: as(
        creditor.token,
        `/api/Creditor/notification/get?creditorCasesId=${creditorCasesId}&${page}`,
      ),
    },
    {
      scenario: 'C: claims in a followed case',
      options: {
        ...as(creditor.token, `/api/Creditor/invoice/get?${page}`),
        method: 'POST',
        headers: { authorization: `Bearer ${creditor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ caseId: caseOfLink, creditorId: creditor.creditorId }),
      },
    },
  ];
}
