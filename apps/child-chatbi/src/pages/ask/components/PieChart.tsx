import type { ChatbiRow } from '@store/contract'
import { VIEW_HEIGHT } from './frame'
import { percent, pieSlices, slicePath } from './scale'

const RADIUS = 120
const CENTRE = { x: 160, y: VIEW_HEIGHT / 2 }
const LEGEND = { x: 320, y: 40, line: 24, swatch: 12 }
/** Colours after the first (the shell's primary colour), in antd's palette. */
const PALETTE = ['#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16', '#2f54eb']

interface PieChartProps {
  rows: ChatbiRow[]
  color: string
  shareText(row: ChatbiRow, percent: string): string
}

/** Slices in proportion, clockwise from twelve o'clock, with a legend of value and share. */
export function PieChart({ rows, color, shareText }: PieChartProps) {
  const slices = pieSlices(rows.map((r) => r.value))
  const colours = [color, ...PALETTE]
  const colourOf = (i: number) => colours[i % colours.length]
  return (
    <g>
      {slices.map((s, i) =>
        s.share > 0 ? (
          <path
            key={rows[i]!.label}
            d={slicePath(CENTRE.x, CENTRE.y, RADIUS, s)}
            fill={colourOf(i)}
            stroke="#fff"
          >
            <title>{shareText(rows[i]!, percent(s.share))}</title>
          </path>
        ) : null,
      )}
      {slices.length === 0 && <circle cx={CENTRE.x} cy={CENTRE.y} r={RADIUS} fill="none" stroke="#d9d9d9" />}
      {rows.map((r, i) => (
        <g key={r.label} transform={`translate(${LEGEND.x},${LEGEND.y + i * LEGEND.line})`}>
          <rect width={LEGEND.swatch} height={LEGEND.swatch} fill={colourOf(i)} />
          <text x={LEGEND.swatch + 8} y={LEGEND.swatch - 1}>
            {shareText(r, percent(slices[i]?.share ?? 0))}
          </text>
        </g>
      ))}
    </g>
  )
}
