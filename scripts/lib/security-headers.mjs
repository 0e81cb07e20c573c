// Browser security headers of the shell and the remotes: one strict Content-Security-Policy,
// with a fresh nonce for every HTML page, and the headers that go with it. Used by static-server.mjs (npm start,
// serve-shell.mjs, serve-remote.mjs) and by the dev servers (rspack.config.base.ts). A CDN or web server in
// front of the bundles must send the same headers (README, "Security headers").
import { randomBytes } from 'node:crypto';

/** Written into index.html at build time; replaced by a fresh nonce in every response that serves the page. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** 128 random bits, base64: the nonce of one HTML response. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** 'https://cdn.example.se' for 'https://cdn.example.se/lawfirm/mf-manifest.json'; null for anything else. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Features no page of the portal uses, switched off for it and for anything it embeds. Only names Chromium
 * knows: an unknown name makes it log an error on every page.
 */
const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy of the shell's and the remotes' pages.
 * - scripts: this origin and the remotes' origins (the federation runtime loads remoteEntry.js and the
 *   remotes' chunks from there); no 'unsafe-eval' (the production bundles need none: checked by
 *   e2e/tests/security-headers.spec.ts) and no 'unsafe-inline'.
 * - styles: this origin and the remotes' (the CSS chunks they load as <link>), plus the page's nonce for the
 *   <style> elements antd's CSS-in-JS writes at run time: the shell reads the nonce from
 *   <meta property="csp-nonce"> and hands it to antd's ConfigProvider and to every <style> created by script
 *   (shared-ui/src/csp/nonce.ts). No 'unsafe-inline': an injected <style> or style="" attribute is refused.
 *   rspack extracts CSS into files (no style-loader) and loads CSS chunks with <link>, so its runtime writes
 *   no <style> and needs no __webpack_nonce__.
 * - connect: this origin (the API is reached at the page's own /api) and the remotes' (mf-manifest.json).
 * - images and fonts: this origin, data: and blob: URLs (logos, downloads) and the remotes' origins (assets a
 *   remote bundles are fetched from where its chunks are).
 *
 * @param {{ trustedOrigins?: string[], nonce?: string }} options trustedOrigins: the remotes' origins
 */
export function contentSecurityPolicy({ trustedOrigins = [], nonce } = {}) {
  const others = [...new Set(trustedOrigins)].filter((origin) => origin !== null);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...others],
    ['style-src', "'self'", ...others, ...(nonce ? [`'nonce-${nonce}'`] : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...others],
    ['font-src', "'self'", ...others],
    ['connect-src', "'self'", ...others],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Headers every response of a static server carries (the page's Content-Security-Policy is added per response:
 * see contentSecurityPolicy).
 *
 * @param {{ hsts: boolean, crossOriginResourcePolicy: 'same-origin' | 'cross-origin' }} options
 *   hsts: the server's public URL is https. crossOriginResourcePolicy: 'cross-origin' for a remote, whose
 *   scripts, styles and assets the shell loads from another origin (and, on a CDN, possibly another site);
 *   the CORS rule still keeps reads by fetch() (mf-manifest.json) to the shell's origins.
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders({ hsts, crossOriginResourcePolicy }) {
  return {
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': crossOriginResourcePolicy,
    'Permissions-Policy': permissionsPolicy,
    // frame-ancestors 'none' says the same to browsers that know CSP 2; this is for those that do not.
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * What one static server sends, from the environment (README, configuration).
 * - the shell: its page trusts the remotes named in /config.json; HSTS when PUBLIC_URL is https.
 * - a remote: its own (standalone) page trusts only itself; HSTS when its own URL (LAWFIRM_REMOTE_URL or
 *   CREDITOR_REMOTE_URL) is https; Cross-Origin-Resource-Policy: cross-origin so the shell can load it.
 *
 * @param {'shell' | 'lawfirm' | 'creditor'} app
 * @param {{ publicUrl: string, remotes: { lawfirm: string, creditor: string } }} urls
 * @returns {{ trustedOrigins: string[], headers: Record<string, string> }}
 */
export function securityFor(app, { publicUrl, remotes }) {
  if (app === 'shell') {
    return {
      trustedOrigins: [originOf(remotes.lawfirm), originOf(remotes.creditor)].filter(Boolean),
      headers: baseSecurityHeaders({
        hsts: publicUrl.startsWith('https:'),
        crossOriginResourcePolicy: 'same-origin',
      }),
    };
  }
  return {
    trustedOrigins: [],
    headers: baseSecurityHeaders({
      hsts: String(remotes[app]).startsWith('https:'),
      crossOriginResourcePolicy: 'cross-origin',
    }),
  };
}
