/** Wallet money is kept in fen (integers) and travels as yuan with two decimals. */
export function fenToYuan(fen: number | bigint): string {
  const n = BigInt(fen)
  const sign = n < 0n ? '-' : ''
  const abs = n < 0n ? -n : n
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

/** `12.3` → 1230 fen; the caller's schema has checked the pattern (at most two decimals). */
export function yuanToFen(yuan: string): number {
  const [whole = '0', decimals = ''] = yuan.split('.')
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
}
