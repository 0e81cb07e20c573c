import { readOutbox } from '../../src/mail';
import { call, createTestApp, login, loginAll, type TestApp } from '../helper';

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;
let nordlawId: number;
let offices: { lawFirmOfficeId: number; lawfirmOffice: string }[];

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
  nordlawId = as.anna.lawFirmId!;
  const firm = await call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/getById?lawFirmId=${nordlawId}`,
    headers: as.anna.headers,
  });
  offices = firm.body.data.officeList;
});
afterAll(async () => {
  await t.close();
});

const newUser = (email: string, overrides: Record<string, unknown> = {}) => ({
  lawFirmId: nordlawId,
  lawfirmUserName: 'Sven Ström',
  LawfirmUserEmail: email,
  Password: 'Hemligt-Kontor-1',
  lawFirmUserOffices: [{ lawFirmOfficeId: offices[1]!.lawFirmOfficeId }],
  ...overrides,
});

describe('GET /api/LawFirm/getUsers', () => {
  it('lists the firm’s users with their offices for its A and for S', async () => {
    for (const who of ['anna', 'admin'] as const) {
      const { status, body } = await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getUsers?lawFirmId=${nordlawId}`,
        headers: as[who].headers,
      });
      expect(status).toBe(200);
      const ulf = body.data.lawFirmUserList.find(
        (u: { lawfirmUserEmail: string }) => u.lawfirmUserEmail === 'ulf.lind@nordlaw.demo',
      );
      expect(ulf).toMatchObject({ userType: 'U', lawFirmUserOffices: [{ lawfirmOffice: 'Stockholm' }] });
    }
  });

  it('searches on e-mail or office name', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/getUsers?lawFirmId=${nordlawId}&search=stockholm&page=1&pageSize=10`,
      headers: as.anna.headers,
    });
    expect(body.data.totalCount).toBe(2);
  });

  it('refuses another firm’s A (404), a U and creditors', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/getUsers?lawFirmId=${nordlawId}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/getUsers?lawFirmId=${nordlawId}`,
          headers: as.ulf.headers,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/getUsers?lawFirmId=${nordlawId}`,
          headers: as.inkasso.headers,
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/LawFirm/addUser', () => {
  it('creates a U with offices who can sign in', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: as.anna.headers,
      payload: newUser('sven@nordlaw.demo'),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('User created successfully');
    expect(await login(t.app, 'sven@nordlaw.demo', 'Hemligt-Kontor-1')).toMatchObject({
      userType: 'U',
      lawFirmId: nordlawId,
    });
  });

  it('takes bare office ids too', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: as.admin.headers,
      payload: newUser('tove@nordlaw.demo', { lawFirmUserOffices: [offices[0]!.lawFirmOfficeId] }),
    });
    expect(status).toBe(200);
  });

  it('answers 409 Record already exist for a taken e-mail, whatever its case', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: as.anna.headers,
      payload: newUser('ULF.LIND@nordlaw.demo'),
    });
    expect(status).toBe(409);
    expect(body.message).toBe('Record already exist');
  });

  it.each([
    [{ lawFirmUserOffices: [] }, /^lawFirmUserOffices: /],
    [{ Password: '12' }, /^Password: /],
    [{ LawfirmUserEmail: 'x' }, /^LawfirmUserEmail: /],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: as.anna.headers,
      payload: newUser('y@nordlaw.demo', override),
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('refuses an office of another firm and a firm that is not the caller’s', async () => {
    const vast = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/getById?lawFirmId=${as.karin.lawFirmId}`,
      headers: as.karin.headers,
    });
    const foreignOffice = vast.body.data.officeList[0].lawFirmOfficeId;
    const wrongOffice = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: as.anna.headers,
      payload: newUser('z@nordlaw.demo', { lawFirmUserOffices: [foreignOffice] }),
    });
    expect(wrongOffice.status).toBe(400);
    const wrongFirm = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: as.karin.headers,
      payload: newUser('z@nordlaw.demo'),
    });
    expect(wrongFirm.status).toBe(404); // another firm answers as one that does not exist
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/LawFirm/addUser',
          headers: as.ulf.headers,
          payload: newUser('z@nordlaw.demo'),
        })
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/LawFirm/updateUser and DELETE /api/LawFirm/deleteUser', () => {
  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow())
      .user_id;

  it('updates offices and password, and the e-mail once the user confirms it', async () => {
    const id = await userId('sven@nordlaw.demo');
    const { status, body } = await call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/updateUser',
      headers: as.anna.headers,
      payload: {
        lawFirmUserId: id,
        lawfirmUserName: 'Sven Ström',
        LawfirmUserEmail: 'sven.strom@nordlaw.demo',
        Password: 'Nytt-Losen-Tva-2',
        lawFirmUserOffices: offices.map((o) => ({ lawFirmOfficeId: o.lawFirmOfficeId })),
      },
    });
    expect(status).toBe(200);
    // The new address waits for the code mailed to it (new-email-counts-once-confirmed.test.ts).
    expect(body.data).toMatchObject({
      lawfirmUserEmail: 'sven@nordlaw.demo',
      pendingEmail: 'sven.strom@nordlaw.demo',
      lawFirmUserOffices: [{}, {}],
    });
    const sven = await login(t.app, 'sven@nordlaw.demo', 'Nytt-Losen-Tva-2');
    await t.app.portal.deferredMail.idle();
    const mail = readOutbox(t.config.dataDir)
      .filter((m) => m.to === 'sven.strom@nordlaw.demo')
      .at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    const confirmed = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/confirmEmail',
      headers: sven.headers,
      payload: { code },
    });
    expect(confirmed.status).toBe(200);
    await login(t.app, 'sven.strom@nordlaw.demo', 'Nytt-Losen-Tva-2');
  });

  it('keeps the password when none is sent and answers 409 for a taken e-mail', async () => {
    const id = await userId('sven.strom@nordlaw.demo');
    const payload = {
      lawFirmUserId: id,
      LawfirmUserEmail: 'leverantor@creditor.demo',
      lawFirmUserOffices: [offices[0]!.lawFirmOfficeId],
    };
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/api/LawFirm/updateUser',
          headers: as.anna.headers,
          payload,
        })
      ).status,
    ).toBe(409);
  });

  it('hides another firm’s users (404)', async () => {
    const id = await userId('sven.strom@nordlaw.demo');
    const { status } = await call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/updateUser',
      headers: as.karin.headers,
      payload: { lawFirmUserId: id, LawfirmUserEmail: 'a@b.se', lawFirmUserOffices: [1] },
    });
    expect(status).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/LawFirm/deleteUser?lawFirmUserId=${id}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a user; an administrator cannot delete itself', async () => {
    const id = await userId('sven.strom@nordlaw.demo');
    const { status, body } = await call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/deleteUser?lawFirmUserId=${id}`,
      headers: as.anna.headers,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('User deleted successfully');
    const self = await call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/deleteUser?lawFirmUserId=${await userId('anna.berg@nordlaw.demo')}`,
      headers: as.anna.headers,
    });
    expect(self.status).toBe(400);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/LawFirm/deleteUser?lawFirmUserId=${id}`,
          headers: as.ulf.headers,
        })
      ).status,
    ).toBe(403);
  });
});
