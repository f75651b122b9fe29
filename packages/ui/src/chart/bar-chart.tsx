import { Typography } from 'antd'

export interface Bar {
  key: string
  label: string
  value: number
  /** the value as shown beside its bar */
  text: string
}

/** Horizontal bars scaled to the largest value: one row per bar, its label, the bar and its text. */
export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value))
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <div role="list">
        {bars.map((b) => (
          <div
            key={b.key}
            role="listitem"
            aria-label={`${b.label} ${b.text}`}
            style={{ display: 'grid', gridTemplateColumns: '200px 1fr 100px', gap: 8, alignItems: 'center' }}
          >
            <Typography.Text ellipsis>{b.label}</Typography.Text>
            <div style={{ background: '#f0f0f0', height: 14 }}>
              <div style={{ width: `${(b.value / max) * 100}%`, height: '100%', background: '#409EFF' }} />
            </div>
            <Typography.Text>{b.text}</Typography.Text>
          </div>
        ))}
      </div>
    </figure>
  )
}
