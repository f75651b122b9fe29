export interface LinePoint {
  label: string
  value: number
}

const W = 600
const H = 160
const PAD = 24

/**
 * A line through the points (in order, evenly spaced) with an optional dashed ceiling (a budget), scaled
 * to the larger of the two; each point is listed for screen readers as its label and text.
 */
export function LineChart({
  title,
  points,
  ceiling,
  text,
}: {
  title: string
  points: LinePoint[]
  ceiling: number | null
  text: (value: number) => string
}) {
  const max = Math.max(1, ceiling ?? 0, ...points.map((p) => p.value))
  const x = (i: number) =>
    PAD + (points.length > 1 ? (i * (W - 2 * PAD)) / (points.length - 1) : (W - 2 * PAD) / 2)
  const y = (v: number) => H - PAD - (v / max) * (H - 2 * PAD)
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={H} role="img" aria-label={title}>
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#d9d9d9" />
        {ceiling !== null && (
          <line
            x1={PAD}
            y1={y(ceiling)}
            x2={W - PAD}
            y2={y(ceiling)}
            stroke="#F56C6C"
            strokeDasharray="6 4"
          />
        )}
        <polyline
          fill="none"
          stroke="#409EFF"
          strokeWidth={2}
          points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
        />
        {points.map((p, i) => (
          <circle key={p.label} cx={x(i)} cy={y(p.value)} r={3} fill="#409EFF" />
        ))}
      </svg>
      <ul style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {points.map((p) => (
          <li key={p.label} aria-label={`${p.label} ${text(p.value)}`} />
        ))}
      </ul>
    </figure>
  )
}
