import { formatAmount } from '@store/ui'

/** fen as yuan: two decimals and thousands separators (spec §5) */
export const yuan = (fen: unknown) => (typeof fen === 'number' ? formatAmount(fen / 100) : '')
