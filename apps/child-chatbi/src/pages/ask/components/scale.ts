/** The arithmetic of the chat-BI charts: axis ticks, value and band scales, pie slices. Pure, in SVG units. */

/**
 * Round ticks from 0 up to at least `max` for a count axis: whole steps of 1, 2 or 5 times a power of
 * ten, about `count` of them. An empty or all-zero series still gets an axis of 0 and 1.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!,
  )
  const steps = Math.ceil(max / step)
  return Array.from({ length: steps + 1 }, (_, i) => i * step)
}

/** A value's distance from the axis: 0 at 0, `length` at the top tick. */
export const linear =
  (top: number, length: number) =>
  (value: number): number =>
    top > 0 ? (value / top) * length : 0

/** `n` equal bands across `width`: where each starts, its centre, and the width of a bar inside it. */
export function bands(n: number, width: number, padding = 0.2) {
  const step = n > 0 ? width / n : width
  return {
    step,
    barWidth: step * (1 - padding),
    start: (i: number) => i * step + (step * padding) / 2,
    centre: (i: number) => i * step + step / 2,
  }
}

export interface Slice {
  /** angles in radians, clockwise from twelve o'clock */
  start: number
  end: number
  /** the slice's part of the whole, 0…1 */
  share: number
}

/** The slices of a pie, one per value, in order; none when nothing was counted. */
export function pieSlices(values: number[]): Slice[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0)
  if (total === 0) return []
  let angle = 0
  return values.map((v) => {
    const share = Math.max(0, v) / total
    const slice = { start: angle, end: angle + share * 2 * Math.PI, share }
    angle = slice.end
    return slice
  })
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.sin(angle)).toFixed(2)} ${(cy - r * Math.cos(angle)).toFixed(2)}`

/**
 * The SVG path of a slice. A whole circle is drawn as two half arcs: one arc whose ends meet draws
 * nothing.
 */
export function slicePath(cx: number, cy: number, r: number, { start, end }: Slice): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    return `M ${point(cx, cy, r, 0)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, Math.PI)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, 0)} Z`
  }
  const large = end - start > Math.PI ? 1 : 0
  return `M ${cx} ${cy} L ${point(cx, cy, r, start)} A ${r} ${r} 0 ${large} 1 ${point(cx, cy, r, end)} Z`
}

/** A share as a percentage with one decimal (`33.3`). */
export const percent = (share: number): string => (Math.round(share * 1000) / 10).toString()
