// Signs a headless page in through the real login form with the demo data (README "Demo sign-ins") and
// waits for the first case view: used by measure-login-bytes.mjs --case-view and screenshots.mjs.

export const DEMO_SIGN_INS = {
  firm: { path: '/', email: 'anna.berg@nordlaw.demo' },
  creditor: { path: '/creditors-portal', email: 'leverantor@creditor.demo' },
};

/** Fills and sends the form of the page already open at DEMO_SIGN_INS[who].path, then waits for a case's tabs. */
export async function signInToFirstCase(page, who) {
  await page.locator('input[type="email"]').fill(DEMO_SIGN_INS[who].email);
  await page.locator('input[type="password"]').fill('Demo1234!');
  await page.locator('button[type="submit"]:not([disabled])').click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  await page.locator('main [role="tab"]').first().waitFor({ timeout: 30_000 });
}
