import { noDataSchema } from './common';
import { endpointGroup, fileDownload, recordIdSchema } from './endpoint';

describe('endpointGroup', () => {
  const cases = endpointGroup({
    tag: 'Cases',
    roles: ['A', 'U'],
    errors: { 404: 'No such case', 403: 'Not your firm' },
  });

  it("adds an endpoint's refusals to its group's, and lets the endpoint reword a status", () => {
    const endpoint = cases('closeCase', 'PUT /api/LawFirm/case/close', {
      summary: 'Close a case',
      errors: { 409: 'Closed already', 403: 'Only A may close a case' },
    });
    // A group's refusal stays on every endpoint: an endpoint that names its own must not drop it.
    expect(endpoint.errors).toEqual({
      404: 'No such case',
      403: 'Only A may close a case',
      409: 'Closed already',
    });
  });

  it('splits the route, takes the group roles unless the endpoint names its own, and answers no data by default', () => {
    const read = cases('getCase', 'GET /api/LawFirm/case', { summary: 'Read a case' });
    expect(read).toMatchObject({ method: 'GET', path: '/api/LawFirm/case', roles: ['A', 'U'], tag: 'Cases' });
    expect(read.data).toBe(noDataSchema);
    const own = cases('removeCase', 'DELETE /api/LawFirm/case', { summary: 'Remove', roles: ['A'] });
    expect(own.roles).toEqual(['A']);
  });

  it('leaves errors out when neither the group nor the endpoint names any', () => {
    const bare = endpointGroup({ tag: 'Auth', roles: [] })('ping', 'GET /api/Auth/ping', { summary: 'Ping' });
    expect('errors' in bare).toBe(false);
  });

  it('refuses an endpoint whose group and spec name no roles', () => {
    expect(() => endpointGroup({ tag: 'Auth' })('x', 'GET /api/Auth/x', { summary: 'x' })).toThrow(
      /names no roles/,
    );
  });
});

describe('descriptor fragments', () => {
  it('fileDownload marks a file answer of the given kinds with no JSON envelope', () => {
    const endpoint = endpointGroup({ tag: 'Cases', roles: ['A'] })('file', 'GET /api/LawFirm/file', {
      summary: 'A file',
      ...fileDownload(['pdf', 'xlsx']),
    });
    expect(endpoint).toMatchObject({ download: true, downloadKinds: ['pdf', 'xlsx'] });
    expect(endpoint.data.safeParse(null).success).toBe(true);
  });

  it('recordIdSchema reads one positive id under the given key', () => {
    const schema = recordIdSchema('invoiceId');
    expect(schema.parse({ invoiceId: '7' })).toEqual({ invoiceId: 7 });
    expect(schema.safeParse({ invoiceId: 0 }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});
