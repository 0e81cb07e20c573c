// One Lighthouse run for bench/lighthouse.ts, in a plain Node process: tsx's transform gives functions a
// __name helper, and Lighthouse sends some of its functions into the page as source, where that helper is
// missing. Usage: node bench/lighthouse-run.mjs '{"url","port","preset","keepStorage"}'; prints one JSON line.
import lighthouse, { desktopConfig } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const { url, port, preset, keepStorage } = JSON.parse(process.argv[2] ?? '{}');

const result = await lighthouse(
  url,
  {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: Boolean(keepStorage),
  },
  preset === 'desktop' ? desktopConfig : undefined,
);
if (!result) throw new Error(`no Lighthouse result for ${url}`);
const { lhr } = result;
const scores = Object.fromEntries(
  CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
);
const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
const metrics = {
  FCP: metric('first-contentful-paint'),
  LCP: metric('largest-contentful-paint'),
  TBT: metric('total-blocking-time'),
  CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  SI: metric('speed-index'),
};
// What cost points: audits under a full score that weigh in a category.
const losses = [];
for (const id of CATEGORIES) {
  for (const ref of lhr.categories[id]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
    const shown = audit.displayValue ? ` ${audit.displayValue}` : '';
    losses.push(`${id}: ${audit.title}${shown} (${Math.round(audit.score * 100)})`);
  }
}
// The biggest performance opportunities, for the cause of a missed performance budget.
const opportunities = Object.values(lhr.audits)
  .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
  .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
  .slice(0, 3)
  .map((audit) => `${audit.title} (${Math.round(audit.details.overallSavingsMs)} ms)`);
const lcpElement =
  lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
process.stdout.write(`${JSON.stringify({ scores, metrics, losses, opportunities, lcpElement })}\n`);
