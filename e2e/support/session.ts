import type { Page } from '@playwright/test';

/** The token of the page's session (the auth store in local storage). */
export const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('portal-auth') ?? '{}').state?.token as string);

/** A protected call that every firm-side role (S, A, U) may make. */
export const FIRM_SIDE_CALL = '/api/Auth/account';
/** A protected call that creditors and debt collectors (C, D) may make. */
export const CREDITOR_SIDE_CALL = '/api/Case/getAllCases';

/** The status a protected call answers with `token`: 200 while the session lives, 401 once it has ended. */
export async function statusWithToken(page: Page, token: string, path = FIRM_SIDE_CALL): Promise<number> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}
