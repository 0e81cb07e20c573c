import { readFileSync } from 'node:fs';
import type { Browser, Download, Locator, Page } from '@playwright/test';
import { pdfBytes } from '../support/api';
import { type CaseCreditor, caseWithClaims } from '../support/claims-case';
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures';
import { signInSv, sv, swedishDay, swedishPage, toast } from '../support/swedish';

/**
 * The claims procedure after intake on the real `npm start`, in Swedish: the firm's administrator (A) sets the
 * procedure's dates in the case form and publishes register version 1 of a fresh case with three creditors'
 * claims; creditor C2 objects to C1's claim with a file, C1 replies; A asks C3 for more information and C3
 * answers; C3 objects to C2's claim; A records a settlement of C1's claim at a lower amount; A moves the
 * objection and settlement deadlines into the past, and C3's objection, still open, becomes a claims dispute
 * (bevakningstvist); A downloads its bundle and publishes version 2, which C1 lists with the settled amount
 * counted and downloads. The dates are counted from today, so the journey holds on any day.
 */

const run = `o${Date.now().toString(36)}`;
const debtor = `Anmärkningsprov ${run} AB`;
const knr = `K ${run}-26`;
const PASSWORD = 'Anmarkning123!';
const objectionReason = `Leveranserna i fakturan kom aldrig fram (${run}).`;
const replyText = `Leveranserna kvitterades av gäldenären (${run}).`;
const question = `Skicka fraktsedlarna till fakturan (${run}).`;
const answerText = `Fraktsedlarna finns i bilagan (${run}).`;

/** The days of the procedure, from today: the claims deadline passed, the objection period still running. */
const dates = {
  decidedOn: swedishDay(-30),
  claimsDeadline: swedishDay(-10),
  objectionDeadline: swedishDay(10),
  settlementDeadline: swedishDay(20),
  // Both moved into the past later; still after the claims deadline, as the server requires.
  objectionPassed: swedishDay(-5),
  settlementPassed: swedishDay(-1),
};

/** An amount as the portal writes it in Swedish, with any space: "9 500,00 kr". */
const kronor = (amount: string) => new RegExp(amount.replace(/ /g, '\\s'));

const objectionsOf = (page: Page) => page.getByRole('region', { name: sv('tabs.objections.title') });
const objectionsToClaim = (page: Page, n: number) =>
  objectionsOf(page).getByRole('list', { name: sv('tabs.objections.ofClaim', { n }) });
const versionsOf = (page: Page) => page.getByRole('region', { name: sv('tabs.claims.versions.title') });

/** The first bytes of a download. */
const head = async (download: Download, bytes = 4) =>
  readFileSync(await download.path())
    .subarray(0, bytes)
    .toString();

/** Opens the claims tab of the case the page shows (a creditor follows only the journey's case). */
async function claimsTab(page: Page, firm: boolean) {
  await page.reload();
  await page
    .getByRole('tab', { name: sv(firm ? 'lawfirm.cases.tabs.claims' : 'creditor.caseView.tabs.claims') })
    .click();
}

/** A creditor signed in to the portal in Swedish, on the claims tab. */
async function creditorPage(browser: Browser, baseURL: string, who: CaseCreditor) {
  const page = await swedishPage(browser, baseURL);
  await signInSv(page, who.email, PASSWORD, true);
  await page.getByRole('tab', { name: sv('creditor.caseView.tabs.claims') }).click();
  return page;
}

/** The progress dialog of a claim, opened from its row's menu. */
async function progressOf(page: Page, who: CaseCreditor) {
  await page.getByRole('button', { name: `${sv('tabs.actions.menu')}: ${who.fileName}` }).click();
  await page.getByRole('menuitem', { name: sv('tabs.claims.steps.open') }).click();
  return page.getByRole('dialog', { name: sv('tabs.claims.steps.title') });
}

/** The state a progress dialog names (its timeline names the earlier states too). */
const stateLine = (dialog: Locator) => dialog.getByTestId('claim-state');

