import { HttpResponse, http } from 'msw';
import { call } from './client';
import { expiryListener, getThing, server, setupClientTests, signInAs } from './client-fixture';
import { creditorLogin, lawFirmLogin } from './contract/auth';
import { ApiError } from './errors';
import { useAuthStore } from './session/auth-store';
import { isTokenExpired, landingPathFor } from './session/session-events';
import { makeTestToken } from './testing/tokens';

// call() and the session (setup: client-fixture.ts).

setupClientTests();

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
