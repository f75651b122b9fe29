import type { HistoryEntry } from '@store/contract'
import { yuan } from '../../components/money'

const WIDTH = 560
const HEIGHT = 160
const PAD = { left: 64, right: 16, top: 12, bottom: 28 }

/** yyyy-MM-dd HH:mm:ss → epoch milliseconds (the zone does not matter for the spacing) */
const timeOf = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`)

/**
 * The goods' price over time as a step line (the price holds until the next change), drawn as a
 * small SVG: the repository has no chart library, and one line does not justify adding one.
 */
export function HistoryChart({ entries, title }: { entries: readonly HistoryEntry[]; title: string }) {
  if (entries.length === 0) return null
  const times = entries.map((e) => timeOf(e.effectiveAt))
  const prices = entries.flatMap((e) =>
    e.oldPriceFen == null ? [e.newPriceFen] : [e.oldPriceFen, e.newPriceFen],
  )
  const [t0, t1] = [Math.min(...times), Math.max(...times)]
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)]
  const x = (t: number) =>
    PAD.left + (t1 === t0 ? 0.5 : (t - t0) / (t1 - t0)) * (WIDTH - PAD.left - PAD.right)
  const y = (p: number) =>
    PAD.top + (p1 === p0 ? 0.5 : (p1 - p) / (p1 - p0)) * (HEIGHT - PAD.top - PAD.bottom)
  const first = entries[0]!
  const start = first.oldPriceFen ?? first.newPriceFen
  const points = [`${PAD.left},${y(start)}`]
  entries.forEach((e, i) => {
    const previous = i === 0 ? start : entries[i - 1]!.newPriceFen
    points.push(`${x(times[i]!)},${y(previous)}`, `${x(times[i]!)},${y(e.newPriceFen)}`)
  })
  points.push(`${WIDTH - PAD.right},${y(entries.at(-1)!.newPriceFen)}`)
  return (
    <svg
      width="100%"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      style={{ maxWidth: WIDTH }}
    >
      <line
        x1={PAD.left}
        y1={HEIGHT - PAD.bottom}
        x2={WIDTH - PAD.right}
        y2={HEIGHT - PAD.bottom}
        stroke="#ccc"
      />
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} stroke="#ccc" />
      <text x={PAD.left - 6} y={y(p1) + 4} fontSize={11} textAnchor="end">
        {yuan(p1)}
      </text>
      {p0 !== p1 && (
        <text x={PAD.left - 6} y={y(p0) + 4} fontSize={11} textAnchor="end">
          {yuan(p0)}
        </text>
      )}
      <text x={x(t0)} y={HEIGHT - 8} fontSize={11} textAnchor="start">
        {first.effectiveAt.slice(0, 10)}
      </text>
      {t1 !== t0 && (
        <text x={x(t1)} y={HEIGHT - 8} fontSize={11} textAnchor="end">
          {entries.at(-1)!.effectiveAt.slice(0, 10)}
        </text>
      )}
      <polyline points={points.join(' ')} fill="none" stroke="#1677ff" strokeWidth={2} />
      {entries.map((e, i) => (
        <circle key={e.id} cx={x(times[i]!)} cy={y(e.newPriceFen)} r={3} fill="#1677ff">
          <title>{`${e.effectiveAt} ${yuan(e.newPriceFen)}`}</title>
        </circle>
      ))}
    </svg>
  )
}
