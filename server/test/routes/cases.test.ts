import { validationMessages } from 'shared-api/contract';
import { as, fjallbygg, newCase, nordlawId, setupCasesTests, t, vastCase, vastId } from '../cases-fixture';
import { call } from '../helper';

// Adding and reading cases (setup: cases-fixture.ts).

setupCasesTests();

describe('POST /api/Case/add', () => {
  it('creates a case in the caller’s own firm, whatever lawFirmId says', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Case/add',
      headers: as.anna.headers,
      payload: newCase(),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Case created successfully');
    const row = await t.db
      .selectFrom('cases')
      .selectAll()
      .where('case_id', '=', body.data.caseId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      law_firm_id: nordlawId,
      status: 2,
      date_decision: '2026-02-01',
      administrator_name: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('case_id', '=', body.data.caseId)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it.each([
    [{ debtorName: '' }, 'debtorName: Debtor name is required'],
    [{ knr: undefined }, 'knr: K-number is required'],
    [{ status: 8 }, 'status: Status is required'],
    [{ administratorEmail: 'nope' }, 'administratorEmail: Invalid email'],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Case/add',
      headers: as.anna.headers,
      payload: newCase(override),
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers in Swedish when asked', async () => {
    const { body } = await call(t.app, {
      method: 'POST',
      url: '/api/Case/add',
      headers: { ...as.anna.headers, 'accept-language': 'sv' },
      payload: newCase({ debtorName: ' ' }),
    });
    expect(body.message).toBe(`debtorName: ${validationMessages.sv['validation.debtorNameRequired']}`);
  });

  it('answers 400 for an unknown sector', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Case/add',
      headers: as.anna.headers,
      payload: newCase({ debtorSectorId: 999 }),
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^debtorSectorId/);
  });

  it.each(['admin', 'ulf', 'leverantor', 'inkasso'] as const)('refuses %s with 403', async (who) => {
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/Case/add',
          headers: as[who].headers,
          payload: newCase(),
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/Case/get', () => {
  it('gives A and U their firm’s cases with the status and sector lists', async () => {
    for (const who of ['anna', 'ulf'] as const) {
      const { status, body } = await call(t.app, {
        method: 'GET',
        url: `/api/Case/get?lawFirmId=${nordlawId}`,
        headers: as[who].headers,
      });
      expect(status).toBe(200);
      expect(body.data.casesResponses.every((c: { lawFirmId: number }) => c.lawFirmId === nordlawId)).toBe(
        true,
      );
      expect(body.data.caseStatusResponses).toHaveLength(7);
      expect(body.data.caseSectorIndustryResponses).toHaveLength(21);
    }
  });

  it('names statuses and sectors in Swedish for a Swedish caller', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: `/api/case/get?lawfirmid=${nordlawId}`,
      headers: { ...as.anna.headers, 'accept-language': 'sv-SE' },
    });
    expect(body.data.caseStatusResponses[0]).toEqual({ caseStatusId: 1, status: 'Fas 1' });
    const fjall = body.data.casesResponses.find((c: { caseId: number }) => c.caseId === fjallbygg);
    expect(fjall).toMatchObject({ statusName: 'Fas 2', debtorSector: 'Byggverksamhet' });
  });

  it('pages and searches on debtor name, org. number or K-number', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: `/api/Case/get?lawFirmId=${nordlawId}&search=k 877&page=1&pageSize=2`,
      headers: as.anna.headers,
    });
    expect(body.data.totalCount).toBe(1);
    expect(body.data.casesResponses[0].debtorName).toBe('Norrlands Transport & Logistik AB');
  });

  it('answers another firm’s list with 404, as for a firm that does not exist', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/Case/get?lawFirmId=${vastId}`,
          headers: as.anna.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/Case/get?lawFirmId=${nordlawId}`,
          headers: as.leverantor.headers,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/case/getCaseById', () => {
  it('gives the case to its firm and to creditors that follow it', async () => {
    for (const who of ['anna', 'ulf', 'leverantor', 'inkasso'] as const) {
      const { status, body } = await call(t.app, {
        method: 'GET',
        url: `/api/case/getCaseById?caseId=${fjallbygg}`,
        headers: as[who].headers,
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        debtorName: 'Fjällbygg i Åre AB',
        lawfirmName: 'Nordlaw Advokatbyrå',
        knr: 'K 1234-24',
      });
    }
  });

  it('answers 404 to another firm and to a creditor that does not follow it', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/case/getCaseById?caseId=${fjallbygg}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/case/getCaseById?caseId=${vastCase}`,
          headers: as.leverantor.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/case/getCaseById?caseId=99999',
          headers: as.anna.headers,
        })
      ).status,
    ).toBe(404);
  });
});
