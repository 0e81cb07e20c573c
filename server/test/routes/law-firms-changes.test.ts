import { multipart } from '../files-fixtures';
import { call, login, type SignedIn } from '../helper';
import { as, nordlawId, SVG, setupLawFirmsTests, t, vastId } from '../law-firms-fixture';

// Updating and deleting law firms (setup: law-firms-fixture.ts).

setupLawFirmsTests();

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
    const logoOf = async () =>
      (
        await t.db
          .selectFrom('law_firms')
          .select('logo_stored_name')
          .where('law_firm_id', '=', vastId)
          .executeTakeFirst()
      )?.logo_stored_name;
    const before = await logoOf();
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
    // The replaced logo goes through the removal queue (storage/removals.ts).
    const after = await logoOf();
    expect(after).not.toBe(before);
    if (before) {
      await t.app.portal.mailWorker.drain();
      expect(await t.app.portal.storage.exists(before)).toBe(false);
    }
    expect(await t.app.portal.storage.exists(after!)).toBe(true);
  });

  it('keeps colour and offices when they are not sent, and changes the administrator password when given', async () => {
    const { body } = await update(as.admin, { Password: 'NyttLosen1' });
    expect(body.data.color).toBe('#112233');
    expect(body.data.officeList).toHaveLength(2);
    // The new password ends the administrator's sessions: carry on with a new one.
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

  it('refuses another firm’s A (404) and a U (403)', async () => {
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
    // Another firm answers A as a firm that does not exist; C may not call at all.
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
    await t.app.portal.mailWorker.drain(); // the files go with the job queue's next round
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
