const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * spec §5: an amount shows two decimals and thousands separators (1234.5 → "1,234.50").
 * Amounts arrive as decimal strings (no float on the wire). Nothing to show (null, empty, not a number)
 * gives an empty text rather than "NaN". It takes any cell value, so it can render a table column.
 */
export function formatAmount(value: unknown): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return ''
  const amount = Number(value)
  return Number.isFinite(amount) ? AMOUNT.format(amount) : ''
}
