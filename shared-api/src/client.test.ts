import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { call, download } from './client';
import { creditorLogin, lawFirmLogin } from './contract/auth';
import { defineEndpoint } from './contract/common';
import { ApiError } from './errors';
import { useAuthStore } from './session/auth-store';
import { isTokenExpired, landingPathFor, onSessionExpired } from './session/session-events';
import { makeTestToken } from './testing/tokens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
});
afterAll(() => server.close());

const getThing = defineEndpoint({
  operationId: 'getThing',
  tag: 'Cases',
  summary: 'Read a thing (test only)',
  method: 'GET',
  path: '/api/Test/getThing',
  query: z.object({ id: z.coerce.number() }),
  data: z.object({ name: z.string(), count: z.number() }),
  roles: ['A'],
});

const signInAs = (userType: 'A' | 'C', expiresInSeconds = 3600) => {
  const token = makeTestToken({ userType }, expiresInSeconds);
  useAuthStore
    .getState()
    .signIn(
      { token, userType, creditorId: userType === 'C' ? 3 : null, lawFirmId: userType === 'A' ? 1 : null },
      'someone@example.se',
    );
  return token;
};

const expiryListener = () => {
  const listener = jest.fn();
  const unsubscribe = onSessionExpired(listener);
  return { listener, unsubscribe };
};

