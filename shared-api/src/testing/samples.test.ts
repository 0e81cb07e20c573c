import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { call, download } from '../client';
import { addCase, endpoints, getCases } from '../contract';
import { useAuthStore } from '../session/auth-store';
import { errorFor, handlerFor, sampleHandlers } from './msw';
import { allSamples, samples } from './samples';
import { makeTestToken } from './tokens';

describe('samples', () => {
  it('exist for every endpoint of the contract, once', () => {
    const covered = allSamples.map((s) => s.endpoint);
    expect(new Set(covered).size).toBe(covered.length);
    expect(endpoints.filter((e) => !covered.includes(e)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it.each(allSamples.map((s) => [`${s.endpoint.method} ${s.endpoint.path}`, s] as const))(
    '%s: request and answer parse with the contract',
    (_name, sample) => {
      const { endpoint } = sample;
      const problems = [
        endpoint.query?.safeParse(sample.query ?? {}).error,
        endpoint.body?.safeParse(sample.body).error,
        endpoint.data.safeParse(sample.data).error,
      ].filter(Boolean);
      expect(problems).toEqual([]);
      if (endpoint.download) expect(sample.file).toBeDefined();
    },
  );
});

describe('msw helpers', () => {
  const server = setupServer(...sampleHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    const token = makeTestToken();
    useAuthStore
      .getState()
      .signIn({ token, userType: 'A', lawFirmId: 1, creditorId: null }, 'anna.berg@nordlaw.demo');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('serve every sample through the real client', async () => {
    await expect(call(getCases, { query: { lawFirmId: 1 } })).resolves.toMatchObject({
      casesResponses: [{ debtorName: 'Byggfirma Åkesson AB' }, { debtorName: 'Café Älvsjö Handelsbolag' }],
    });
    const { fileName } = await download(samples.downloadDocument.endpoint, { fileName: 'doc-51-9a7b3c.pdf' });
    expect(fileName).toBe('Förvaltarberättelse 2026.pdf');
  });

  it('pass the request body to a resolver', async () => {
    server.use(
      handlerFor(addCase, ({ body }) => ({ caseId: (body as { knr: string }).knr === 'K 9-26' ? 99 : 1 })),
    );
    await expect(
      call(addCase, {
        body: { debtorName: 'Ölands Trä AB', debtorOrgnr: '556000-1111', knr: 'K 9-26', status: 1 },
      }),
    ).resolves.toEqual({ caseId: 99 });
  });

  it('answer errors with the envelope', async () => {
    server.use(errorFor(addCase, 409, 'Record already exist'));
    await expect(
      call(addCase, {
        body: { debtorName: 'Ölands Trä AB', debtorOrgnr: '556000-1111', knr: 'K 9-26', status: 1 },
      }),
    ).rejects.toMatchObject({ status: 409, serverMessage: 'Record already exist' });
    server.use(
      handlerFor(getCases, () => HttpResponse.json({ isSuccess: false, message: 'Nej', data: null })),
    );
    await expect(call(getCases, { query: { lawFirmId: 1 } })).rejects.toMatchObject({ serverMessage: 'Nej' });
  });

  it('refuse data the contract does not allow', () => {
    // @ts-expect-error: casesResponses must be a list
    const handler = handlerFor(getCases, { casesResponses: 1 });
    expect(handler).toBeDefined();
  });
});
