import { redactUrl } from '../../src/http/redact';
import { multipart } from '../files-fixtures';
import { call, createTestApp, login, type SignedIn, type TestApp } from '../helper';

/**
 * "No passwords in logs": LawFirm/add and LawFirm/update took the
 * administrator's `Password` in the query, and the request log writes whole URLs.
 * Now the password may travel in the multipart body, and the request log
 * replaces the values of secret query parameters with [redacted].
 */

const lines: string[] = [];
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
  );
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const firm = (email: string) =>
  new URLSearchParams({
    LawfirmName: 'Loggfria Advokater',
    LawFirmOffices: 'Luleå',
    LawfirmContactName: 'Lo Gg',
    LawfirmContactEmail: email,
  });

describe('the request log', () => {
  it('never holds the password of LawFirm/add or LawFirm/update, in the query or in the body', async () => {
    const inQuery = 'Fragan-Hemlig-1';
    const inBody = 'Kroppen-Hemlig-2';
    const viaQuery = firm('q@loggfria.se');
    viaQuery.set('Password', inQuery);
    const added = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${viaQuery}`,
      headers: admin.headers,
    });
    expect(added.status).toBe(200);
    expect((await login(t.app, 'q@loggfria.se', inQuery, 'firm')).userType).toBe('A');

    const body = multipart({ Password: inBody });
    const addedWithBody = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${firm('b@loggfria.se')}`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(addedWithBody.status).toBe(200);
    expect((await login(t.app, 'b@loggfria.se', inBody, 'firm')).userType).toBe('A');

    const update = firm('b@loggfria.se');
    update.set('LawFirmId', String(addedWithBody.body.data.lawFirmId));
    update.set('password', `${inQuery}-ny`); // any casing
    const updated = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${update}`,
      headers: admin.headers,
    });
    expect(updated.status).toBe(200);
    expect((await login(t.app, 'b@loggfria.se', `${inQuery}-ny`, 'firm')).userType).toBe('A');

    const updateBody = multipart({ Password: `${inBody}-ny` });
    update.delete('password');
    const updatedWithBody = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${update}`,
      headers: { ...admin.headers, ...updateBody.headers },
      payload: updateBody.payload,
    });
    expect(updatedWithBody.status).toBe(200);
    expect((await login(t.app, 'b@loggfria.se', `${inBody}-ny`, 'firm')).userType).toBe('A');

    const log = lines.join('');
    expect(log).toContain('/api/LawFirm/add?');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(inQuery);
    expect(log).not.toContain(inBody);
  });

  it('checks a password sent in the body like one in the query (400 in the caller’s language)', async () => {
    const body = multipart({ Password: '123' });
    const short = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${firm('kort@loggfria.se')}`,
      headers: { ...admin.headers, ...body.headers, 'accept-language': 'sv' },
      payload: body.payload,
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password: Lösenordet måste ha minst 10 tecken');
    const none = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${firm('ingen@loggfria.se')}`,
      headers: admin.headers,
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^Password: /);
  });

  it.each([
    [
      '/api/x?password=a&Password=b&PASSWORD=c',
      '/api/x?password=[redacted]&Password=[redacted]&PASSWORD=[redacted]',
    ],
    ['/api/x?otp=123456&email=a%40b.se', '/api/x?otp=[redacted]&email=a%40b.se'],
    [
      '/api/x?Code=1&Token=2&challenge=3&keep=4',
      '/api/x?Code=[redacted]&Token=[redacted]&challenge=[redacted]&keep=4',
    ],
    ['/api/x?pass%77ord=hemligt', '/api/x?pass%77ord=[redacted]'],
    ['/api/x', '/api/x'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
