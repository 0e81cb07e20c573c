import type { Page } from '@playwright/test';
import { watchPolicyViolations } from '../support/csp';
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures';

/**
 * The public pages are prerendered HTML, so their form is in the first paint, and the client
 * hydrates that markup: no mismatch, no CSP violation, and what the user typed before the scripts ran is
 * still there and is what the form sends.
 */

/** Console errors and page errors (a hydration mismatch is reported as one) of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered public pages', () => {
  test('the HTML of each public page holds its form and its CSS under the nonce of the response, with no inline script or style attribute', async ({
    request,
  }) => {
    const pages = [
      { path: '/', inputs: ['type="email"', 'type="password"'] },
      { path: '/creditors-portal', inputs: ['type="email"', 'type="password"'] },
      { path: '/creditors-portal-signup', inputs: ['name="creditorEmaill"', 'name="creditorPsw"'] },
      { path: '/forgot-password', inputs: ['type="email"'] },
      { path: '/creditors-portal/verify-otp?email=a%40b.se', inputs: [] },
    ];
    for (const { path, inputs } of pages) {
      const response = await request.get(path, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<div id="root" data-prerendered="lawfirm en \/[^"]*"><section/);
      for (const input of inputs) expect(html, `${path} ${input}`).toContain(input);
      if (inputs.length > 0) expect(html, path).toMatch(/<button type="submit"[^>]* disabled=""/);
      expect(html, path).not.toContain('__CSP_NONCE__');
      // The pages' CSS is inline, under the nonce of this response (and of its policy).
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
      expect(html, path).toContain(`<style nonce="${nonce}">`);
      expect(response.headers()['content-security-policy'], path).toContain(`'nonce-${nonce}'`);
      expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)/);
      expect(html, path).not.toMatch(/\sstyle="/);
      expect(response.headers().vary).toContain('Accept-Language');
    }
    const swedish = await request.get('/', { headers: { 'Accept-Language': 'sv-SE,sv;q=0.9,en;q=0.5' } });
    const html = await swedish.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('>E-post</label>');
    // A deep link still gets the plain page, which renders from scratch.
    const deep = await (await request.get('/dashboard/about')).text();
    expect(deep).toContain('<div id="root"></div>');
  });

  test('without scripts the login form is painted, and its submit waits for them', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await context.close();
  });

  test('keeps what was typed before hydration and signs in with it', async ({ page }) => {
    const errors = watchErrors(page);
    const violations = await watchPolicyViolations(page);
    // Hold the shell's entry script until the user has typed into the prerendered form.
    let release = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(demo.firmAdmin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(demo.firmAdmin);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('a Swedish browser gets the Swedish page and hydrates it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'sv-SE', baseURL });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/creditors-portal');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByLabel('E-post')).toHaveAccessibleDescription('Fältet är obligatoriskt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
