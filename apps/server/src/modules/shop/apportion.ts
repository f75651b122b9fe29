/**
 * Shares `totalFen` across lines in proportion to their amounts, in whole fen, by largest remainder: each
 * line gets the floor of its exact share, and the fen left over go one each to the lines with the
 * largest remainders (the earlier line first on a tie). The shares sum to `totalFen` exactly and no
 * share is more than its line's amount (`totalFen` must be at most the lines' sum).
 */
export function apportion(amountsFen: readonly number[], totalFen: number): number[] {
  const sum = amountsFen.reduce((s, a) => s + a, 0)
  if (sum === 0) return amountsFen.map(() => 0)
  const shares = amountsFen.map((a) => Math.floor((a * totalFen) / sum))
  const left = totalFen - shares.reduce((s, a) => s + a, 0)
  const byRemainder = amountsFen
    .map((a, i) => ({ i, remainder: (a * totalFen) % sum }))
    .sort((x, y) => y.remainder - x.remainder || x.i - y.i)
  for (const { i } of byRemainder.slice(0, left)) shares[i]! += 1
  return shares
}
