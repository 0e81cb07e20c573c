import { type Page, request as playwrightRequest, test } from '@playwright/test';
import { generate } from 'otplib';
import { freshFirmUser } from '../support/accounts';
import { api, pdfBytes } from '../support/api';
import { directivesOf, expectStrictPage, watchPolicyViolations } from '../support/csp';
import { DEMO_PASSWORD, demo, expect } from '../support/fixtures';
import { type Portal, startPortal } from '../support/portal';

/**
 * Every page of every role, on both audiences, with the remotes on origins of their own (another
 * site even: 127.0.0.1 while the shell is localhost), is served with the strict Content-Security-Policy and
 * shows no violation of it: no refused style, script, eval, connection or image. One portal per audience.
 * The pages that came later are here too: the forgotten-password page (both steps), the account page with
 * its two-factor QR code, the two-factor sign-in step, the claim details and decision dialogs, and the
 * claims-deadline field of the case form.
 */

type Deployment = { portal: Portal; remoteOrigins: string[]; hsts: boolean };

/**
 * One portal for the describe block that calls this (the remotes on 127.0.0.1, the shell on localhost), and
 * around every test of it: no policy violation on any page it opened, and every file of a remote served so
 * that the shell may load it from another origin.
 */
function deploymentFor(env: Record<string, string>, hsts: boolean): Deployment {
  const deployment = { remoteOrigins: [] as string[], hsts } as Deployment;
  let problems: string[] = [];
  // biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures by destructuring
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    deployment.portal = await startPortal((ports) => {
      deployment.remoteOrigins = [`http://127.0.0.1:${ports.lawfirm}`, `http://127.0.0.1:${ports.creditor}`];
      return {
        LAWFIRM_REMOTE_URL: `${deployment.remoteOrigins[0]}/mf-manifest.json`,
        CREDITOR_REMOTE_URL: `${deployment.remoteOrigins[1]}/mf-manifest.json`,
        API_DOCS: '1',
        ...env,
      };
    });
  });
  test.afterAll(async () => {
    await deployment.portal?.stop();
  });
  test.beforeEach(async ({ page }) => {
    problems = await watchPolicyViolations(page);
    page.on('response', (response) => {
      if (!deployment.remoteOrigins.includes(new URL(response.url()).origin)) return;
      const headers = response.headers();
      if (
        response.status() >= 400 ||
        headers['cross-origin-resource-policy'] !== 'cross-origin' ||
        headers['x-content-type-options'] !== 'nosniff'
      ) {
        problems.push(`${response.url()}: ${response.status()} ${JSON.stringify(headers)}`);
      }
    });
  });
  test.afterEach(async ({ page }) => {
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
  return deployment;
}

/** Opens a page by its URL (a full load): the document comes with the strict policy and the page's nonce. */
async function open(page: Page, deployment: Deployment, path: string) {
  const response = await page.goto(`${deployment.portal.baseURL}${path}`);
  await expectStrictPage(page, response, deployment);
  await page.waitForLoadState('networkidle');
}

async function signIn(
  page: Page,
  deployment: Deployment,
  email: string,
  loginPath: string,
  password = DEMO_PASSWORD,
) {
  await open(page, deployment, loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
}

/** Opens a dialog with its button and closes it again (antd's modal locks the page's scrolling with a <style>). */
async function openDialog(page: Page, button: string, dialog: string | RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: dialog })).toHaveCount(0);
}

