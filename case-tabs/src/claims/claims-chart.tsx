import { useTranslation } from 'react-i18next';
import { amountToOre, type ClaimStatus, type ClaimTotals } from 'shared-api';
import { formatSek } from 'shared-ui/light';

const COLORS: Record<ClaimStatus, string> = {
  Pending: '#d4a72c',
  Approved: '#2f9e44',
  Rejected: '#c92a2a',
  Paid: '#1c7ed6',
};

/**
 * Horizontal bars of the amount per status, as the server summed them (`totals.byStatus`: every filter but
 * the status): plain CSS, each bar's value also written out.
 */
export function ClaimsChart({ data, approved }: { data: ClaimTotals['byStatus']; approved?: string }) {
  const { t } = useTranslation('tabs');
  const approvedOre = approved ? amountToOre(approved) : 0n;
  const bars = data.map((entry) => ({ ...entry, ore: amountToOre(entry.claimAmount) }));
  // biome-ignore lint/complexity/useMathMinMax: bigint öre, Math.max takes numbers only
  const largest = bars.reduce((max, entry) => (entry.ore > max ? entry.ore : max), approvedOre);
  // Width in tenths of a percent from öre (bigint): exact enough for a bar, no float sums.
  const width = (ore: bigint) => (largest > 0n ? Number((ore * 1000n) / largest) / 10 : 0);
  return (
    <figure className="case-tabs__chart" aria-label={t('tabs.claims.chart.title')}>
      <figcaption className="case-tabs__label">{t('tabs.claims.chart.title')}</figcaption>
      {bars.map((entry) => (
        <div key={entry.invoiceStatus} className="case-tabs__chart-row" data-status={entry.invoiceStatus}>
          <span>{t(`tabs.claims.status.${entry.invoiceStatus}`)}</span>
          <span className="case-tabs__chart-track" aria-hidden="true">
            <span
              className="case-tabs__chart-bar"
              style={{
                display: 'block',
                width: `${width(entry.ore)}%`,
                background: COLORS[entry.invoiceStatus],
              }}
            />
          </span>
          <span className="case-tabs__chart-amount">{formatSek(entry.claimAmount)}</span>
        </div>
      ))}
      {approved !== undefined ? (
        // What the firm approved of the Approved and Paid claims, beside what they claim.
        <div className="case-tabs__chart-row" data-status="approvedAmount">
          <span>{t('tabs.claims.chart.approved')}</span>
          <span className="case-tabs__chart-track" aria-hidden="true">
            <span
              className="case-tabs__chart-bar"
              style={{ display: 'block', width: `${width(approvedOre)}%`, background: '#087f5b' }}
            />
          </span>
          <span className="case-tabs__chart-amount">{formatSek(approved)}</span>
        </div>
      ) : null}
    </figure>
  );
}