/** The case form: sets the dates given and saves. */
async function setDates(firm: Page, values: Partial<Record<string, string>>) {
  await firm.getByRole('button', { name: sv('lawfirm.cases.view.edit') }).click();
  const edit = firm.getByRole('dialog', { name: sv('lawfirm.cases.form.editTitle') });
  for (const [field, value] of Object.entries(values))
    await edit.getByLabel(sv(`lawfirm.cases.form.${field}`)).fill(value ?? '');
  await edit.getByRole('button', { name: sv('common.actions.save') }).click();
  await expect(toast(firm, sv('lawfirm.toast.caseUpdated'))).toBeVisible();
  await expect(edit).toBeHidden();
}

async function publish(firm: Page, version: number) {
  const versions = versionsOf(firm);
  await versions.getByRole('button', { name: sv('tabs.claims.versions.publish') }).click();
  const dialog = firm.getByRole('dialog', { name: sv('tabs.claims.versions.confirmTitle', { version }) });
  await dialog.getByRole('button', { name: sv('tabs.claims.versions.publish') }).click();
  await expect(toast(firm, sv('tabs.claims.versions.published', { version }))).toBeVisible();
  await expect(versions.getByText(new RegExp(`^Version ${version}, publicerad`))).toBeVisible();
}

/** Files an objection to the amount of claim no. `n` through the objection form, with a file when given. */
async function objectTo(page: Page, n: number, amount: string, reason: string, fileName?: string) {
  await objectionsOf(page)
    .getByRole('button', { name: sv('tabs.objections.objectLabel', { n }) })
    .click();
  const form = objectionsOf(page).getByRole('form', { name: sv('tabs.objections.objectForm') });
  await form.getByRole('checkbox', { name: sv('tabs.objections.disputesAmount') }).check();
  await form.getByLabel(sv('tabs.objections.proposedAmount')).fill(amount);
  await form.getByLabel(sv('tabs.objections.reason')).fill(reason);
  if (fileName)
    await form
      .getByLabel(sv('tabs.objections.file'))
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfBytes(fileName) });
  await form.getByRole('button', { name: sv('tabs.objections.submitObjection') }).click();
  await expect(toast(page, sv('tabs.objections.toast.filed'))).toBeVisible();
  await expect(form).toBeHidden();
}

