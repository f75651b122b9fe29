import { code128 } from './code128'

/** A Code 128 barcode filling its box (an SVG that stretches to the element's size). */
export function Barcode({ value }: { value: string }) {
  const widths = code128(value)
  const total = widths.reduce((a, b) => a + b, 0)
  let x = 0
  const bars = widths.flatMap((w, i) => {
    const at = x
    x += w
    return i % 2 === 0 ? [<rect key={i} x={at} y={0} width={w} height={1} />] : []
  })
  return (
    <svg
      viewBox={`0 0 ${total} 1`}
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      role="img"
      aria-label={value}
    >
      {bars}
    </svg>
  )
}
