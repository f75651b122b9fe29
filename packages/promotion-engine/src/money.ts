import type { Fen } from './types'

/** Rounds half up (amounts here are non-negative). */
export const roundHalfUp = (n: number): number => Math.floor(n + 0.5)

/** What `percent` % of `amount` comes to, in whole fen. */
export const percentOf = (amount: Fen, percent: number): Fen => roundHalfUp((amount * percent) / 100)

/** `floor(a * b / c)` without losing precision on large products. */
export function mulDivFloor(a: number, b: number, c: number): number {
  const p = a * b
  if (Number.isSafeInteger(p)) return Math.floor(p / c)
  return Number((BigInt(a) * BigInt(b)) / BigInt(c))
}

/**
 * Splits `total` over `weights` in proportion by the largest-remainder method: every share is a whole
 * number, the shares add up to `total` exactly, and (when total ≤ the sum of weights) no share exceeds
 * its weight. Ties in the remainder go to the larger weight, then to the earlier index.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (total === 0 || sum === 0) return weights.map(() => 0)
  const big = !Number.isSafeInteger(total * sum)
  const shares: number[] = []
  const remainders: number[] = []
  for (const w of weights) {
    if (big) {
      const p = BigInt(total) * BigInt(w)
      shares.push(Number(p / BigInt(sum)))
      remainders.push(Number(p % BigInt(sum)))
    } else {
      const p = total * w
      shares.push(Math.floor(p / sum))
      remainders.push(p % sum)
    }
  }
  let left = total - shares.reduce((s, x) => s + x, 0)
  if (left > 0) {
    const order = weights
      .map((_, i) => i)
      .sort((a, b) => remainders[b]! - remainders[a]! || weights[b]! - weights[a]! || a - b)
    for (const i of order) {
      if (left === 0) break
      shares[i]! += 1
      left -= 1
    }
  }
  return shares
}

/** 1234567 → "12,345.67" (spec §5: amounts with two decimals and thousands separators). */
export function formatFen(fen: Fen): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`
}
