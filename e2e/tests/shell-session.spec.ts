import type { Page } from '@playwright/test';
import { mailedCode } from '../support/api';
import { seriousViolations } from '../support/axe';
import { demo, expect, signIn, test } from '../support/fixtures';

/**
 * The shell's session on the real server: sign-up with the mailed code entered by paste, a wrong code, the resend
 * cooldown across a reload, an expired token, and the accessibility of the public pages and dashboards.
 */

const PASSWORD = 'Shell123!';
const run = Date.now().toString(36);

async function signUp(page: Page, email: string, role: 'Creditor' | 'Debt collector') {
  await page.goto('/creditors-portal-signup');
  await page.getByLabel('Your name').fill(`Shell ${role} ${run}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Company name').fill(`Shell ${role} ${run} AB`);
  await page.getByLabel('Organisation number').fill('556000-3333');
  await page.getByLabel('Creditor type').selectOption('Creditor');
  await page.getByRole('radio', { name: role, exact: true }).check();
  await page.getByLabel('Street address').fill('Drottninggatan 5');
  await page.getByLabel('Postcode').fill('411 14');
  await page.getByLabel('Town').fill('Göteborg');
  await page.getByLabel('Country').fill('Sverige');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/creditors-portal\/verify-otp/);
}

/** Pastes the whole code into the first box, as a user pasting from the mail would. */
async function pasteCode(page: Page, code: string) {
  const first = page.getByLabel('Digit 1 of 6');
  await first.click();
  await first.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

for (const role of ['Creditor', 'Debt collector'] as const) {
  test(`a new ${role.toLowerCase()} signs up, pastes the mailed code, signs in and lands on the creditor dashboard`, async ({
    page,
    portal,
  }) => {
    const email = `${role === 'Creditor' ? 'c' : 'd'}-${run}@shell.test`;
    await signUp(page, email, role);
    const code = await mailedCode(portal.dataDir, email);
    await pasteCode(page, code);
    for (let i = 0; i < 6; i += 1)
      await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(code[i] as string);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Your email is verified. You can now sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/creditors-portal$/);
    await signIn(page, email, { creditor: true, password: PASSWORD });
    await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
    if (role === 'Debt collector')
      await expect(page.getByRole('button', { name: 'Select creditor' })).toBeVisible();
  });
}

test('a wrong code shows the error, and the resend cooldown survives a reload', async ({ page, portal }) => {
  const email = `wrong-${run}@shell.test`;
  await signUp(page, email, 'Creditor');
  const code = await mailedCode(portal.dataDir, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await pasteCode(page, wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
  await expect(page).toHaveURL(/verify-otp/);

  const countdown = page.getByText(/You can ask for a new code in \d\d:\d\d/);
  await expect(countdown).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(countdown).toBeVisible();
  // The sign-up's password was kept in memory only: after a reload the page asks for it.
  await expect(page.getByLabel('Password chosen at sign-up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
});

test('a token that runs out while the user works sends them to the landing page after the message', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, demo.creditor, { creditor: true });
  await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
  // The demo token lives 8 hours (TOKEN_TTL): let the page's clock run past it.
  await page.clock.fastForward('08:01:00');
  await expect(page.getByText('Missing or expired token')).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(page).toHaveURL(/\/creditors-portal$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('portal-auth'))).toBeNull();
});

test('opening the dashboard with a stored token that has expired goes to the landing page', async ({
  page,
}) => {
  await signIn(page, demo.firmAdmin);
  await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
  await page.evaluate(() => {
    const raw = localStorage.getItem('portal-auth');
    if (!raw) throw new Error('no session stored');
    const stored = JSON.parse(raw);
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const payload = JSON.parse(atob(stored.state.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    stored.state.token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...payload, exp: 1 })}.signature`;
    localStorage.setItem('portal-auth', JSON.stringify(stored));
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('the code form comes from the creditor portal, inside the shell frame', async ({ page, portal }) => {
  const fromCreditorRemote: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(portal.ports.creditor)) fromCreditorRemote.push(request.url());
  });
  await page.goto('/creditors-portal/verify-otp?email=someone%40example.se');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.se');
  expect(fromCreditorRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/creditors-portal$/);
});

test.describe('accessibility (axe: no serious or critical violation)', () => {
  const publicPages = [
    ['law-firm login', '/'],
    ['creditor login', '/creditors-portal'],
    ['sign-up', '/creditors-portal-signup'],
    ['one-time code', '/creditors-portal/verify-otp?email=someone%40example.se'],
  ] as const;
  for (const [name, path] of publicPages) {
    test(`the ${name} page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel('Email')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the sign-up page showing its errors', async ({ page }) => {
    await page.goto('/creditors-portal-signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText('Passwords do not match').or(page.getByText('This field is required').first()),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the law-firm dashboard', async ({ page }) => {
    await signIn(page, demo.firmAdmin);
    await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the creditor dashboard', async ({ page }) => {
    await signIn(page, demo.creditor, { creditor: true });
    await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
