import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Records every Content-Security-Policy violation of a page, whether the browser fires a
 * `securitypolicyviolation` event or only logs it, and every complaint about the Permissions-Policy header.
 * Returns the list the test asserts empty; call before the first navigation.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/content[- ]security[- ]policy|permissions[- ]policy|refused to/i.test(text)) {
      problems.push(`${page.url()} console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (/content[- ]security[- ]policy|refused to/i.test(error.message))
      problems.push(`${page.url()} ${error.message}`);
  });
  await page.exposeFunction('__reportPolicyViolation', (text: string) => {
    problems.push(`${page.url()} securitypolicyviolation: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
          .__reportPolicyViolation;
        report(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      },
      true,
    );
  });
  return problems;
}

/** A policy as directive -> sources. */
export function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const sorted = (values: string[] | undefined) => [...(values ?? [])].sort();

/**
 * The shell page's response carries the strict policy, with the nonce the page itself holds,
 * and the headers that go with it.
 */
export async function expectStrictPage(
  page: Page,
  response: Response | null,
  { remoteOrigins, hsts }: { remoteOrigins: string[]; hsts: boolean },
) {
  expect(response, 'the navigation has a document response').not.toBeNull();
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, 'the page is served with a Content-Security-Policy').not.toBe('');
  expect(policy).not.toMatch(/unsafe-|\*|strict-dynamic/);
  const nonce = await page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '',
  );
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const d = directivesOf(policy);
  const self = "'self'";
  expect(d.get('default-src')).toEqual([self]);
  expect(sorted(d.get('script-src'))).toEqual(sorted([self, ...remoteOrigins]));
  expect(sorted(d.get('style-src'))).toEqual(sorted([self, ...remoteOrigins, `'nonce-${nonce}'`]));
  expect(sorted(d.get('connect-src'))).toEqual(sorted([self, ...remoteOrigins]));
  expect(sorted(d.get('img-src'))).toEqual(sorted([self, 'data:', 'blob:', ...remoteOrigins]));
  expect(sorted(d.get('font-src'))).toEqual(sorted([self, ...remoteOrigins]));
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual([self]);
  expect(d.get('form-action')).toEqual([self]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  if (hsts) expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
  else expect(headers['strict-transport-security']).toBeUndefined();
}
