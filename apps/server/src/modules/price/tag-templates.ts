import Value from 'typebox/value'
import { TagLayout } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('priceTagLayout', { reason: 'JSON' })
  }
}

/** A template's layout is a list of tag elements, each inside the tag's size. */
export const priceTagTemplateRules: WriteRules = {
  async beforeSave(_tx, row) {
    const layout = parse(String(row.layout ?? ''))
    if (!Value.Check(TagLayout, layout)) {
      const [first] = Value.Errors(TagLayout, layout)
      throw badRequest('priceTagLayout', { reason: `${first?.instancePath || '/'} ${first?.message ?? ''}` })
    }
    const [width, height] = [Number(row.widthMm), Number(row.heightMm)]
    const outside = layout.findIndex((e) => e.x + e.w > width || e.y + e.h > height)
    if (outside >= 0) throw badRequest('priceTagOutside', { n: outside + 1, width, height })
  },
}
