import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { creditorGetClaims } from '../contract/claims';
import { getCaseCreditors } from '../contract/creditors';
import { getLawFirmById } from '../contract/law-firms';
import { useAuthStore } from '../session/auth-store';
import { handlerFor } from '../testing/msw';
import { samples } from '../testing/samples';
import { makeTestToken } from '../testing/tokens';
import { endpointBodyQuery, endpointInfiniteQuery, endpointKey, endpointQuery } from './endpoint-query';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useAuthStore.setState({ token: null, user: null, userType: null, signingOut: false });
});
afterAll(() => server.close());

const signIn = () =>
  useAuthStore.setState({
    token: makeTestToken({ userType: 'A', lawFirmId: 1 }),
    userType: 'A',
    user: { email: 'anna.berg@nordlaw.demo', creditorId: null, lawFirmId: 1, userType: 'A' },
  });

describe('endpointKey', () => {
  it('is the path and the query, without undefined fields', () => {
    expect(endpointKey(getLawFirmById, { lawFirmId: 1 })).toEqual(['/api/LawFirm/getById', { lawFirmId: 1 }]);
    expect(endpointKey(getCaseCreditors, { caseId: 5, search: undefined })).toEqual([
      '/api/case/getcasecreditors',
      { caseId: 5 },
    ]);
  });

  it('is the path alone without a query: the prefix of every key of the endpoint', () => {
    expect(endpointKey(getLawFirmById)).toEqual(['/api/LawFirm/getById']);
    expect(endpointKey(getCaseCreditors, {})).toEqual(['/api/case/getcasecreditors']);
  });

  it('gives the same query the same key, whatever the order of its fields', () => {
    const client = new QueryClient();
    client.setQueryData(endpointKey(getCaseCreditors, { caseId: 5, page: 1 }), 'cached');
    expect(client.getQueryData(endpointKey(getCaseCreditors, { page: 1, caseId: 5 }))).toBe('cached');
  });
});

describe('endpointQuery', () => {
  it('reads the endpoint through the client and caches the answer under its key', async () => {
    signIn();
    const firm = samples.getLawFirmById.data;
    let requests = 0;
    server.use(
      handlerFor(getLawFirmById, () => {
        requests += 1;
        return firm;
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const options = endpointQuery(getLawFirmById, { lawFirmId: 1 });
    expect(options.queryKey).toEqual(['/api/LawFirm/getById', { lawFirmId: 1 }]);
    await expect(client.fetchQuery(options)).resolves.toEqual(firm);
    // A second reader of the same key gets the cached answer: one request.
    await expect(client.fetchQuery(endpointQuery(getLawFirmById, { lawFirmId: 1 }))).resolves.toEqual(firm);
    expect(requests).toBe(1);
  });

  it('rejects with the ApiError of a failed call', async () => {
    signIn();
    server.use(handlerFor(getLawFirmById, () => new Response('', { status: 500 })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(endpointQuery(getLawFirmById, { lawFirmId: 1 }))).rejects.toMatchObject({
      status: 500,
      kind: 'http',
    });
  });
});

describe('endpointInfiniteQuery', () => {
  it('pages by `page` until the pages read hold totalCount items', async () => {
    signIn();
    const [item] = samples.getCaseCreditors.data.caseCreditorListRponse;
    if (!item) throw new Error('the samples hold a case creditor');
    const pages: number[] = [];
    server.use(
      handlerFor(getCaseCreditors, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        return { caseCreditorListRponse: [item, item], totalCount: 3 };
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = endpointInfiniteQuery(
      getCaseCreditors,
      { caseId: 5 },
      { items: (data) => data.caseCreditorListRponse, totalCount: (data) => data.totalCount, pageSize: 2 },
    );
    expect(options.queryKey).toEqual(['/api/case/getcasecreditors', { caseId: 5 }, 'infinite']);
    const first = await client.fetchInfiniteQuery(options);
    const [firstPage] = first.pages;
    if (!firstPage) throw new Error('one page was read');
    expect(options.getNextPageParam(firstPage, first.pages, 1, first.pageParams)).toBe(2);
    const four = { caseCreditorListRponse: [item, item], totalCount: 3 };
    expect(options.getNextPageParam(four, [four, four], 2, [1, 2])).toBeUndefined();
    expect(pages).toEqual([1]);
  });
});

describe('endpointBodyQuery', () => {
  it('sends the body and the query, keyed by both, so the body alone invalidates every page', async () => {
    useAuthStore.setState({
      token: makeTestToken({ userType: 'C', creditorId: 7 }),
      userType: 'C',
      user: { email: 'leverantor@creditor.demo', creditorId: 7, lawFirmId: null, userType: 'C' },
    });
    const asked: { body: unknown; query: Record<string, string> }[] = [];
    server.use(
      handlerFor(creditorGetClaims, ({ url, body }) => {
        asked.push({ body, query: Object.fromEntries(url.searchParams) });
        return { invoiceList: [], totalCount: 0 };
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = endpointBodyQuery(
      creditorGetClaims,
      { caseId: 5, creditorId: 7 },
      { page: 2, pageSize: 10, invoiceStatus: 'Paid' },
    );
    expect(options.queryKey).toEqual([
      '/api/Creditor/invoice/get',
      { caseId: 5, creditorId: 7, page: 2, pageSize: 10, invoiceStatus: 'Paid' },
    ]);
    await client.fetchQuery(options);
    expect(asked).toEqual([
      { body: { caseId: 5, creditorId: 7 }, query: { page: '2', pageSize: '10', invoiceStatus: 'Paid' } },
    ]);
    await client.invalidateQueries({ queryKey: endpointKey(creditorGetClaims, { caseId: 5 }) });
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('sends no query when none is given', () => {
    expect(endpointBodyQuery(creditorGetClaims, { caseId: 5, creditorId: 7 }).queryKey).toEqual([
      '/api/Creditor/invoice/get',
      { caseId: 5, creditorId: 7 },
    ]);
  });
});