async function visitTabs(page: Page, tabs: RegExp[]) {
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

async function publicPages(page: Page, deployment: Deployment) {
  const pages: [string, RegExp][] = [
    ['/', /log ?in/i],
    ['/creditors-portal', /log ?in/i],
    ['/creditors-portal-signup', /sign up/i],
    ['/creditors-portal/verify-otp?email=someone%40example.se', /verify/i],
    ['/no-such-page', /page not found/i],
  ];
  for (const [path, text] of pages) {
    await open(page, deployment, path);
    await expect(page.getByRole('main').or(page.locator('body')).getByText(text).first()).toBeVisible();
  }
  // The forgotten-password page, both steps: the e-mail, then the code and the new password.
  await open(page, deployment, '/forgot-password');
  await page.getByLabel('Email').fill('ingen@nowhere.se');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The sign-up form showing its errors, the about page's path when signed out (back to the login).
  await open(page, deployment, '/creditors-portal-signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await open(page, deployment, '/dashboard/about');
  await expect(page.getByLabel('Email')).toBeVisible();
}

async function aboutPage(page: Page, deployment: Deployment) {
  await open(page, deployment, '/dashboard/about');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const creditorSidebar = (page: Page) => page.getByRole('complementary');

const CLAIM_FILE = 'Faktura CSP.pdf';

/** Leverantören files a claim on Fjällbygg through the API, so the firm's claim dialogs have one to open. */
async function fileClaim(deployment: Deployment) {
  const context = await playwrightRequest.newContext({ baseURL: deployment.portal.apiURL });
  try {
    const session = await api<{ token: string; creditorId: number }>(context, 'post', '/api/Creditor/login', {
      data: { emalId: demo.creditor, password: DEMO_PASSWORD },
    });
    const cases = await api<{ casesResponses: { caseId: number; debtorName: string }[] }>(
      context,
      'get',
      '/api/Case/getAllCases',
      { token: session.token },
    );
    const caseId = cases.casesResponses.find((c) => c.debtorName.startsWith('Fjällbygg'))?.caseId;
    await api(context, 'post', '/api/Creditor/invoice/add', {
      token: session.token,
      multipart: {
        CaseId: String(caseId),
        CreditorId: String(session.creditorId),
        ClaimAmount: '1500',
        ClaimBasis: 'SupplierInvoice',
        File: { name: CLAIM_FILE, mimeType: 'application/pdf', buffer: pdfBytes(CLAIM_FILE) },
      },
    });
  } finally {
    await context.dispose();
  }
}

/** Opens one item of a claim's action menu and closes its dialog again. */
async function openClaimDialog(page: Page, item: string, dialog: string) {
  await page.getByRole('button', { name: `Actions: ${CLAIM_FILE}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: dialog })).toHaveCount(0);
}

/** C and D: a followed case on each tab, the claim dialog, case selection, the profile, the about page. */
async function creditorPages(page: Page, deployment: Deployment, email: string, loginPath: string) {
  await signIn(page, deployment, email, loginPath);
  await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
  await creditorSidebar(page)
    .getByRole('button', { name: /Fjällbygg/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Fjällbygg/ })).toBeVisible();
  await visitTabs(page, [/^Messages/, /^Documents/, /^Invoices/]);
  await openDialog(page, 'New Claim', 'New claim');
  await creditorSidebar(page).getByRole('button', { name: 'Select case' }).click();
  await expect(page).toHaveURL(/\/dashboard\/select-case$/);
  await open(page, deployment, '/dashboard/select-case');
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'My profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await aboutPage(page, deployment);
}

async function debtCollectorPages(page: Page, deployment: Deployment, loginPath: string) {
  await creditorPages(page, deployment, demo.debtCollector, loginPath);
  await open(page, deployment, '/dashboard');
  await creditorSidebar(page).getByRole('button', { name: 'Select creditor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-creditor$/);
  await open(page, deployment, '/dashboard/add-creditor');
  await expect(page.getByRole('searchbox', { name: /Organisation number or e-mail/ })).toBeVisible();
}

test.describe('the law-firm deployment', () => {
  const deployment = deploymentFor({}, false);

  test('the public pages', async ({ page }) => {
    await publicPages(page, deployment);
  });

  test('S: law firms, their users, the dialogs, about', async ({ page }) => {
    await signIn(page, deployment, demo.admin, '/');
    await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
    await page
      .locator('aside')
      .getByRole('button', { name: /Nordlaw/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /Nordlaw/ }).first()).toBeVisible();
    await openDialog(page, 'Add law firm', 'Add law firm');
    await openDialog(page, 'Add User', 'Add user');
    await aboutPage(page, deployment);
  });

  test('A: cases and every tab, the dialogs, own firm, user management, about', async ({ page }) => {
    await signIn(page, deployment, demo.firmAdmin, '/');
    await expect(page.getByRole('button', { name: 'Edit case' })).toBeVisible();
    await visitTabs(page, [/^Creditors/, /^Messages/, /^Documents/, /^Invoices/]);
    await page.getByRole('tab', { name: /^Messages/ }).click();
    await openDialog(page, 'New Message', 'New message');
    await page.getByRole('tab', { name: /^Documents/ }).click();
    await openDialog(page, 'Upload Document', 'Upload document');
    // The case form's claims-deadline field, filled in (not saved).
    await page.getByRole('button', { name: 'Edit case' }).click();
    const caseForm = page.getByRole('dialog', { name: 'Edit Case' });
    await caseForm.getByLabel('Claims deadline').fill('2026-06-30');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await expect(caseForm).toHaveCount(0);
    // A claim's details and the decision (status) dialog.
    await fileClaim(deployment);
    await page
      .locator('aside')
      .getByRole('button', { name: /Fjällbygg/ })
      .click();
    await page.getByRole('tab', { name: /^Invoices/ }).click();
    await openClaimDialog(page, 'View details', 'Claim details');
    await openClaimDialog(page, 'Update status', 'Update status');
    await page.locator('aside').getByRole('button', { name: 'My law firm' }).click();
    await expect(page).toHaveURL(/\/dashboard\/firm$/);
    await open(page, deployment, '/dashboard/firm');
    await page
      .getByRole('button', { name: /Nordlaw/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'User Management' }).click();
    await expect(page.getByRole('dialog', { name: 'User Management' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await aboutPage(page, deployment);
  });

  test('U: cases and every tab, about', async ({ page }) => {
    await signIn(page, deployment, demo.firmUser, '/');
    await expect(page.getByRole('button', { name: 'Show more information' })).toBeVisible();
    await visitTabs(page, [/^Creditors/, /^Messages/, /^Documents/, /^Invoices/]);
    await aboutPage(page, deployment);
  });

  test('staff: the account page with the two-factor QR code, then the two-factor sign-in step', async ({
    page,
  }) => {
    const email = await freshFirmUser(deployment.portal.apiURL, 'csp-tvasteg', 'Csp-Tvasteg-1');
    await signIn(page, deployment, email, '/', 'Csp-Tvasteg-1');
    await open(page, deployment, '/dashboard/account');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const secret = (await page.getByTestId('totp-key').textContent()) ?? '';
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page
      .getByRole('region', { name: 'Two-factor sign-in' })
      .getByLabel('Current password')
      .fill('Csp-Tvasteg-1');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await open(page, deployment, '/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Csp-Tvasteg-1');
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // With the next 30-second step's code: the current one was spent turning it on.
    await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  });

  test('C: a case on every tab, claims, case selection, profile, about', async ({ page }) => {
    await creditorPages(page, deployment, demo.creditor, '/creditors-portal');
  });

  test('D: the same and the creditors it acts for', async ({ page }) => {
    await debtCollectorPages(page, deployment, '/creditors-portal');
  });

  test('the API docs page has a policy of its own and breaks none of it', async ({ page }) => {
    const response = await page.goto(`${deployment.portal.baseURL}/api/docs/`);
    const policy = directivesOf(response?.headers()['content-security-policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    await expect(page.locator('.swagger-ui .info').first()).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('the creditor deployment (PORTAL_AUDIENCE=creditor, https public URL)', () => {
  const deployment = deploymentFor(
    { PORTAL_AUDIENCE: 'creditor', PUBLIC_URL: 'https://borgenar.example.se' },
    true,
  );

  test('the public pages', async ({ page }) => {
    await publicPages(page, deployment);
  });

  test('C: a case on every tab, claims, case selection, profile, about', async ({ page }) => {
    await creditorPages(page, deployment, demo.creditor2, '/');
  });

  test('D: the same and the creditors it acts for', async ({ page }) => {
    await debtCollectorPages(page, deployment, '/');
  });
});
