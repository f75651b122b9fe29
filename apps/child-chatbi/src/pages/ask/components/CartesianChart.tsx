import type { ChatbiRow } from '@store/contract'
import { VIEW_HEIGHT, VIEW_WIDTH } from './frame'
import { bands, linear, niceTicks } from './scale'

const MARGIN = { top: 16, right: 16, bottom: 64, left: 56 }
const PLOT_WIDTH = VIEW_WIDTH - MARGIN.left - MARGIN.right
const PLOT_HEIGHT = VIEW_HEIGHT - MARGIN.top - MARGIN.bottom
/** Beyond this many categories the labels turn, so that they do not overlap. */
const UPRIGHT_LABELS = 8
const AXIS_COLOUR = '#8c8c8c'
const GRID_COLOUR = '#f0f0f0'

interface CartesianChartProps {
  kind: 'bar' | 'line'
  rows: ChatbiRow[]
  axes: { label: string; value: string }
  color: string
}

/** Bars or a line over categories, with a count axis of round ticks and both axes titled. */
export function CartesianChart({ kind, rows, axes, color }: CartesianChartProps) {
  const ticks = niceTicks(Math.max(0, ...rows.map((r) => r.value)))
  const top = ticks.at(-1)!
  const height = linear(top, PLOT_HEIGHT)
  const y = (value: number) => PLOT_HEIGHT - height(value)
  const band = bands(rows.length, PLOT_WIDTH)
  const turned = rows.length > UPRIGHT_LABELS
  const line = rows.map((r, i) => `${band.centre(i).toFixed(2)},${y(r.value).toFixed(2)}`).join(' ')

  return (
    <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
      {ticks.map((t) => (
        <g key={t} transform={`translate(0,${y(t)})`}>
          <line x2={PLOT_WIDTH} stroke={GRID_COLOUR} />
          <text x={-8} dy="0.32em" textAnchor="end" fill={AXIS_COLOUR}>
            {t}
          </text>
        </g>
      ))}
      <line y2={PLOT_HEIGHT} stroke={AXIS_COLOUR} />
      <line y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} x2={PLOT_WIDTH} stroke={AXIS_COLOUR} />
      {kind === 'bar' &&
        rows.map((r, i) => (
          <rect
            key={r.label}
            x={band.start(i)}
            y={y(r.value)}
            width={band.barWidth}
            height={height(r.value)}
            fill={color}
          >
            <title>{`${r.label}: ${r.value}`}</title>
          </rect>
        ))}
      {kind === 'line' && (
        <>
          <polyline points={line} fill="none" stroke={color} strokeWidth={2} />
          {rows.map((r, i) => (
            <circle key={r.label} cx={band.centre(i)} cy={y(r.value)} r={3} fill={color}>
              <title>{`${r.label}: ${r.value}`}</title>
            </circle>
          ))}
        </>
      )}
      {rows.map((r, i) => (
        <text
          key={r.label}
          transform={`translate(${band.centre(i)},${PLOT_HEIGHT + 14})${turned ? ' rotate(-35)' : ''}`}
          textAnchor={turned ? 'end' : 'middle'}
          fill={AXIS_COLOUR}
        >
          {r.label}
        </text>
      ))}
      <text x={PLOT_WIDTH / 2} y={PLOT_HEIGHT + MARGIN.bottom - 6} textAnchor="middle">
        {axes.label}
      </text>
      <text transform={`translate(${-MARGIN.left + 14},${PLOT_HEIGHT / 2}) rotate(-90)`} textAnchor="middle">
        {axes.value}
      </text>
    </g>
  )
}
