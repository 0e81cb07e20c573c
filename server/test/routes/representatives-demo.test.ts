import { as, creditors, ids, mapped, setupRepresentativesTests, t, w } from '../representatives-fixture';

// The demo data and the OpenAPI document (setup: representatives-fixture.ts).

setupRepresentativesTests();

describe('the demo data', () => {
  it('keeps Nordisk Inkasso approved for both demo creditors', async () => {
    const { body } = await mapped(as.inkasso);
    expect(ids(body.data.creditorList)).toEqual([w.creditors.leverantor, w.creditors.bygg].sort());
    const listed = (await creditors(as.inkasso)).body.data.creditorList;
    expect(listed.every((c: { representation: string }) => c.representation === 'Approved')).toBe(true);
    expect(listed[0]).toHaveProperty('creditorEmaill');
    expect(listed[0].caseIdList.length).toBeGreaterThan(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes the three representatives calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Creditor/representatives',
        '/api/Creditor/representatives/decide',
        '/api/Creditor/representatives/revoke',
      ]),
    );
    expect(doc.paths['/api/Creditor/representatives/decide'].put.requestBody).toBeDefined();
  });
});
