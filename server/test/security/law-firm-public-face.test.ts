import { call, createTestApp, loginAll, type TestApp } from '../helper';

/**
 * "Each answer tells only what its reader may know":
 * LawFirm/getById gave creditors and debt collectors the firm's internal notes
 * and its administrator's e-mail (the administrator's sign-in). They get the
 * firm's public face only: name, offices, web address, colour and logo.
 */

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;
let nordlawId: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
  const firm = await t.db
    .selectFrom('law_firms')
    .select('law_firm_id')
    .where('name', '=', 'Nordlaw Advokatbyrå')
    .executeTakeFirstOrThrow();
  nordlawId = firm.law_firm_id;
  await t.db
    .updateTable('law_firms')
    .set({ notes: 'Intern: kunden betalar sent.', url: 'https://nordlaw.example.se' })
    .where('law_firm_id', '=', nordlawId)
    .execute();
});
afterAll(() => t.close());

const getById = (who: keyof typeof as) =>
  call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/getById?lawFirmId=${nordlawId}`,
    headers: as[who].headers,
  });

describe('the law firm as creditors and debt collectors see it', () => {
  it.each(['leverantor', 'inkasso'] as const)('%s gets the public face and nothing internal', async (who) => {
    const { status, body } = await getById(who);
    expect(status).toBe(200);
    const firm = body.data;
    expect(firm).toMatchObject({
      lawFirmId: nordlawId,
      lawfirmName: 'Nordlaw Advokatbyrå',
      lawfirmUrl: 'https://nordlaw.example.se',
      color: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
    });
    expect(firm.officeList.length).toBeGreaterThan(0);
    expect(firm.logoPath).toEqual(expect.any(String));
    expect(firm.lawfirmNotes).toBeNull();
    expect(firm.lawfirmContactEmail).toBe('');
    expect(firm.lawfirmContactName).toBe('');
    expect(firm.createdBy).toBeNull();
    expect(firm).not.toHaveProperty('caseCount');
    const text = JSON.stringify(body);
    expect(text).not.toContain('Intern');
    expect(text).not.toContain('anna.berg@nordlaw.demo');
  });

  it('still gives the firm itself and the platform administrator everything', async () => {
    for (const who of ['anna', 'admin'] as const) {
      const firm = (await getById(who)).body.data;
      expect(firm.lawfirmNotes).toBe('Intern: kunden betalar sent.');
      expect(firm.lawfirmContactEmail).toBe('anna.berg@nordlaw.demo');
    }
  });
});
