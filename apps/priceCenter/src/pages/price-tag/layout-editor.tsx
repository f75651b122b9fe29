import { useRef, useState, type PointerEvent } from 'react'
import { Button, Empty, Form, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DEFAULT_TAG_SIZE, type TagElement } from '@store/contract'
import { ElementPanel } from './element-panel'
import { parseLayout } from './layout-json'
import { sampleValues } from './sample-values'
import { boxOf, TagElementView } from './tag-view'

/** how wide the canvas may grow, in pixels */
const CANVAS_PX = 420
const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max)
/** positions snap to half millimetres */
const snap = (v: number) => Math.round(v * 2) / 2

interface Drag {
  index: number
  startX: number
  startY: number
  from: TagElement
}

/**
 * The tag template's visual editor (the form's `layout` input): a canvas of the tag's size where
 * elements are dragged into place, drawn with a sample goods as a live preview, and a panel with the
 * chosen element's properties. It writes the layout as JSON.
 */
export function LayoutEditor({ value, onChange }: { value?: string; onChange?(v: string): void }) {
  const { t } = useTranslation()
  const form = Form.useFormInstance()
  const widthMm: number = Form.useWatch('widthMm', form) ?? DEFAULT_TAG_SIZE.widthMm
  const heightMm: number = Form.useWatch('heightMm', form) ?? DEFAULT_TAG_SIZE.heightMm
  const layout = parseLayout(value)
  const [chosen, setChosen] = useState<number | null>(null)
  const drag = useRef<Drag | null>(null)
  const scale = Math.min(6, CANVAS_PX / widthMm)
  const values = sampleValues(t)

  const save = (next: TagElement[]) => onChange?.(JSON.stringify(next))
  const change = (index: number, patch: Partial<TagElement>) =>
    save(layout.map((e, i) => (i === index ? { ...e, ...patch } : e)))
  const add = () => {
    save([
      ...layout,
      {
        field: 'text',
        render: 'text',
        text: t('tag_newText'),
        x: 0,
        y: 0,
        w: 20,
        h: 6,
        fontSize: 9,
        bold: false,
      },
    ])
    setChosen(layout.length)
  }

  const start = (index: number) => (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { index, startX: e.clientX, startY: e.clientY, from: layout[index]! }
    setChosen(index)
  }
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    change(d.index, {
      x: clamp(snap(d.from.x + (e.clientX - d.startX) / scale), 0, widthMm - d.from.w),
      y: clamp(snap(d.from.y + (e.clientY - d.startY) / scale), 0, heightMm - d.from.h),
    })
  }
  const end = () => {
    drag.current = null
  }

  const element = chosen === null ? undefined : layout[chosen]
  return (
    <Space align="start" size="large" wrap>
      <div>
        <Typography.Text type="secondary">
          {t('tag_canvasHint', { width: widthMm, height: heightMm })}
        </Typography.Text>
        <div
          role="group"
          aria-label={t('tag_canvas')}
          style={{
            position: 'relative',
            width: widthMm * scale,
            height: heightMm * scale,
            marginTop: 8,
            background: '#fff',
            color: '#000',
            border: '1px solid #999',
          }}
        >
          {layout.map((e, i) => (
            <div
              key={i}
              data-testid={`tag-element-${i}`}
              onPointerDown={start(i)}
              onPointerMove={move}
              onPointerUp={end}
              style={{
                ...boxOf(e, scale),
                cursor: 'move',
                touchAction: 'none',
                outline: i === chosen ? '2px solid #1677ff' : '1px dotted #aaa',
              }}
            >
              <TagElementView element={e} values={values} scale={scale} />
            </div>
          ))}
        </div>
        <Button style={{ marginTop: 8 }} onClick={add}>
          {t('tag_addElement')}
        </Button>
      </div>
      <div style={{ width: 220 }}>
        {element ? (
          <ElementPanel
            element={element}
            onChange={(patch) => change(chosen!, patch)}
            onRemove={() => {
              save(layout.filter((_, i) => i !== chosen))
              setChosen(null)
            }}
          />
        ) : (
          <Empty description={t('tag_chooseElement')} />
        )}
      </div>
    </Space>
  )
}