test('objections in Swedish: an objection with a reply and a settlement, a question, a claims dispute, version 2', async ({
  browser,
  portal,
}) => {
  test.setTimeout(360_000);
  const { caseId, creditors } = await caseWithClaims(portal.apiURL, portal.dataDir, {
    debtor,
    knr,
    password: PASSWORD,
    claims: [
      { name: `Leverantör ${run}`, amount: '12000' },
      { name: `Bygg ${run}`, amount: '8000' },
      { name: `Konsult ${run}`, amount: '5000' },
    ],
  });
  const [c1, c2, c3] = creditors as [CaseCreditor, CaseCreditor, CaseCreditor];

  // 1. A sets the procedure's dates in the case form; the header shows them; A publishes version 1.
  const firm = await swedishPage(browser, portal.baseURL);
  await signInSv(firm, demo.firmAdmin, DEMO_PASSWORD, false);
  await firm.goto(`/dashboard?case=${caseId}#claims`);
  await expect(firm.getByText(debtor).first()).toBeVisible();
  await setDates(firm, {
    claimsDeadline: dates.claimsDeadline,
    claimsProcedureDecidedOn: dates.decidedOn,
    objectionDeadline: dates.objectionDeadline,
    settlementDeadline: dates.settlementDeadline,
  });
  const header = firm.getByRole('region', { name: debtor });
  await expect(header.getByText(dates.objectionDeadline.replaceAll('-', '/'))).toBeVisible();
  await expect(header.getByText(dates.settlementDeadline.replaceAll('-', '/'))).toBeVisible();
  await firm.getByRole('tab', { name: sv('lawfirm.cases.tabs.claims') }).click();
  await publish(firm, 1);
  await expect(
    versionsOf(firm).getByText(/^Version 1, publicerad .*3 fordringar, godkänt 0,00\skr/),
  ).toBeVisible();

  // 2. C2 reads the objection period and objects to C1's claim (no. 1) with a file; not to its own.
  const pageOfC2 = await creditorPage(browser, portal.baseURL, c2);
  await expect(objectionsOf(pageOfC2)).toContainText(
    sv('tabs.objections.deadlines', {
      objection: dates.objectionDeadline,
      settlement: dates.settlementDeadline,
    }),
  );
  await expect(
    objectionsOf(pageOfC2).getByRole('button', { name: sv('tabs.objections.objectLabel', { n: 2 }) }),
  ).toHaveCount(0);
  await objectTo(pageOfC2, 1, '9000', objectionReason, `Anmärkning ${run}.pdf`);
  const filedByC2 = objectionsToClaim(pageOfC2, 1);
  await expect(filedByC2).toContainText(sv('tabs.objections.by', { name: c2.name }));
  await expect(filedByC2).toContainText(sv('tabs.objections.state.Open'));
  await expect(filedByC2).toContainText(objectionReason);

  // 3. C1 sees the objection to its claim, open, and replies; its claim's progress says it is objected.
  const pageOfC1 = await creditorPage(browser, portal.baseURL, c1);
  const againstC1 = objectionsToClaim(pageOfC1, 1);
  await expect(againstC1).toContainText(sv('tabs.objections.state.Open'));
  await expect(againstC1).toContainText(objectionReason);
  await againstC1.getByRole('button', { name: sv('tabs.objections.reply') }).click();
  const reply = againstC1.getByRole('form', { name: sv('tabs.objections.replyForm') });
  await reply.getByLabel(sv('tabs.objections.replyText')).fill(replyText);
  await reply.getByRole('button', { name: sv('tabs.objections.sendReply') }).click();
  await expect(toast(pageOfC1, sv('tabs.objections.toast.replied'))).toBeVisible();
  await expect(reply).toBeHidden();
  await expect(againstC1).toContainText(`${c1.name}: ${replyText}`);
  const progressOfC1 = await progressOf(pageOfC1, c1);
  await expect(stateLine(progressOfC1)).toHaveText(sv('tabs.claims.steps.states.Objected'));
  await pageOfC1.keyboard.press('Escape');
  await expect(progressOfC1).toBeHidden();

  // 4. A asks C3 for more information about its claim; C3 reads the question and answers it.
  const askC3 = await progressOf(firm, c3);
  await expect(stateLine(askC3)).toHaveText(sv('tabs.claims.steps.states.UnderReview'));
  await askC3.getByLabel(sv('tabs.claims.steps.askLabel')).fill(question);
  await askC3.getByRole('button', { name: sv('tabs.claims.steps.ask') }).click();
  await expect(toast(firm, sv('tabs.claims.steps.asked'))).toBeVisible();
  await expect(stateLine(askC3)).toHaveText(sv('tabs.claims.steps.states.InformationRequested'));
  await firm.keyboard.press('Escape');
  await expect(askC3).toBeHidden();

  const pageOfC3 = await creditorPage(browser, portal.baseURL, c3);
  const answerC3 = await progressOf(pageOfC3, c3);
  await expect(stateLine(answerC3)).toHaveText(sv('tabs.claims.steps.states.InformationRequested'));
  await expect(answerC3).toContainText(question);
  await answerC3.getByLabel(sv('tabs.claims.steps.answerLabel')).fill(answerText);
  await answerC3.getByRole('button', { name: sv('tabs.claims.steps.answer') }).click();
  await expect(toast(pageOfC3, sv('tabs.claims.steps.answered'))).toBeVisible();
  await expect(stateLine(answerC3)).toHaveText(sv('tabs.claims.steps.states.UnderReview'));
  await expect(answerC3).toContainText(answerText);
  await pageOfC3.keyboard.press('Escape');
  await expect(answerC3).toBeHidden();

  // C3 objects to C2's claim (no. 2) while the objection period runs: nobody settles it.
  await objectTo(pageOfC3, 2, '4000', `Fakturan är redan betald (${run}).`);
  await expect(objectionsToClaim(pageOfC3, 2)).toContainText(sv('tabs.objections.state.Open'));

  // A reads C3's answer in the claim's progress.
  await claimsTab(firm, true);
  const answered = await progressOf(firm, c3);
  await expect(answered).toContainText(answerText);
  await firm.keyboard.press('Escape');
  await expect(answered).toBeHidden();

  // 5. A records a settlement of the objection to C1's claim at 9 500 kr, with the signed agreement.
  const firmOnC1 = objectionsToClaim(firm, 1);
  await expect(firmOnC1).toContainText(`${c1.name}: ${replyText}`);
  await firmOnC1.getByRole('button', { name: sv('tabs.objections.settle') }).click();
  const settlement = firmOnC1.getByRole('form', { name: sv('tabs.objections.settleForm') });
  await settlement.getByLabel(sv('tabs.objections.admittedAmount')).fill('9500');
  await settlement.getByLabel(sv('tabs.objections.admittedPriority')).selectOption('NonPriority');
  await settlement
    .getByLabel(sv('tabs.objections.fileRequired'))
    .setInputFiles({ name: `Förlikning ${run}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes(run) });
  await settlement.getByRole('button', { name: sv('tabs.objections.recordSettlement') }).click();
  await expect(toast(firm, sv('tabs.objections.toast.settled'))).toBeVisible();
  await expect(settlement).toBeHidden();
  await expect(firmOnC1).toContainText(sv('tabs.objections.state.Settled'));
  await expect(firmOnC1).toContainText(kronor('Förlikt till 9 500,00 kr.'));

  // 6. A moves the objection and settlement deadlines into the past: C3's objection, still open, is a
  // claims dispute; objections are no longer taken.
  await setDates(firm, {
    objectionDeadline: dates.objectionPassed,
    settlementDeadline: dates.settlementPassed,
  });
  await claimsTab(firm, true);
  const firmOnC2 = objectionsToClaim(firm, 2);
  await expect(firmOnC2).toContainText(sv('tabs.objections.state.Disputed'));
  await expect(firmOnC1).toContainText(sv('tabs.objections.state.Settled'));
  await expect(objectionsOf(firm)).toContainText(
    sv('tabs.objections.deadlines', {
      objection: dates.objectionPassed,
      settlement: dates.settlementPassed,
    }),
  );
  await claimsTab(pageOfC3, false);
  await expect(objectionsToClaim(pageOfC3, 2)).toContainText(sv('tabs.objections.state.Disputed'));
  await expect(
    objectionsOf(pageOfC3).getByRole('button', { name: sv('tabs.objections.objectLabel', { n: 1 }) }),
  ).toHaveCount(0);
  await claimsTab(pageOfC2, false);
  const progressOfC2 = await progressOf(pageOfC2, c2);
  await expect(stateLine(progressOfC2)).toHaveText(sv('tabs.claims.steps.states.Disputed'));
  await pageOfC2.keyboard.press('Escape');

  // 7. A downloads the dispute's bundle for the district court (a PDF) and publishes version 2.
  const [bundle] = await Promise.all([
    firm.waitForEvent('download'),
    firmOnC2.getByRole('button', { name: sv('tabs.objections.bundle') }).click(),
  ]);
  expect(bundle.suggestedFilename()).toMatch(/^bevakningstvist-.*-2\.pdf$/);
  expect(await head(bundle)).toBe('%PDF');
  await publish(firm, 2);

  // 8. C1 lists version 2 with the settled amount counted, downloads it, and reads its claim as settled.
  await claimsTab(pageOfC1, false);
  const versions = versionsOf(pageOfC1);
  await expect(
    versions.getByText(/^Version 2, publicerad .*3 fordringar, godkänt 9\s500,00\skr/),
  ).toBeVisible();
  await expect(versions.getByText(/^Version 1, publicerad .*godkänt 0,00\skr/)).toBeVisible();
  const [version2] = await Promise.all([
    pageOfC1.waitForEvent('download'),
    versions.getByRole('button', { name: sv('tabs.claims.versions.download.pdf', { version: 2 }) }).click(),
  ]);
  expect(version2.suggestedFilename()).toMatch(/version-2\.pdf$/);
  expect(await head(version2)).toBe('%PDF');
  const row = pageOfC1.getByRole('listitem').filter({ hasText: c1.fileName });
  await expect(row).toContainText(sv('tabs.claims.partlyApproved'));
  await expect(row).toContainText(kronor('9 500,00 kr av 12 000,00 kr'));
  const settledC1 = await progressOf(pageOfC1, c1);
  await expect(stateLine(settledC1)).toHaveText(sv('tabs.claims.steps.states.Settled'));
  await pageOfC1.keyboard.press('Escape');

  // C2 sees version 2 too, with the same totals.
  await claimsTab(pageOfC2, false);
  await expect(
    versionsOf(pageOfC2).getByText(/^Version 2, publicerad .*3 fordringar, godkänt 9\s500,00\skr/),
  ).toBeVisible();
  for (const page of [firm, pageOfC1, pageOfC2, pageOfC3]) await page.context().close();
});
