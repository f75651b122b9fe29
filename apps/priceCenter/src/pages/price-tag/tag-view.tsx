import type { CSSProperties } from 'react'
import { QRCode } from 'antd'
import type { TagElement, TagField } from '@store/contract'
import { Barcode } from './barcode'

/** The texts a tag prints, by field (the price already as money). */
export type TagValues = Record<Exclude<TagField, 'text'>, string>

/** CSS pixels per millimetre at 100 %: what the browser prints one millimetre as. */
export const PX_PER_MM = 96 / 25.4

const contentOf = (e: TagElement, values: TagValues) =>
  e.field === 'text' ? (e.text ?? '') : values[e.field]

/** One element's content, filling its box: text, a barcode or a QR code. */
export function TagElementView({
  element,
  values,
  scale,
}: {
  element: TagElement
  values: TagValues
  scale: number
}) {
  const content = contentOf(element, values)
  if (element.render === 'barcode') return content ? <Barcode value={content} /> : null
  if (element.render === 'qrcode')
    return content ? (
      <QRCode
        value={content}
        type="svg"
        bordered={false}
        size={Math.min(element.w, element.h) * scale}
        style={{ padding: 0 }}
      />
    ) : null
  return (
    <span
      style={{
        fontSize: `${(element.fontSize * scale * 25.4) / 72}px`,
        fontWeight: element.bold ? 700 : 400,
        lineHeight: 1.1,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        display: 'block',
      }}
    >
      {content}
    </span>
  )
}

/** An element's box on the tag, `scale` pixels per millimetre. */
export const boxOf = (e: TagElement, scale: number): CSSProperties => ({
  position: 'absolute',
  left: e.x * scale,
  top: e.y * scale,
  width: e.w * scale,
  height: e.h * scale,
  overflow: 'hidden',
})

/** One price tag as it prints: its size in millimetres at `scale` pixels per millimetre, its elements placed. */
export function TagView({
  widthMm,
  heightMm,
  layout,
  values,
  scale = PX_PER_MM,
}: {
  widthMm: number
  heightMm: number
  layout: readonly TagElement[]
  values: TagValues
  scale?: number
}) {
  return (
    <div
      className="pc-tag"
      style={{
        position: 'relative',
        width: widthMm * scale,
        height: heightMm * scale,
        background: '#fff',
        color: '#000',
        border: '1px dashed #bbb',
        boxSizing: 'border-box',
      }}
    >
      {layout.map((e, i) => (
        <div key={i} style={boxOf(e, scale)}>
          <TagElementView element={e} values={values} scale={scale} />
        </div>
      ))}
    </div>
  )
}
