import type { Page } from '@playwright/test';
import { demo, expect, signIn, test } from '../support/fixtures';
import { box } from '../support/layout';

/**
 * No sideways scrolling on a phone (390 × 844) for two of the firm's newer controls: the invite dialog (creditors tab) is a full-screen sheet, its checked list included, and the claims-register menu (claims tab)
 * opens inside the window. Neither makes the page or the dialog scroll sideways.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const CSV = Buffer.from(
  [
    '\ufeffNamn;Organisationsnummer;E-post;Belopp',
    'Telefonbolaget Med Ett Mycket Långt Namn AB;556016-0680;lang-adress-for-en-borgenar@phone.test;12 500,00',
    'Fel Nummer AB;556016-0681;fel@phone.test;',
  ].join('\r\n'),
  'utf8',
);

/** What scrolls sideways: the page, and an open dialog's own frame. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      found.push(`the page: ${root.scrollWidth} > ${window.innerWidth}`);
    for (const wrap of document.querySelectorAll<HTMLElement>('.ant-modal-wrap')) {
      if (wrap.offsetParent !== null && wrap.scrollWidth > wrap.clientWidth + 1)
        found.push(`the dialog: ${wrap.scrollWidth} > ${wrap.clientWidth}`);
    }
    return found;
  });

/**
 * No dialog, menu or dropdown caught halfway through its opening or closing animation: no element on
 * screen with an animation class. One that takes no room or cannot be seen cannot move the sheet: antd
 * leaves a button's loading icon in its leave motion at width 0 and opacity 0 when the transition it waits
 * for never runs (CI 3 and 4, "Check the list"). A failure names the elements' classes.
 */
const settled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '[class*="-appear"], [class*="-enter"], [class*="-leave"]',
          ),
        ]
          .filter((element) => {
            const { width, height } = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return width > 0 && height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
          })
          .map((element) => element.className),
      ),
    )
    .toEqual([]);

/** A dialog below 576 px: the whole width and at least the whole height, from the top. */
async function expectSheet(page: Page, name: string) {
  const sheet = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await settled(page);
  const drawn = await box(sheet);
  expect(Math.round(drawn.width), `${name} fills the width`).toBe(390);
  expect(Math.round(drawn.y), `${name} starts at the top`).toBe(0);
  expect(Math.round(drawn.height), `${name} fills the height`).toBeGreaterThanOrEqual(844);
}

test.describe('the firm on a phone: invite dialog and claims-register menu', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.firmAdmin);
    await expect(page.getByRole('tab', { name: /^Creditors/ })).toBeVisible();
  });

  test('the invite dialog is a full-screen sheet, before and after the list is checked', async ({ page }) => {
    await page.getByRole('tab', { name: /^Creditors/ }).click();
    await page.getByRole('button', { name: 'Invite creditors' }).click();
    const name = "Invite the debtor's creditors";
    await expectSheet(page, name);
    expect(await sideways(page), 'the empty invite dialog').toEqual([]);
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByLabel('Creditor list').setInputFiles({
      name: 'borgenarer.csv',
      mimeType: 'text/csv',
      buffer: CSV,
    });
    await dialog.getByRole('button', { name: 'Check the list' }).click();
    await expect(dialog.getByText(/ready to invite/)).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Fel Nummer/ })).toContainText('Invalid org. number');
    await expectSheet(page, name);
    expect(await sideways(page), 'the checked list').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the claims-register menu opens inside the window', async ({ page }) => {
    // On a phone the last tabs sit behind the tab bar's "more" button, as a finger reaches them.
    await page.locator('.ant-tabs-nav-more').click();
    await page.getByRole('option', { name: /^Invoices/ }).click();
    await expect(page.getByRole('tab', { name: /^Invoices/ })).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    const button = page.getByRole('button', { name: 'Claims register' });
    await expect(button).toBeVisible();
    expect(await sideways(page), 'the claims tab').toEqual([]);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
    await settled(page);
    const drawn = await box(menu);
    expect(drawn.x, 'the menu starts inside the window').toBeGreaterThanOrEqual(0);
    expect(drawn.x + drawn.width, 'the menu ends inside the window').toBeLessThanOrEqual(390);
    expect(drawn.y + drawn.height, 'the menu ends above the bottom').toBeLessThanOrEqual(844);
    expect(await sideways(page), 'the open menu').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
