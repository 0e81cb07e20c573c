import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Language } from './texts';

// Layout helpers of the responsive specs.

const LANGUAGE_BUTTON: Record<Language, string> = { en: 'English', sv: 'Svenska' };

/** Switches the language with the header's (or the public page's) language buttons. */
export async function switchLanguage(page: Page, language: Language) {
  await page.getByRole('button', { name: LANGUAGE_BUTTON[language], exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The box of an element, which must be drawn. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not drawn`);
  return found;
}
