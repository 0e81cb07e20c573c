import { useTranslation } from 'react-i18next';
import { amountToOre } from 'shared-api';
import { formatSek } from 'shared-ui/light';
import type { StatusAmount } from './claim-rows';

const COLORS: Record<StatusAmount['status'], string> = {
  Pending: '#d4a72c',
  Approved: '#2f9e44',
  Rejected: '#c92a2a',
  Paid: '#1c7ed6',
};

/** Horizontal bars of the amount per status: plain CSS, each bar's value also written out. */
export function ClaimsChart({ data, approved }: { data: readonly StatusAmount[]; approved?: string }) {
  const { t } = useTranslation('tabs');
  const approvedOre = approved ? amountToOre(approved) : 0n;
  // biome-ignore lint/complexity/useMathMinMax: bigint öre, Math.max takes numbers only
  const largest = data.reduce((max, entry) => (entry.ore > max ? entry.ore : max), approvedOre);
  const width = (ore: bigint) => (largest > 0n ? Number((ore * 1000n) / largest) / 10 : 0);
  return (
    <figure className="case-tabs__chart" aria-label={t('tabs.claims.chart.title')}>
      <figcaption className="case-tabs__label">{t('tabs.claims.chart.title')}</figcaption>
      {data.map((entry) => {
        const status = t(`tabs.claims.status.${entry.status}`);
        // Width in tenths of a percent from öre (bigint): exact enough for a bar, no float sums.
        const permille = largest > 0n ? Number((entry.ore * 1000n) / largest) : 0;
        return (
          <div key={entry.status} className="case-tabs__chart-row" data-status={entry.status}>
            <span>{status}</span>
            <span className="case-tabs__chart-track" aria-hidden="true">
              <span
                className="case-tabs__chart-bar"
                style={{ display: 'block', width: `${permille / 10}%`, background: COLORS[entry.status] }}
              />
            </span>
            <span className="case-tabs__chart-amount">{formatSek(entry.amount)}</span>
          </div>
        );
      })}
      {approved !== undefined ? (
        // Issue 16 §3: what the firm approved of the Approved and Paid claims, beside what they claim.
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
