/**
 * Shares `totalFen` across lines in proportion to their amounts, in whole fen, by largest remainder: each
 * line gets the floor of its exact share, and the fen left over go one each to the lines with the
 * largest remainders (the earlier line first on a tie). The shares sum to `totalFen` exactly and no
 * share is more than its line's amount (`totalFen` must be at most the lines' sum). The products are
 * taken in BigInt: two int4 amounts multiplied can pass 2^53.
 */
export function apportion(amountsFen: readonly number[], totalFen: number): number[] {
  const sum = BigInt(amountsFen.reduce((s, a) => s + a, 0))
  if (sum === 0n) return amountsFen.map(() => 0)
  const exact = amountsFen.map((a) => BigInt(a) * BigInt(totalFen))
  const shares = exact.map((p) => Number(p / sum))
  const left = totalFen - shares.reduce((s, a) => s + a, 0)
  const byRemainder = exact
    .map((p, i) => ({ i, remainder: p % sum }))
    .sort((x, y) => (x.remainder === y.remainder ? x.i - y.i : x.remainder > y.remainder ? -1 : 1))
  for (const { i } of byRemainder.slice(0, left)) shares[i]! += 1
  return shares
}
