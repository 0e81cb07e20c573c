import type { Page } from '@playwright/test';
import { demo, expect, signIn, test } from '../support/fixtures';
import { box, switchLanguage } from '../support/layout';
import { type Language, text } from '../support/texts';

/**
 * The pages fit the window from a phone to a desktop, in English and Swedish
 * (the debt collector's sidebar header: responsive-sidebar.spec.ts).
 */

// ---------------------------------------------------------------------------------------------------------
// No page of any role scrolls sideways at 360 × 740, 390 × 844 or 1366 × 850, in either language.
// One sign-in per role; every state (route, tab, dialog) is measured at the three sizes by resizing the window,
// and the language is switched once per pass.

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
] as const;
const LANGUAGES = ['en', 'sv'] as const;

/** What scrolls sideways: the page (wider than the window) and the frame's scrolling areas, with culprits. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      found.push(`the page: ${root.scrollWidth} > ${window.innerWidth}`);
    for (const area of document.querySelectorAll<HTMLElement>(
      'main, aside, .ant-modal-wrap, .ant-drawer-body',
    )) {
      if (area.offsetParent !== null && area.scrollWidth > area.clientWidth + 1)
        found.push(
          `${area.tagName.toLowerCase()}.${area.className}: ${area.scrollWidth} > ${area.clientWidth}`,
        );
    }
    if (found.length > 0) {
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter(
          (element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden',
        );
      for (const element of culprits.slice(0, 6))
        found.push(
          `  ${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ends at ${Math.round(element.getBoundingClientRect().right)}`,
        );
    }
    return found;
  });

/** Buttons and tabs a finger must hit: at least 44 × 44 px on a phone. */
const smallTouchTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'header button, main button, aside button, main [role="tab"], .ant-modal button, .ant-drawer button',
      ),
    ]
      .filter((element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('[aria-hidden="true"], [inert]'))
      // A switch is also reached through its label, which is part of its target.
      .filter((element) => !element.classList.contains('ant-switch'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.height < 43.5 || box.width < 43.5);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
        const kind = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        return `${kind} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );

/** Measures what is on screen at each size; dialogs must be full-screen sheets below 576 px. */
async function sweep(page: Page, where: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Measure the settled page: no dialog caught halfway through its opening animation.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page
      .waitForFunction(
        () =>
          !document.querySelector(
            '[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]',
          ),
        undefined,
        { timeout: 3000 },
      )
      .catch(() => undefined);
    const at = `${where} at ${viewport.width} × ${viewport.height}`;
    expect.soft(await sidewaysScroll(page), `${at} scrolls sideways`).toEqual([]);
    if (viewport.width < 768) expect.soft(await smallTouchTargets(page), `${at}: touch targets`).toEqual([]);
    const sheet = page.locator('.ant-modal-wrap:visible .ant-modal');
    if (viewport.width < 576 && (await sheet.count()) > 0) {
      const drawn = await box(sheet.last());
      expect.soft(Math.round(drawn.width), `${at}: the dialog fills the width`).toBe(viewport.width);
    }
  }
}

/** The header's menu button opens the sidebar as a drawer on a phone; Escape closes it and focus comes back. */
async function checkDrawer(page: Page, language: Language, where: string) {
  await page.setViewportSize(VIEWPORTS[0]);
  const menu = page.getByRole('button', { name: text(language, 'shell.header.menu'), exact: true });
  const sidebar = page.getByRole('complementary', { name: text(language, 'shell.sidebar.label') });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator(':focus')).toHaveCount(1);
  expect(await sidewaysScroll(page), `${where}: the open drawer`).toEqual([]);
  expect(await smallTouchTargets(page), `${where}: the open drawer's touch targets`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(sidebar).toBeHidden();
  await page.setViewportSize(VIEWPORTS[2]);
}

/** Opens a dialog with its button (at desktop size), measures it, closes it with Escape. */
async function checkDialog(page: Page, open: () => Promise<void>, where: string) {
  await open();
  await expect(page.getByRole('dialog').last()).toBeVisible();
  await sweep(page, where);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
const clickButton = (page: Page, name: string) => () =>
  page.getByRole('button', { name, exact: true }).first().click();

/** Every tab of the case on screen, measured; returns to the first. */
async function checkTabs(page: Page, where: string) {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await sweep(page, `${where}, tab ${(await tabs.nth(index).textContent())?.trim()}`);
  }
  await tabs.first().click();
}

/** Opens the tab whose name starts with `name`. */
const openTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();

async function openPath(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
}

async function commonPages(page: Page, language: Language, role: string, account: boolean) {
  await openPath(page, '/dashboard/about');
  await expect(page.getByRole('heading', { name: text(language, 'shell.about.title') })).toBeVisible();
  await sweep(page, `${role}: about (${language})`);
  if (account) {
    await openPath(page, '/dashboard/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sweep(page, `${role}: account (${language})`);
  }
}

test.describe('no page scrolls sideways, 360 to 1366 px, in English and Swedish', () => {
  test('the public pages', async ({ page }) => {
    const pages = [
      '/',
      '/creditors-portal',
      '/creditors-portal-signup',
      '/creditors-portal/verify-otp?email=someone%40example.se',
      '/forgot-password',
      '/no-such-page',
    ];
    await page.goto('/');
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await sweep(page, `${path} (${language})`);
      }
      // The sign-up form with every error shown.
      await page.goto('/creditors-portal-signup');
      await page.getByRole('button', { name: text(language, 'shell.signup.submit') }).click();
      await expect(page.locator('.portal-field__error').first()).toBeVisible();
      await sweep(page, `sign-up with its errors (${language})`);
    }
  });

  test('S: law firms, a firm and its users, the dialogs, account, about', async ({ page }) => {
    await signIn(page, demo.admin);
    for (const language of LANGUAGES) {
      await openPath(page, '/dashboard');
      await switchLanguage(page, language);
      await expect(page.getByRole('button', { name: text(language, 'lawfirm.users.add') })).toBeVisible();
      await sweep(page, `S: a law firm (${language})`);
      await checkDrawer(page, language, `S (${language})`);
      await checkDialog(
        page,
        clickButton(page, text(language, 'lawfirm.sidebar.addLawFirm')),
        `S: add law firm (${language})`,
      );
      await checkDialog(
        page,
        clickButton(page, text(language, 'lawfirm.users.add')),
        `S: add user (${language})`,
      );
      await commonPages(page, language, 'S', true);
    }
  });

  /** The first case of the dashboard, without and with its details, its drawer and its tabs. */
  async function caseWithDetails(page: Page, language: Language, role: string) {
    await openPath(page, '/dashboard');
    await switchLanguage(page, language);
    const more = page.getByRole('button', { name: text(language, 'lawfirm.caseView.showMore') });
    await expect(more).toBeVisible();
    await sweep(page, `${role}: a case (${language})`);
    await checkDrawer(page, language, `${role} (${language})`);
    await more.click();
    await sweep(page, `${role}: a case with its details (${language})`);
    await checkTabs(page, `${role}: a case (${language})`);
  }

  async function firmCase(page: Page, language: Language, role: 'A' | 'U') {
    await caseWithDetails(page, language, role);
    await openTab(page, text(language, 'lawfirm.cases.tabs.messages'));
    await checkDialog(
      page,
      clickButton(page, text(language, 'tabs.messages.new')),
      `${role}: new message (${language})`,
    );
    await openTab(page, text(language, 'lawfirm.cases.tabs.documents'));
    await checkDialog(
      page,
      clickButton(page, text(language, 'tabs.documents.upload')),
      `${role}: upload (${language})`,
    );
  }

  test('A: a case on every tab, the dialogs, own firm, user management, account, about', async ({ page }) => {
    await signIn(page, demo.firmAdmin);
    for (const language of LANGUAGES) {
      await firmCase(page, language, 'A');
      await checkDialog(
        page,
        clickButton(page, text(language, 'lawfirm.cases.view.edit')),
        `A: edit case (${language})`,
      );
      await checkDialog(
        page,
        clickButton(page, text(language, 'lawfirm.sidebar.addCase')),
        `A: add case (${language})`,
      );
      await page
        .getByRole('complementary')
        .getByRole('button', { name: text(language, 'lawfirm.sidebar.myLawFirm') })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/firm$/);
      await sweep(page, `A: own firm (${language})`);
      await checkDialog(
        page,
        async () => {
          await page
            .getByRole('button', { name: new RegExp(text(language, 'shell.header.userMenu')) })
            .click();
          await page.getByRole('menuitem', { name: text(language, 'shell.header.userManagement') }).click();
        },
        `A: user management (${language})`,
      );
      await commonPages(page, language, 'A', true);
    }
  });

  test('U: a case on every tab, the dialogs, account, about', async ({ page }) => {
    await signIn(page, demo.firmUser);
    for (const language of LANGUAGES) {
      await firmCase(page, language, 'U');
      await commonPages(page, language, 'U', true);
    }
  });

  async function creditorPages(page: Page, language: Language, role: 'C' | 'D') {
    await caseWithDetails(page, language, role);
    await openTab(page, text(language, 'creditor.caseView.tabs.claims'));
    await checkDialog(
      page,
      clickButton(page, text(language, 'tabs.claims.new')),
      `${role}: new claim (${language})`,
    );
    await checkDialog(
      page,
      async () => {
        await page.getByRole('button', { name: new RegExp(text(language, 'shell.header.userMenu')) }).click();
        await page.getByRole('menuitem', { name: text(language, 'shell.header.viewProfile') }).click();
      },
      `${role}: profile (${language})`,
    );
    await openPath(page, '/dashboard/select-case');
    await expect(
      page.getByRole('heading', { name: text(language, 'creditor.selectCase.title') }),
    ).toBeVisible();
    await sweep(page, `${role}: select cases (${language})`);
    if (role === 'D') {
      await openPath(page, '/dashboard/add-creditor');
      await expect(
        page.getByRole('heading', { name: text(language, 'creditor.addCreditor.title') }),
      ).toBeVisible();
      await sweep(page, `D: creditors it acts for (${language})`);
    }
    await commonPages(page, language, role, false);
  }

  test('C: a case on every tab, a claim, the profile, case selection, about', async ({ page }) => {
    await signIn(page, demo.creditor, { creditor: true });
    for (const language of LANGUAGES) await creditorPages(page, language, 'C');
  });

  test('D: the same and the creditors it acts for', async ({ page }) => {
    await signIn(page, demo.debtCollector, { creditor: true });
    for (const language of LANGUAGES) await creditorPages(page, language, 'D');
  });
});
