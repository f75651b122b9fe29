import { formatAmount } from '@store/ui'

/** Fen (an integer) as yuan with two decimals ("1,234.50"). */
export const yuan = (fen: number) => formatAmount(fen / 100)
