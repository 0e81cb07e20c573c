/**
 * The page's CSP nonce (written per response by the shell's server) reaches the <style> elements
 * written at run time, and nothing else.
 */
type NonceModule = typeof import('./nonce');

/** A fresh copy of the module: it reads the page's nonce once. */
function loadNonceModule(): NonceModule {
  let loaded: NonceModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./nonce') as NonceModule;
  });
  return loaded as NonceModule;
}

function pageNonce(value: string | null) {
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
  if (value === null) return;
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', value);
  document.head.append(meta);
}

const originalCreateElement = document.createElement;
afterEach(() => {
  document.createElement = originalCreateElement;
  pageNonce(null);
});

describe('cspNonce', () => {
  it("reads the page's nonce", () => {
    pageNonce('r4nd0mN0nce+/AAAAAAAAA==');
    expect(loadNonceModule().cspNonce()).toBe('r4nd0mN0nce+/AAAAAAAAA==');
  });

  it('has none when the page has none, or only the placeholder of the build', () => {
    expect(loadNonceModule().cspNonce()).toBeUndefined();
    pageNonce('__CSP_NONCE__');
    expect(loadNonceModule().cspNonce()).toBeUndefined();
  });
});

describe('applyCspNonce', () => {
  it('gives every <style> created by script the nonce, and no other element', () => {
    pageNonce('abc123');
    loadNonceModule().applyCspNonce();
    expect(document.createElement('style').nonce).toBe('abc123');
    expect(document.createElement('STYLE').nonce).toBe('abc123');
    expect(document.createElement('script').nonce).toBe('');
    expect(document.createElement('div').nonce).toBe('');
  });

  it('patches once, and not at all without a nonce', () => {
    const module = loadNonceModule();
    module.applyCspNonce();
    expect(document.createElement).toBe(originalCreateElement);
    module.applyCspNonce('abc123');
    const patched = document.createElement;
    expect(patched).not.toBe(originalCreateElement);
    module.applyCspNonce('other');
    expect(document.createElement).toBe(patched);
    expect(document.createElement('style').nonce).toBe('abc123');
  });
});
