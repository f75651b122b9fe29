import { formatAmount } from '@store/ui'

/** Fen (an integer) as yuan with two decimals ("1,234.50"); nothing for a missing price. */
export const yuan = (fen: number | null | undefined) => (fen == null ? '' : formatAmount(fen / 100))

/** Yuan typed in a form → fen. */
export const toFen = (yuanValue: number) => Math.round(yuanValue * 100)

/** Basis points as a percentage ("95 %"). */
export const percent = (bp: number | null | undefined) => (bp == null ? '' : `${bp / 100} %`)
