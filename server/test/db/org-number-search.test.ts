import { call, createTestApp, loginAll, type TestApp } from '../helper';

/**
 * An organisation number typed without its dash (5561234567), or with a space, finds what
 * 556123-4567 finds, in every server search of our pages: the firm's cases, the select-case screen,
 * a case's creditors, a creditor's followed cases and S's creditors.
 */

/** A case of Anna's firm followed by Leverantören, its debtor's and the creditor's organisation numbers. */
type Target = {
  caseId: number;
  lawFirmId: number;
  debtorOrgnr: string;
  creditorId: number;
  creditorOrgnr: string;
};

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;
let target: Target;

const typings = (orgnr: string) => {
  const digits = orgnr.replace(/[\s-]/g, '');
  return [orgnr, digits, `${digits.slice(0, 6)} ${digits.slice(6)}`];
};

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
  const creditorId = as.leverantor.creditorId ?? 0;
  const row = await t.db
    .selectFrom('creditor_cases as cc')
    .innerJoin('cases as c', 'c.case_id', 'cc.case_id')
    .innerJoin('creditors as cr', 'cr.creditor_id', 'cc.creditor_id')
    .select(['c.case_id', 'c.law_firm_id', 'c.debtor_orgnr', 'cr.company_org_nr'])
    .where('cc.creditor_id', '=', creditorId)
    .where('c.law_firm_id', '=', as.anna.lawFirmId ?? 0)
    .executeTakeFirstOrThrow();
  target = {
    caseId: row.case_id,
    lawFirmId: row.law_firm_id,
    debtorOrgnr: row.debtor_orgnr ?? '',
    creditorId,
    creditorOrgnr: row.company_org_nr ?? '',
  };
  // The demo's numbers are written with their dash, as the test needs.
  expect(target.debtorOrgnr).toMatch(/^\d{6}-\d{4}$/);
  expect(target.creditorOrgnr).toMatch(/^\d{6}-\d{4}$/);
});
afterAll(async () => {
  await t?.close();
});

async function ids(url: string, headers: { authorization: string }, list: string, id: string) {
  const { status, body } = await call(t.app, { method: 'GET', url, headers });
  expect(status).toBe(200);
  return (body.data[list] as Record<string, number>[]).map((item) => item[id]);
}

describe('an organisation number matches with or without its dash', () => {
  it.each([
    [
      'the firm’s case list',
      'anna',
      'casesResponses',
      (): string => `/api/Case/get?lawFirmId=${target.lawFirmId}`,
    ],
    [
      'the select-case search over every firm’s cases',
      'bygg',
      'casesResponses',
      (): string => '/api/Case/getAllCases?',
    ],
    [
      'a creditor’s followed cases',
      'leverantor',
      'creditorCaseList',
      (): string => `/api/Creditor/getSelectedCase?creditorId=${target.creditorId}`,
    ],
  ] as const)('in %s', async (_name, who, list, path) => {
    for (const search of typings(target.debtorOrgnr)) {
      const url = `${path()}&page=1&pageSize=10&search=${encodeURIComponent(search)}`;
      expect(await ids(url, as[who].headers, list, 'caseId')).toEqual([target.caseId]);
    }
  });

  it('in a case’s creditors and in S’s creditors', async () => {
    for (const search of typings(target.creditorOrgnr)) {
      const q = encodeURIComponent(search);
      const ofCase = `/api/case/getcasecreditors?caseId=${target.caseId}&page=1&pageSize=10&search=${q}`;
      const links = await call(t.app, { method: 'GET', url: ofCase, headers: as.anna.headers });
      expect(links.status).toBe(200);
      expect(
        links.body.data.caseCreditorListRponse.map(
          (link: { creditorResponse: { creditorId: number } }) => link.creditorResponse.creditorId,
        ),
      ).toEqual([target.creditorId]);
      const all = `/api/Creditor/get?page=1&pageSize=10&search=${q}`;
      expect(await ids(all, as.admin.headers, 'creditorList', 'creditorId')).toContain(target.creditorId);
    }
  });

  it('still matches part of a number, and a search of separators alone as before', async () => {
    const digits = target.debtorOrgnr.replace('-', '');
    const part = digits.slice(3, 9); // across the dash: "123-45" typed "12345"
    const url = `/api/Case/get?lawFirmId=${target.lawFirmId}&page=1&pageSize=500&search=${part}`;
    expect(await ids(url, as.anna.headers, 'casesResponses', 'caseId')).toContain(target.caseId);
    const dash = `/api/Case/get?lawFirmId=${target.lawFirmId}&page=1&pageSize=500&search=-`;
    const plain = `/api/Case/get?lawFirmId=${target.lawFirmId}&page=1&pageSize=500`;
    const withDash = await ids(dash, as.anna.headers, 'casesResponses', 'caseId');
    expect(withDash).toContain(target.caseId);
    expect(withDash.length).toBeLessThanOrEqual(
      (await ids(plain, as.anna.headers, 'casesResponses', 'caseId')).length,
    );
  });
});