describe('call', () => {
  it('adds the bearer token and the language, and returns the parsed data', async () => {
    const token = signInAs('A');
    let seen: { auth: string | null; id: string | null } | undefined;
    server.use(
      http.get('/api/Test/getThing', ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          id: new URL(request.url).searchParams.get('id'),
        };
        return HttpResponse.json({
          isSuccess: true,
          message: 'ok',
          data: { name: 'Åsa', count: 2, extra: true },
        });
      }),
    );
    await expect(call(getThing, { query: { id: 7 } })).resolves.toEqual({ name: 'Åsa', count: 2 });
    expect(seen).toEqual({ auth: `Bearer ${token}`, id: '7' });
  });

  it('turns isSuccess false into an ApiError with the server message', async () => {
    signInAs('A');
    server.use(
      http.get('/api/Test/getThing', () =>
        HttpResponse.json({ isSuccess: false, message: 'Case not found', data: null }),
      ),
    );
    const error = await call(getThing, { query: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, serverMessage: 'Case not found', kind: 'envelope' });
  });

  it('turns an HTTP failure into an ApiError with the server message', async () => {
    signInAs('A');
    server.use(
      http.get('/api/Test/getThing', () =>
        HttpResponse.json({ isSuccess: false, message: 'Record already exist', data: null }, { status: 409 }),
      ),
    );
    await expect(call(getThing, { query: { id: 1 } })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Record already exist',
    });
  });

  it('reports a response that does not match the contract', async () => {
    signInAs('A');
    server.use(
      http.get('/api/Test/getThing', () =>
        HttpResponse.json({ isSuccess: true, message: '', data: { name: 1 } }),
      ),
    );
    await expect(call(getThing, { query: { id: 1 } })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('reports the lost session on HTTP 401 with the landing page of the user type', async () => {
    signInAs('C');
    const { listener, unsubscribe } = expiryListener();
    server.use(
      http.get('/api/Test/getThing', () =>
        HttpResponse.json({ isSuccess: false, message: 'Unauthorized', data: null }, { status: 401 }),
      ),
    );
    await expect(call(getThing, { query: { id: 1 } })).rejects.toMatchObject({
      status: 401,
      message: 'Missing or expired token',
    });
    expect(listener).toHaveBeenCalledWith({ landingPath: '/creditors-portal' });
    unsubscribe();
  });

  it('does not report a lost session for a 401 while signing out', async () => {
    const token = signInAs('A');
    const { listener, unsubscribe } = expiryListener();
    server.use(
      http.get('/api/Test/getThing', () =>
        HttpResponse.json({ isSuccess: false, message: 'Unauthorized', data: null }, { status: 401 }),
      ),
    );
    const pending = call(getThing, { query: { id: 1 } });
    useAuthStore.getState().signOut();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
    expect(token).toBeTruthy();
    unsubscribe();
  });

  it('does not treat wrong credentials at login as a lost session', async () => {
    const { listener, unsubscribe } = expiryListener();
    server.use(
      http.post('/api/Auth/login', () =>
        HttpResponse.json(
          { isSuccess: false, message: 'Invalid email or password', data: null },
          { status: 401 },
        ),
      ),
    );
    await expect(
      call(lawFirmLogin, { body: { EmalId: 'anna.berg@nordlaw.demo', password: 'wrong' } }),
    ).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
      kind: 'http',
    });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it.each([
    ['missing', null],
    ['expired', -60],
  ])(
    'rejects without a request when the token is %s, and reports the lost session',
    async (_case, expiresIn) => {
      if (expiresIn !== null) signInAs('A', expiresIn);
      const { listener, unsubscribe } = expiryListener();
      const requested = jest.fn();
      server.use(
        http.get('/api/Test/getThing', () => {
          requested();
          return HttpResponse.json({ isSuccess: true, message: '', data: { name: 'x', count: 1 } });
        }),
      );
      await expect(call(getThing, { query: { id: 1 } })).rejects.toMatchObject({
        message: 'Missing or expired token',
        kind: 'session',
      });
      expect(requested).not.toHaveBeenCalled();
      expect(listener).toHaveBeenCalledWith({ landingPath: '/' });
      unsubscribe();
    },
  );

  it('passes on Retry-After of a throttled sign-in', async () => {
    server.use(
      http.post('/api/Creditor/login', () =>
        HttpResponse.json(
          { isSuccess: false, message: 'Too many attempts', data: null },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    await expect(
      call(creditorLogin, { body: { emalId: 'leverantor@creditor.demo', password: 'x' } }),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120, serverMessage: 'Too many attempts' });
  });

  it('sends a login without a token and returns the login data', async () => {
    server.use(
      http.post('/api/Auth/login', async ({ request }) => {
        expect(request.headers.get('Authorization')).toBeNull();
        expect(await request.json()).toEqual({ EmalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' });
        return HttpResponse.json({
          isSuccess: true,
          message: 'Login successful',
          data: { token: 't', userType: 'A', creditorId: null, lawFirmId: 1 },
        });
      }),
    );
    await expect(
      call(lawFirmLogin, { body: { EmalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' } }),
    ).resolves.toMatchObject({
      userType: 'A',
      lawFirmId: 1,
    });
  });

  it('answers status 0 when the network fails', async () => {
    signInAs('A');
    server.use(http.get('/api/Test/getThing', () => HttpResponse.error()));
    await expect(call(getThing, { query: { id: 1 } })).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('multipart and download', () => {
  const upload = defineEndpoint({
    operationId: 'upload',
    tag: 'Claims',
    summary: 'Upload a file (test only)',
    method: 'POST',
    path: '/api/Test/upload',
    body: z.object({ Amount: z.string() }),
    data: z.null(),
    multipart: true,
    upload: { fileField: 'File', fileRequired: true, kinds: ['pdf'], maxBytes: 10, fieldsIn: 'form' },
    roles: ['C'],
  });
  const fetchFile = defineEndpoint({
    operationId: 'fetchFile',
    tag: 'Claims',
    summary: 'Download a file (test only)',
    method: 'GET',
    path: '/api/Test/download',
    query: z.object({ fileName: z.string() }),
    data: z.null(),
    download: true,
    downloadKinds: ['pdf'],
    roles: ['C'],
  });

  it('sends the form fields and the file as multipart', async () => {
    signInAs('C');
    server.use(
      http.post('/api/Test/upload', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('File') as File;
        expect([form.get('Amount'), file.name, await file.text()]).toEqual(['12.50', 'faktura.pdf', '%PDF']);
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    await expect(
      call(upload, { body: { Amount: '12.50' }, file: new File(['%PDF'], 'faktura.pdf') }),
    ).resolves.toBeNull();
  });

  it('reports upload progress and still sends the form', async () => {
    signInAs('C');
    server.use(
      http.post('/api/Test/upload', async ({ request }) => {
        const form = await request.formData();
        expect(form.get('Amount')).toBe('99.90');
        expect(await (form.get('File') as File).text()).toBe('%PDF');
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    const progress: number[] = [];
    await expect(
      call(upload, {
        body: { Amount: '99.90' },
        file: new File(['%PDF'], 'faktura.pdf'),
        onUploadProgress: (f) => progress.push(f),
      }),
    ).resolves.toBeNull();
    expect(progress.at(-1)).toBe(1);
  });

  it('sends the body fields of a query-field upload in the form, never in the URL', async () => {
    signInAs('A');
    const logo = defineEndpoint({
      operationId: 'testLogo',
      tag: 'Law firms',
      summary: 'A test upload',
      method: 'POST',
      path: '/api/Test/logo',
      query: z.object({ Name: z.string(), Password: z.string() }),
      data: z.null(),
      multipart: true,
      upload: {
        fileField: 'File',
        fileRequired: false,
        kinds: ['png'],
        maxBytes: 10,
        fieldsIn: 'query',
        bodyFields: ['Password'],
      },
      roles: ['A'],
    });
    let seen: { url: string; password: FormDataEntryValue | null } | undefined;
    server.use(
      http.post('/api/Test/logo', async ({ request }) => {
        seen = { url: request.url, password: (await request.formData()).get('Password') };
        return HttpResponse.json({ isSuccess: true, message: '', data: null });
      }),
    );
    await call(logo, { query: { Name: 'Nordlaw', Password: 'Hemligt-123' } });
    expect(seen?.password).toBe('Hemligt-123');
    expect(seen?.url).toContain('Name=Nordlaw');
    expect(seen?.url).not.toContain('Hemligt');
  });

  it('refuses a multipart call without its required file', async () => {
    signInAs('C');
    await expect(call(upload, { body: { Amount: '1' } })).rejects.toMatchObject({
      status: 400,
      kind: 'contract',
    });
  });

  it('downloads a file with the name from Content-Disposition', async () => {
    signInAs('C');
    server.use(
      http.get(
        '/api/Test/download',
        () =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('bouppteckning å.pdf')}`,
            },
          }),
      ),
    );
    const { blob, fileName } = await download(fetchFile, { fileName: 'x.pdf' });
    expect(fileName).toBe('bouppteckning å.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});

describe('session', () => {
  it('signIn keeps token and user in localStorage under portal-auth', () => {
    signInAs('A');
    expect(JSON.parse(localStorage.getItem('portal-auth') ?? '{}').state).toMatchObject({
      userType: 'A',
      user: { email: 'someone@example.se', lawFirmId: 1, creditorId: null, userType: 'A' },
    });
  });

  it('signOut clears local and session storage and resets the store', () => {
    signInAs('A');
    localStorage.setItem('other', '1');
    sessionStorage.setItem('draft', '1');
    useAuthStore.getState().signOut();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, userType: null });
  });

  it('reads exp from the token', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired(makeTestToken({}, 60))).toBe(false);
    expect(isTokenExpired(makeTestToken({}, -1))).toBe(true);
  });

  it('lands S, A, U on / and C, D on /creditors-portal', () => {
    expect(['S', 'A', 'U', null].map((t) => landingPathFor(t as 'S' | null))).toEqual(['/', '/', '/', '/']);
    expect(landingPathFor('C')).toBe('/creditors-portal');
    expect(landingPathFor('D')).toBe('/creditors-portal');
  });
});
