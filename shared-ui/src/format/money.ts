const sek = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A SEK amount in the Swedish way, always two decimals: '12500.5' → '12 500,50 kr'.
 * Takes the wire's decimal strings or numbers; '' when empty or not a number.
 */
export function formatSek(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value =
    typeof amount === 'number'
      ? amount
      : Number(
          amount
            .trim()
            .replace(/[\s\u00a0]/g, '')
            .replace(',', '.'),
        );
  return Number.isFinite(value) ? sek.format(value) : '';
}

/** A table column of amounts: the row's `dataIndex` (an exact decimal string) shown in kronor, as formatSek does. */
export const sekColumn = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  render: (value: string) => formatSek(value),
});
