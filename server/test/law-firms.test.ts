import { multipart } from './files-fixtures';
import { call, createTestApp, login, loginAll, type SignedIn, type TestApp } from './helper';

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;
let nordlawId: number;
let vastId: number;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const PNG_HEADER = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
  nordlawId = as.anna.lawFirmId!;
  vastId = as.karin.lawFirmId!;
});
afterAll(async () => {
  await t.close();
});

const firmQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    LawfirmName: 'Advokatfirman Öst',
    LawFirmOffices: 'Västerås; Örebro',
    LawfirmContactName: 'Åsa Öberg',
    LawfirmContactEmail: 'asa@ost.se',
    Password: 'Hemligt123',
    LawfirmUrl: 'ost.se',
    LawfirmNotes: '',
    ColorCode: '#336699',
    ...overrides,
  }).toString();

const addFirm = (who: SignedIn, query: string, file?: { name: string; content: Buffer }) => {
  const body = multipart({}, file);
  return call(t.app, {
    method: 'POST',
    url: `/api/LawFirm/add?${query}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};

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

  it('answers another firm’s staff and a creditor that follows none of its cases as for no firm (404, issue 12 §6)', async () => {
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
    const admin = await login(t.app, 'asa@ost.se', 'Hemligt123');
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

describe('PUT /api/LawFirm/update', () => {
  const update = (
    who: SignedIn,
    fields: Record<string, string>,
    file?: { name: string; content: Buffer },
  ) => {
    const body = multipart({}, file);
    const query = new URLSearchParams({
      LawFirmId: String(vastId),
      LawfirmName: 'Västjuristerna',
      LawfirmContactName: 'Karin Ek',
      LawfirmContactEmail: 'karin.ek@vastjuristerna.demo',
      ...fields,
    });
    return call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${query}`,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('lets the firm’s own A change name, colour, offices and logo', async () => {
    const { status, body } = await update(
      as.karin,
      { LawfirmName: 'Västjuristerna AB', ColorCode: '#112233', LawFirmOffices: 'Malmö; Lund' },
      { name: 'ny.svg', content: SVG },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      lawfirmName: 'Västjuristerna AB',
      color: '#112233',
      officeList: [{ lawfirmOffice: 'Malmö' }, { lawfirmOffice: 'Lund' }],
      logoFulllName: 'ny.svg',
    });
  });

  it('keeps colour and offices when they are not sent, and changes the administrator password when given', async () => {
    const { body } = await update(as.admin, { Password: 'NyttLosen1' });
    expect(body.data.color).toBe('#112233');
    expect(body.data.officeList).toHaveLength(2);
    // The new password ends the administrator's sessions (issue 11 §3): carry on with a new one.
    const fresh = await login(t.app, 'karin.ek@vastjuristerna.demo', 'NyttLosen1');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/Case/get?lawFirmId=1', headers: as.karin.headers }))
        .status,
    ).toBe(401);
    as.karin = fresh;
  });

  it('refuses to remove an office a firm user works at, naming it', async () => {
    const anna = as.anna;
    const query = new URLSearchParams({
      LawFirmId: String(nordlawId),
      LawfirmName: 'Nordlaw Advokatbyrå',
      LawfirmContactName: 'Anna Berg',
      LawfirmContactEmail: 'anna.berg@nordlaw.demo',
      LawFirmOffices: 'Göteborg',
    });
    const { status, body } = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${query}`,
      headers: anna.headers,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/Stockholm/);
  });

  it('refuses another firm’s A (404, issue 12 §6) and a U (403)', async () => {
    expect((await update(as.anna, {})).status).toBe(404);
    const ulfQuery = new URLSearchParams({
      LawFirmId: String(nordlawId),
      LawfirmName: 'X',
      LawfirmContactName: 'X',
      LawfirmContactEmail: 'anna.berg@nordlaw.demo',
    });
    expect(
      (await call(t.app, { method: 'PUT', url: `/api/LawFirm/update?${ulfQuery}`, headers: as.ulf.headers }))
        .status,
    ).toBe(403);
  });
});

describe('DELETE /api/LawFirm/delete', () => {
  it('is for S, and for A on its own firm only', async () => {
    // Another firm answers A as a firm that does not exist (issue 12 §6); C may not call at all.
    for (const [who, status] of [
      ['anna', 404],
      ['leverantor', 403],
    ] as const) {
      expect(
        (
          await call(t.app, {
            method: 'DELETE',
            url: `/api/LawFirm/delete?LawFirmId=${vastId}`,
            headers: as[who].headers,
          })
        ).status,
      ).toBe(status);
    }
  });

  it('lets the firm administrator delete its own firm: the firm, its cases, users, links and logo go in one go', async () => {
    const logo = (
      await t.db
        .selectFrom('law_firms')
        .select('logo_stored_name')
        .where('law_firm_id', '=', vastId)
        .executeTakeFirst()
    )?.logo_stored_name;
    const { status, body } = await call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/delete?LawFirmId=${vastId}`,
      headers: as.karin.headers,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('LawFirm deleted successfully');
    expect(
      await t.db.selectFrom('cases').select('case_id').where('law_firm_id', '=', vastId).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('users').select('user_id').where('law_firm_id', '=', vastId).execute(),
    ).toEqual([]);
    expect(await t.app.portal.storage.exists(logo!)).toBe(false);
    // The deleted firm's administrator can no longer use the token it had.
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/LawFirm/getUsers?lawFirmId=1',
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/LawFirm/delete?LawFirmId=${vastId}`,
          headers: as.admin.headers,
        })
      ).status,
    ).toBe(404);
  });
});
