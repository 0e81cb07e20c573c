import { as, fjallbygg, newCase, setupCasesTests, t } from '../cases-fixture';
import { call } from '../helper';

// Updating and deleting cases, their creditors and the creditors’ list of cases (setup: cases-fixture.ts).

setupCasesTests();

describe('PUT /api/Case/update', () => {
  it('updates the case and stamps dateEdited', async () => {
    const before = await t.db
      .selectFrom('cases')
      .select('date_edited')
      .where('case_id', '=', fjallbygg)
      .executeTakeFirstOrThrow();
    const { status, body } = await call(t.app, {
      method: 'PUT',
      url: '/api/Case/update',
      headers: as.anna.headers,
      payload: newCase({ caseId: fjallbygg, debtorName: 'Fjällbygg i Åre AB', status: 3, dateDecision: '' }),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 3, dateDecision: null, debtorOrgnr: '556000-1111' });
    expect(new Date(body.data.dateEdited).getTime()).toBeGreaterThanOrEqual(
      new Date(before.date_edited).getTime(),
    );
  });

  it('refuses U, another firm and creditors', async () => {
    const payload = newCase({ caseId: fjallbygg });
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/Case/update', headers: as.ulf.headers, payload }))
        .status,
    ).toBe(403);
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/Case/update', headers: as.karin.headers, payload }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/Case/update', headers: as.leverantor.headers, payload }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/case/getcasecreditors', () => {
  it('lists the creditors following the case for its firm', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: `/api/case/getcasecreditors?caseId=${fjallbygg}`,
      headers: as.ulf.headers,
    });
    expect(status).toBe(200);
    const names = body.data.caseCreditorListRponse.map(
      (c: { creditorResponse: { creditorName: string } }) => c.creditorResponse.creditorName,
    );
    expect(names).toEqual(['Byggvaror i Norr AB', 'Leverantören AB', 'Nordisk Inkasso AB']);
    expect(body.data.caseCreditorListRponse[0].creditorResponse).not.toHaveProperty('password_hash');
  });

  it('searches and pages', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: `/api/case/getcasecreditors?caseId=${fjallbygg}&search=556344&page=1&pageSize=10`,
      headers: as.anna.headers,
    });
    expect(body.data.totalCount).toBe(1);
  });

  it('hides the case from others', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/case/getcasecreditors?caseId=${fjallbygg}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/case/getcasecreditors?caseId=${fjallbygg}`,
          headers: as.leverantor.headers,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/Case/getAllCases', () => {
  it('lists every case for creditors without the firm’s internal fields', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/Case/getAllCases',
      headers: as.bygg.headers,
    });
    expect(status).toBe(200);
    expect(body.data.casesResponses.length).toBeGreaterThanOrEqual(6);
    expect(body.data.casesResponses.every((c: { caseNotes: unknown }) => c.caseNotes === null)).toBe(true);
    const paged = await call(t.app, {
      method: 'GET',
      url: '/api/Case/getAllCases?search=malmö&page=1&pageSize=5',
      headers: as.inkasso.headers,
    });
    expect(paged.body.data.totalCount).toBe(1);
  });

  it('refuses firm staff', async () => {
    expect(
      (await call(t.app, { method: 'GET', url: '/api/Case/getAllCases', headers: as.anna.headers })).status,
    ).toBe(403);
  });
});

describe('DELETE /api/Case/delete', () => {
  it('refuses U and another firm, then deletes for its A with the links', async () => {
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/Case/delete?caseId=${fjallbygg}`,
          headers: as.ulf.headers,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/Case/delete?caseId=${fjallbygg}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
    const { status, body } = await call(t.app, {
      method: 'DELETE',
      url: `/api/Case/delete?caseId=${fjallbygg}`,
      headers: as.anna.headers,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Case deleted successfully');
    expect(
      await t.db.selectFrom('creditor_cases').select('case_id').where('case_id', '=', fjallbygg).execute(),
    ).toEqual([]);
  });
});
