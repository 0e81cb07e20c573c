import type { Locator } from '@playwright/test';
import { demo, expect, signIn, test } from '../support/fixtures';
import { box, switchLanguage } from '../support/layout';

/**
 * The debt collector's sidebar header fits, in English and Swedish.
 */

/** The number of lines an element's text takes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });

test.describe('the debt collector sidebar header', () => {
  test('keeps its title on one line and every button inside the sidebar, in English and Swedish', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 850 });
    await signIn(page, demo.debtCollector, { creditor: true });
    const sidebar = page.getByRole('complementary');
    const head = sidebar.locator('.portal-sidebar__head');
    await expect(head.getByRole('button')).toHaveCount(3);
    for (const language of ['en', 'sv'] as const) {
      await switchLanguage(page, language);
      const side = await box(sidebar);
      await expect(
        head.getByRole('button', { name: language === 'en' ? 'Select creditor' : 'Välj borgenär' }),
      ).toBeVisible();
      for (const button of await head.getByRole('button').all()) {
        const drawn = await box(button);
        expect(drawn.x, `${await button.textContent()} starts inside the sidebar`).toBeGreaterThanOrEqual(
          side.x,
        );
        expect(
          drawn.x + drawn.width,
          `${await button.textContent()} ends inside the sidebar`,
        ).toBeLessThanOrEqual(side.x + side.width);
        // Nothing inside the button is clipped either.
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      expect(await lineCount(head.locator('.portal-sidebar__title'))).toBe(1);
    }
  });
});
