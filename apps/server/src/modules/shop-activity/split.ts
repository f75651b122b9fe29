/**
 * Plans a bargain's cuts: `helpers` amounts in whole fen, each at least 1, summing exactly to
 * `reduction` (original − floor). `random` gives numbers in [0, 1): each helper first gets 1 fen, the
 * rest is shared by random weights rounded down, and the fen the rounding left go one each to helpers
 * picked at random. The caller guarantees `reduction >= helpers >= 1`.
 */
export function planCuts(reduction: number, helpers: number, random: () => number = Math.random): number[] {
  const spare = reduction - helpers
  const weights = Array.from({ length: helpers }, () => random() + 0.01)
  const total = weights.reduce((s, w) => s + w, 0)
  const cuts = weights.map((w) => 1 + Math.floor((spare * w) / total))
  let left = reduction - cuts.reduce((s, c) => s + c, 0)
  while (left > 0) {
    cuts[Math.floor(random() * helpers) % helpers]! += 1
    left -= 1
  }
  return cuts
}
