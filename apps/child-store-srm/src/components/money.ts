import { formatAmount } from '@store/ui'

/** fen (whole) as yuan with two decimals */
export const yuan = (fen: number) => formatAmount(fen / 100)

/** yuan typed in a form as whole fen */
export const toFen = (yuanValue: number) => Math.round(yuanValue * 100)
