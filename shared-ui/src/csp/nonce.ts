// The page's Content-Security-Policy nonce. The shell's server writes a fresh nonce into
// <meta property="csp-nonce" nonce="…"> of every page it serves and allows styles with that nonce
// (scripts/lib/security-headers.mjs); styles without it, injected <style> or style="" attributes, are refused.

/** What the built index.html holds until a server replaces it: not a nonce. */
const PLACEHOLDER = '__CSP_NONCE__';

let cached: string | null | undefined;
let applied = false;

/** The nonce of this page, or undefined when it has none (tests, a server that does not set one). */
export function cspNonce(): string | undefined {
  if (cached === undefined) {
    const meta =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    // Browsers hide the attribute once the page has a CSP ("nonce hiding"); the property keeps the value.
    const value = meta?.nonce || meta?.getAttribute('nonce') || '';
    cached = value && value !== PLACEHOLDER ? value : null;
  }
  return cached ?? undefined;
}

/**
 * Gives every <style> element that script creates the page's nonce. antd's CSS-in-JS takes the nonce from
 * ConfigProvider (ThemeProvider), but some of the code it runs writes <style> elements without it:
 * @rc-component/portal's scroll lock (every Modal and Drawer) and @rc-component/util's scroll-bar measurement
 * offer no nonce option. Only script creates elements this way, and script is already limited to the
 * page's own and the remotes' origins, so this trusts nothing the policy does not: a <style> or style=""
 * that reaches the page as markup is still refused. Call once, before anything renders; later calls do nothing.
 */
export function applyCspNonce(nonce: string | undefined = cspNonce()): void {
  if (!nonce || applied || typeof document === 'undefined') return;
  applied = true;
  const create = document.createElement;
  document.createElement = function createElementWithNonce(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ): HTMLElement {
    const element = create.call(this, tagName, options);
    if (element.localName === 'style') element.nonce = nonce;
    return element;
  } as typeof document.createElement;
}
