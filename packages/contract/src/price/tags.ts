import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { defineResource, LangParam, STATUS_OPTIONS } from '../resource'

/** Price tags (issue 28 §6): templates, and the print jobs applied change orders leave. */
const BASE = '/api/store-price'
const tags = ['price']

/** What a tag element shows: a goods' field, or a fixed text. */
export const TAG_FIELDS = ['name', 'code', 'barcode', 'price', 'oldPrice', 'specification', 'text'] as const
export type TagField = (typeof TAG_FIELDS)[number]
/** How it shows: as text, as a Code 128 barcode, or as a QR code. */
export const TAG_RENDERS = ['text', 'barcode', 'qrcode'] as const
export type TagRender = (typeof TAG_RENDERS)[number]

/** One element of a tag's layout: where (millimetres from the tag's top left corner), what and how. */
export const TagElement = Type.Object(
  {
    field: Type.Unsafe<TagField>(Type.Union(TAG_FIELDS.map((f) => Type.Literal(f)))),
    render: Type.Unsafe<TagRender>(Type.Union(TAG_RENDERS.map((r) => Type.Literal(r)))),
    x: Type.Number({ minimum: 0, maximum: 200 }),
    y: Type.Number({ minimum: 0, maximum: 150 }),
    w: Type.Number({ minimum: 2, maximum: 200 }),
    h: Type.Number({ minimum: 2, maximum: 150 }),
    /** the font size in points (text only) */
    fontSize: Type.Integer({ minimum: 4, maximum: 96 }),
    bold: Type.Boolean(),
    /** the fixed text (field `text`) */
    text: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type TagElement = Static<typeof TagElement>
export const TagLayout = Type.Array(TagElement, { maxItems: 30 })

/** A shelf tag of 70 × 38 mm: the name, the specification, the price, a barcode and a QR code. */
export const DEFAULT_TAG_SIZE = { widthMm: 70, heightMm: 38 } as const
export const DEFAULT_TAG_LAYOUT: TagElement[] = [
  { field: 'name', render: 'text', x: 2, y: 2, w: 66, h: 8, fontSize: 11, bold: true },
  { field: 'specification', render: 'text', x: 2, y: 11, w: 46, h: 5, fontSize: 8, bold: false },
  { field: 'price', render: 'text', x: 2, y: 17, w: 44, h: 12, fontSize: 24, bold: true },
  { field: 'barcode', render: 'barcode', x: 2, y: 30, w: 44, h: 7, fontSize: 6, bold: false },
  { field: 'code', render: 'qrcode', x: 52, y: 18, w: 16, h: 16, fontSize: 6, bold: false },
]

/** Tag templates: a size in millimetres and a layout (JSON array of `TagElement`) drawn in the visual editor. */
export const priceTagTemplateResource = defineResource({
  name: 'price-tag-template',
  basePath: `${BASE}/tag-template`,
  permission: 'price_tag',
  label: { zh_CN: '价签模板', zh_HK: '價簽範本', en: 'Tag templates' },
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: {
      type: 'string',
      label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 64,
      unique: true,
      search: 'like',
      sort: true,
    },
    widthMm: {
      type: 'int',
      label: { zh_CN: '宽(毫米)', zh_HK: '寬(毫米)', en: 'Width (mm)' },
      required: true,
      min: 20,
      max: 200,
      default: DEFAULT_TAG_SIZE.widthMm,
    },
    heightMm: {
      type: 'int',
      label: { zh_CN: '高(毫米)', zh_HK: '高(毫米)', en: 'Height (mm)' },
      required: true,
      min: 10,
      max: 150,
      default: DEFAULT_TAG_SIZE.heightMm,
    },
    layout: {
      type: 'text',
      label: { zh_CN: '版面', zh_HK: '版面', en: 'Layout' },
      required: true,
      max: 20000,
      default: JSON.stringify(DEFAULT_TAG_LAYOUT),
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      options: STATUS_OPTIONS,
      search: 'eq',
    },
  },
})

/** A print job: the tags whose printed price an applied change order changed. */
export const TagJob = Type.Object({
  id: Id,
  orderId: Id,
  orderCode: Type.String(),
  orderTitle: Type.String(),
  listName: Type.String(),
  lineCount: Type.Integer(),
  printCount: Type.Integer(),
  lastPrintedAt: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
})
export type TagJob = Static<typeof TagJob>

/** One tag to print: the goods and its printed price before and after the order. */
export const TagJobLine = Type.Object({
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  barcode: Type.Union([Type.String(), Type.Null()]),
  specification: Type.Union([Type.String(), Type.Null()]),
  oldPriceFen: Type.Union([Type.Integer(), Type.Null()]),
  newPriceFen: Type.Integer(),
})
export type TagJobLine = Static<typeof TagJobLine>

export const TagJobDetail = Type.Object({ ...TagJob.properties, lines: Type.Array(TagJobLine) })
export type TagJobDetail = Static<typeof TagJobDetail>

export const priceTagEndpoints = {
  tagJobPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tag-job/page`,
    summary: 'Price-tag print jobs, newest first',
    tags,
    query: Type.Object({
      ...LangParam,
      current: Type.Optional(Type.Integer({ minimum: 1 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
    }),
    reply: PageOf(TagJob),
  }),
  tagJobDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tag-job/detail`,
    summary: 'One print job with its tags',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: TagJobDetail,
  }),
  tagJobPrinted: defineEndpoint({
    method: 'POST',
    path: `${BASE}/tag-job/printed`,
    summary:
      'Records that a job was printed with a print plan; a plan that forbids reprinting refuses a second print',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, planId: Type.Optional(Id) }, { additionalProperties: false }),
    reply: TagJob,
  }),
}
