import { call, login } from '../helper';
import {
  addFirm,
  as,
  firmQuery,
  nordlawId,
  PNG_HEADER,
  SVG,
  setupLawFirmsTests,
  t,
  vastId,
} from '../law-firms-fixture';

// Listing, reading and adding law firms (setup: law-firms-fixture.ts).

setupLawFirmsTests();

describe('GET /api/LawFirm/get', () => {
  it('lists every firm with offices, colour, logo and case count for S', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/LawFirm/get',
      headers: as.admin.headers,
    });
    expect(status).toBe(200);
    const nordlaw = body.data.find((f: { lawFirmId: number }) => f.lawFirmId === nordlawId);
    expect(nordlaw).toMatchObject({
      lawfirmName: 'Nordlaw Advokatbyrå',
      color: '#1F5F8B',
      officeList: [{ lawfirmOffice: 'Stockholm' }, { lawfirmOffice: 'Göteborg' }],
      logoFulllName: 'nordlaw-logo.svg',
      caseCount: 4,
    });
    expect(nordlaw.logoPath).toEqual(expect.any(String));
  });

  it('pages and searches when asked, case-insensitively', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api/LawFirm/get?search=VÄST&page=1&pageSize=5',
      headers: as.admin.headers,
    });
    expect(body.data.map((f: { lawfirmName: string }) => f.lawfirmName)).toEqual(['Västjuristerna']);
  });

  it.each(['anna', 'ulf', 'leverantor', 'inkasso'] as const)('refuses %s with 403', async (who) => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/LawFirm/get',
      headers: as[who].headers,
    });
    expect(status).toBe(403);
    expect(body.data).toBeNull();
  });
});

describe('GET /api/LawFirm/getById', () => {
  it('gives S any firm, A and U their own, C a firm of a case it follows', async () => {
    for (const who of ['admin', 'anna', 'ulf', 'leverantor'] as const) {
      const { status, body } = await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getById?lawFirmId=${nordlawId}`,
        headers: as[who].headers,
      });
      expect(status).toBe(200);
      expect(body.data.lawfirmName).toBe('Nordlaw Advokatbyrå');
    }
  });

  it('answers another firm’s staff and a creditor that follows none of its cases as for no firm (404)', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/getById?lawFirmId=${nordlawId}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/getById?lawFirmId=${vastId}`,
          headers: as.leverantor.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for an unknown firm and 400 for a bad id', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/LawFirm/getById?lawFirmId=9999',
          headers: as.admin.headers,
        })
      ).status,
    ).toBe(404);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/LawFirm/getById?lawFirmId=abc',
      headers: as.admin.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^lawFirmId:/);
  });
});

describe('POST /api/LawFirm/add', () => {
  it('creates the firm, its offices (Unicode letters) and its administrator, with a logo', async () => {
    const { status, body } = await addFirm(as.admin, firmQuery(), { name: 'logo.svg', content: SVG });
    expect(status).toBe(200);
    expect(body.message).toBe('Lawfirm created successfully');
    const id = body.data.lawFirmId;
    const firm = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/getById?lawFirmId=${id}`,
      headers: as.admin.headers,
    });
    expect(firm.body.data).toMatchObject({
      lawfirmName: 'Advokatfirman Öst',
      officeList: [{ lawfirmOffice: 'Västerås' }, { lawfirmOffice: 'Örebro' }],
      color: '#336699',
      logoFulllName: 'logo.svg',
      createdBy: 'admin@portal.demo',
    });
    expect(await t.app.portal.storage.exists(firm.body.data.logoPath)).toBe(true);
    const admin = await login(t.app, 'asa@ost.se', 'Hemligt-Byra-123');
    expect(admin).toMatchObject({ userType: 'A', lawFirmId: id });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'law_firm')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('create');
  });

  it('accepts query keys in any case and no file at all', async () => {
    const query = firmQuery({ LawfirmContactEmail: 'kontakt@fyra.se', LawfirmName: 'Fyra' }).replace(
      'LawfirmName=',
      'lawfirmname=',
    );
    const { status } = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${query}`,
      headers: as.admin.headers,
    });
    expect(status).toBe(200);
  });

  it('answers 409 Record already exist when the contact e-mail is taken', async () => {
    const { status, body } = await addFirm(
      as.admin,
      firmQuery({ LawfirmContactEmail: 'ANNA.BERG@nordlaw.demo' }),
    );
    expect(status).toBe(409);
    expect(body.message).toBe('Record already exist');
  });

  it.each([
    [{ LawFirmOffices: 'Stockholm;' }, /^LawFirmOffices: /],
    [{ LawFirmOffices: 'Stockholm,Malmö' }, /^LawFirmOffices: /],
    [{ LawfirmContactEmail: 'nope' }, /^LawfirmContactEmail: Invalid email/],
    [{ Password: '123' }, /^Password: /],
    [{ ColorCode: 'blue' }, /^ColorCode: /],
    [{ LawfirmName: '' }, /^LawfirmName: /],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const { status, body } = await addFirm(
      as.admin,
      firmQuery({ LawfirmContactEmail: 'x1@ost.se', ...override }),
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('answers 415 for a logo whose content is not an image, and keeps nothing', async () => {
    const { status } = await addFirm(as.admin, firmQuery({ LawfirmContactEmail: 'x2@ost.se' }), {
      name: 'logo.png',
      content: Buffer.from('MZ this is an executable'),
    });
    expect(status).toBe(415);
    const firm = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'x2@ost.se')
      .executeTakeFirst();
    expect(firm).toBeUndefined();
  });

  it.each(['anna', 'ulf', 'leverantor', 'inkasso'] as const)('refuses %s with 403', async (who) => {
    const { status } = await addFirm(as[who], firmQuery({ LawfirmContactEmail: 'x3@ost.se' }), {
      name: 'logo.png',
      content: PNG_HEADER,
    });
    expect(status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t.app, { method: 'POST', url: `/api/LawFirm/add?${firmQuery()}` })).status).toBe(401);
  });
});
