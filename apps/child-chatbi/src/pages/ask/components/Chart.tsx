import { useId } from 'react'
import type { ChartType, ChatbiRow } from '@store/contract'
import { CartesianChart } from './CartesianChart'
import { VIEW_HEIGHT, VIEW_WIDTH } from './frame'
import { PieChart } from './PieChart'

export interface ChartProps {
  type: ChartType
  /** the accessible name: the question answered */
  title: string
  /** the accessible description: what the chart shows in one sentence */
  description: string
  rows: ChatbiRow[]
  /** the titles of the category and value axes */
  axes: { label: string; value: string }
  /** the first series colour (the shell's primary colour); the pie's other slices take a fixed palette */
  color: string
  /** how a slice's share reads in the pie's legend */
  shareText(row: ChatbiRow, percent: string): string
}

/** An answer drawn as SVG: bar, line or pie, named and described for assistive technology. */
export function Chart({ type, title, description, ...rest }: ChartProps) {
  const id = useId()
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width="100%"
      style={{ maxWidth: VIEW_WIDTH, display: 'block', fontSize: 12 }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {type === 'pie' ? <PieChart {...rest} /> : <CartesianChart kind={type} {...rest} />}
    </svg>
  )
}
