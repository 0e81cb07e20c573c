import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  setRuntimeConfig,
} from './runtime-config';

const valid = {
  audience: 'creditor',
  remotes: {
    lawfirm: 'http://localhost:3001/mf-manifest.json',
    creditor: 'https://creditor.example.se/mf-manifest.json',
  },
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => setRuntimeConfig(null));

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('lists every problem of a bad config at once', () => {
    const attempt = () => parseRuntimeConfig({ audience: 'bank', remotes: { lawfirm: '' } });
    expect(attempt).toThrow(RuntimeConfigError);
    expect(attempt).toThrow(
      "Invalid /config.json: audience must be 'lawfirm' or 'creditor' (got \"bank\"); remotes.lawfirm must be the URL of its mf-manifest.json; remotes.creditor must be the URL of its mf-manifest.json",
    );
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRuntimeConfig(['lawfirm'])).toThrow('Invalid /config.json: expected a JSON object');
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('says when the remotes are missing', () => {
    expect(() => parseRuntimeConfig({ audience: 'lawfirm' })).toThrow(
      'remotes must be an object with the lawfirm and creditor manifest URLs',
    );
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without the HTTP cache and keeps the result for getRuntimeConfig', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(valid));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig()).toEqual(valid);
  });

  it('names the HTTP status when the config cannot be fetched', async () => {
    await expect(loadRuntimeConfig(async () => jsonResponse({}, 404))).rejects.toThrow(
      'Could not fetch /config.json: HTTP 404',
    );
  });

  it('says when the config is not JSON', async () => {
    const html = async () => new Response('<!doctype html>', { status: 200 });
    await expect(loadRuntimeConfig(html)).rejects.toThrow('/config.json is not valid JSON');
  });

  it('reports a network failure', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadRuntimeConfig(offline)).rejects.toThrow(
      'Could not fetch /config.json: TypeError: Failed to fetch',
    );
  });

  it('refuses getRuntimeConfig before the config is loaded', () => {
    expect(() => getRuntimeConfig()).toThrow('getRuntimeConfig() called before loadRuntimeConfig()');
  });
});
