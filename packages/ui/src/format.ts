const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Money as shown on every screen: two decimals, thousands separators. Amounts arrive as decimal
 * strings (no float on the wire); an empty value shows as empty.
 */
export function formatAmount(value: unknown): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return ''
  const number = Number(value)
  return Number.isFinite(number) ? AMOUNT.format(number) : String(value)
}
