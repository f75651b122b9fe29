import { Type, type Static } from 'typebox'
import type { Locale } from '../constants'
import { Id, IdList, TenantId } from '../envelope'
import { MEMBER_PHONE_HOV } from '../masking'
import { LangParam, defineResource, type FieldDef } from '../resource'
import { TAG_LIST_PATTERN, type MemberDetailTabCode } from './member'

export const CRM_API = '/api/store-crm'
export const WHY_API = '/api/store-why'

type Label = Record<Locale, string>

const memberRef: FieldDef = {
  type: 'id',
  label: { zh_CN: '会员', zh_HK: '會員', en: 'Member' },
  required: true,
  search: 'eq',
}
const idRef = (label: Label, required = false): FieldDef => ({ type: 'id', label, required, search: 'eq' })
const text = (label: Label, max: number, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label,
  max,
  ...more,
})
const money = (label: Label): FieldDef => ({ type: 'decimal', label, sort: true })
const when = (label: Label): FieldDef => ({ type: 'datetime', label, sort: true })

/**
 * The member detail's tabs the CRM keeps (spec §2): each is written by the CRM's own work (sales,
 * reviews, card binding…) and read here page by page for one member, under its tab's permission.
 */
export const memberChangeResource = defineResource({
  name: 'member-change',
  basePath: `${CRM_API}/change`,
  permission: 'member_tab_change' satisfies MemberDetailTabCode,
  label: { zh_CN: '变更记录', zh_HK: '變更記錄', en: 'Member change' },
  softDelete: false,
  readOnly: true,
  masked: {
    code: MEMBER_PHONE_HOV,
    fields: ['contentOld', 'contentNew'],
    onlyWhere: { field: 'fieldName', values: ['phone'] },
  },
  fields: {
    memberId: memberRef,
    fieldName: text({ zh_CN: '变更字段', zh_HK: '變更欄位', en: 'Field' }, 64, { search: 'eq' }),
    contentOld: text({ zh_CN: '变更前', zh_HK: '變更前', en: 'Before' }, 1000),
    contentNew: text({ zh_CN: '变更后', zh_HK: '變更後', en: 'After' }, 1000),
  },
})

export const consumeResource = defineResource({
  name: 'member-consume',
  basePath: `${CRM_API}/consume`,
  permission: 'member_tab_consume' satisfies MemberDetailTabCode,
  label: { zh_CN: '消费记录', zh_HK: '消費記錄', en: 'Purchase' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'consumeTime', order: 'desc' },
  fields: {
    memberId: memberRef,
    consumeNo: text({ zh_CN: '小票号', zh_HK: '小票號', en: 'Receipt number' }, 32, { search: 'eq' }),
    shopId: idRef({ zh_CN: '门店', zh_HK: '門店', en: 'Shop' }),
    consumeTime: when({ zh_CN: '消费时间', zh_HK: '消費時間', en: 'Purchased at' }),
    totalAmount: money({ zh_CN: '应收金额', zh_HK: '應收金額', en: 'Total' }),
    discountAmount: money({ zh_CN: '优惠金额', zh_HK: '優惠金額', en: 'Discount' }),
    payAmount: money({ zh_CN: '实收金额', zh_HK: '實收金額', en: 'Paid' }),
    goodsCount: { type: 'int', label: { zh_CN: '商品件数', zh_HK: '商品件數', en: 'Items' } },
  },
})

export const consumeGoodsResource = defineResource({
  name: 'member-consume-goods',
  basePath: `${CRM_API}/consume`,
  permission: 'member_tab_consume' satisfies MemberDetailTabCode,
  label: { zh_CN: '消费商品', zh_HK: '消費商品', en: 'Purchased goods' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'lineNo', order: 'asc' },
  fields: {
    consumeId: idRef({ zh_CN: '消费记录', zh_HK: '消費記錄', en: 'Purchase' }, true),
    memberId: memberRef,
    lineNo: { type: 'int', label: { zh_CN: '行号', zh_HK: '行號', en: 'Line' }, sort: true },
    goodsId: idRef({ zh_CN: '商品', zh_HK: '商品', en: 'Goods' }),
    goodsName: text({ zh_CN: '商品名称', zh_HK: '商品名稱', en: 'Goods name' }, 128),
    quantity: { type: 'int', label: { zh_CN: '数量', zh_HK: '數量', en: 'Quantity' } },
    price: money({ zh_CN: '单价', zh_HK: '單價', en: 'Price' }),
    amount: money({ zh_CN: '金额', zh_HK: '金額', en: 'Amount' }),
  },
})

export const evaluationResource = defineResource({
  name: 'member-evaluation',
  basePath: `${CRM_API}/evaluation`,
  permission: 'member_tab_evaluation' satisfies MemberDetailTabCode,
  label: { zh_CN: '评价', zh_HK: '評價', en: 'Evaluation' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'evaluateTime', order: 'desc' },
  fields: {
    memberId: memberRef,
    consumeId: idRef({ zh_CN: '消费记录', zh_HK: '消費記錄', en: 'Purchase' }),
    score: {
      type: 'int',
      label: { zh_CN: '评分', zh_HK: '評分', en: 'Score' },
      min: 1,
      max: 5,
      search: 'eq',
      sort: true,
    },
    content: text({ zh_CN: '评价内容', zh_HK: '評價內容', en: 'Comment' }, 500),
    evaluateTime: when({ zh_CN: '评价时间', zh_HK: '評價時間', en: 'Reviewed at' }),
  },
})

export const healthRecordResource = defineResource({
  name: 'member-health',
  basePath: `${CRM_API}/health`,
  permission: 'member_tab_health' satisfies MemberDetailTabCode,
  label: { zh_CN: '健康档案', zh_HK: '健康檔案', en: 'Health record' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'recordTime', order: 'desc' },
  fields: {
    memberId: memberRef,
    itemName: text({ zh_CN: '检测项目', zh_HK: '檢測項目', en: 'Measurement' }, 32, { search: 'eq' }),
    itemValue: text({ zh_CN: '检测结果', zh_HK: '檢測結果', en: 'Result' }, 64),
    unit: text({ zh_CN: '单位', zh_HK: '單位', en: 'Unit' }, 16),
    recordTime: when({ zh_CN: '记录时间', zh_HK: '記錄時間', en: 'Recorded at' }),
    remark: text({ zh_CN: '备注', zh_HK: '備註', en: 'Notes' }, 255),
  },
})

/** A bound card's state: bound, or unbound by `unbundlingCard`. */
export const CARD_STATUSES = {
  1: { zh_CN: '已绑定', zh_HK: '已綁定', en: 'Bound' },
  0: { zh_CN: '已解绑', zh_HK: '已解綁', en: 'Unbound' },
} as const satisfies Record<number, Label>

export const boundCardResource = defineResource({
  name: 'member-bound-card',
  basePath: `${WHY_API}/binding/card`,
  permission: 'member_tab_cards' satisfies MemberDetailTabCode,
  label: { zh_CN: '绑定卡', zh_HK: '綁定卡', en: 'Bound card' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'bindTime', order: 'desc' },
  fields: {
    memberId: memberRef,
    cardType: { ...text({ zh_CN: '卡类型', zh_HK: '卡類型', en: 'Card type' }, 8), dict: 'cardType' },
    cardNo: text({ zh_CN: '卡号', zh_HK: '卡號', en: 'Card number' }, 32),
    platform: {
      ...text({ zh_CN: '开卡平台', zh_HK: '開卡平台', en: 'Sign-up channel' }, 8),
      dict: 'openCardPlatform',
    },
    bindTime: when({ zh_CN: '绑定时间', zh_HK: '綁定時間', en: 'Bound at' }),
    unbindTime: when({ zh_CN: '解绑时间', zh_HK: '解綁時間', en: 'Unbound at' }),
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      search: 'eq',
      options: Object.entries(CARD_STATUSES).map(([value, label]) => ({ value: Number(value), label })),
    },
  },
})

/** A discount coupon's state. */
export const COUPON_STATUSES = {
  0: { zh_CN: '未使用', zh_HK: '未使用', en: 'Unused' },
  1: { zh_CN: '已使用', zh_HK: '已使用', en: 'Used' },
  2: { zh_CN: '已过期', zh_HK: '已過期', en: 'Expired' },
} as const satisfies Record<number, Label>

export const couponResource = defineResource({
  name: 'member-coupon',
  basePath: `${CRM_API}/coupon`,
  permission: 'member_tab_coupons' satisfies MemberDetailTabCode,
  label: { zh_CN: '优惠券', zh_HK: '優惠券', en: 'Discount coupon' },
  softDelete: false,
  readOnly: true,
  defaultSort: { field: 'receiveTime', order: 'desc' },
  fields: {
    memberId: memberRef,
    couponName: text({ zh_CN: '券名称', zh_HK: '券名稱', en: 'Coupon' }, 64),
    faceValue: money({ zh_CN: '面额', zh_HK: '面額', en: 'Value' }),
    threshold: money({ zh_CN: '使用门槛', zh_HK: '使用門檻', en: 'Minimum spend' }),
    receiveTime: when({ zh_CN: '领取时间', zh_HK: '領取時間', en: 'Received at' }),
    validTo: when({ zh_CN: '有效期至', zh_HK: '有效期至', en: 'Valid until' }),
    useTime: when({ zh_CN: '使用时间', zh_HK: '使用時間', en: 'Used at' }),
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      search: 'eq',
      options: Object.entries(COUPON_STATUSES).map(([value, label]) => ({ value: Number(value), label })),
    },
  },
})

/** The tabs above, read one member at a time. */
export const MEMBER_TAB_RESOURCES = [
  memberChangeResource,
  consumeResource,
  evaluationResource,
  healthRecordResource,
  boundCardResource,
  couponResource,
]

/** `consume/detail`: one purchase by its id. */
export const ConsumeDetailQuery = Type.Object(
  { consumeId: Id, ...LangParam },
  { additionalProperties: false },
)

/** One record by `id` (`why/binding/card/unbundlingCard`, `crowd/refresh`). */
export const IdQuery = Type.Object({ id: Id, ...LangParam }, { additionalProperties: false })

/**
 * Shop assistants (spec §7 `insider/guide/list`, `guide/queryByIds`, `assistant/findByTenantId`):
 * who serves members in a shop; a member is assigned one.
 */
export const guideResource = defineResource({
  name: 'guide',
  basePath: `${CRM_API}/insider/guide`,
  permission: 'guide',
  label: { zh_CN: '导购', zh_HK: '導購', en: 'Shop assistant' },
  softDelete: true,
  defaultSort: { field: 'guideCode', order: 'asc' },
  fields: {
    guideCode: text({ zh_CN: '导购编号', zh_HK: '導購編號', en: 'Assistant code' }, 32, {
      required: true,
      min: 1,
      pattern: '^[0-9A-Za-z-]+$',
      unique: true,
      search: 'prefix',
      sort: true,
    }),
    guideName: text({ zh_CN: '导购姓名', zh_HK: '導購姓名', en: 'Name' }, 32, {
      required: true,
      min: 1,
      pattern: '\\S',
      search: 'like',
      sort: true,
    }),
    phone: text({ zh_CN: '手机号码', zh_HK: '手機號碼', en: 'Mobile number' }, 11, { pattern: '^1\\d{10}$' }),
    shopId: idRef({ zh_CN: '所属门店', zh_HK: '所屬門店', en: 'Shop' }),
    status: {
      type: 'bool',
      label: { zh_CN: '在职', zh_HK: '在職', en: 'Employed' },
      default: 1,
      search: 'eq',
    },
  },
})

/** `assistant/findByTenantId`: the tenant is the caller's own. */
export const TenantIdQuery = Type.Object(
  { tenantId: TenantId, ...LangParam },
  { additionalProperties: false },
)

/** `assistant/change`: the members of one assistant (or only those listed) go to another. */
export const GuideChangeBody = Type.Object(
  {
    fromGuideId: Id,
    toGuideId: Id,
    memberIds: Type.Optional(IdList),
  },
  { additionalProperties: false },
)
export const GuideChangeAnswer = Type.Object({ changed: Type.Integer() }, { additionalProperties: false })

/** Tag dimensions (spec §7 `tag/dimension/detail`): the axes tags are grouped on. */
export const tagDimensionResource = defineResource({
  name: 'member-tag-dimension',
  basePath: `${CRM_API}/tag/dimension`,
  permission: 'member_tag',
  label: { zh_CN: '标签维度', zh_HK: '標籤維度', en: 'Tag dimension' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    dimensionName: text({ zh_CN: '维度名称', zh_HK: '維度名稱', en: 'Dimension' }, 32, {
      required: true,
      min: 1,
      pattern: '\\S',
      unique: true,
      search: 'like',
      sort: true,
    }),
    hkTag: {
      ...text({ zh_CN: '标签分类', zh_HK: '標籤分類', en: 'Category' }, 8),
      dict: 'hkTag',
      search: 'eq',
    },
    sort: { type: 'int', label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' }, min: 0, max: 9999, sort: true },
  },
})

/** Member tags (spec §7 `tag/list`, `tag/detail`, `tag/detail1`): each on one dimension. */
export const memberTagResource = defineResource({
  name: 'member-tag',
  basePath: `${CRM_API}/tag`,
  permission: 'member_tag',
  label: { zh_CN: '会员标签', zh_HK: '會員標籤', en: 'Member tag' },
  softDelete: true,
  defaultSort: { field: 'tagName', order: 'asc' },
  uniqueTogether: [['dimensionId', 'tagName']],
  queryByIds: {},
  fields: {
    dimensionId: idRef({ zh_CN: '标签维度', zh_HK: '標籤維度', en: 'Dimension' }, true),
    tagName: text({ zh_CN: '标签名称', zh_HK: '標籤名稱', en: 'Tag' }, 32, {
      required: true,
      min: 1,
      pattern: '\\S',
      search: 'like',
      sort: true,
    }),
    remark: text({ zh_CN: '说明', zh_HK: '說明', en: 'Description' }, 255),
  },
})

/** `tag/detail1`: a tag with its dimension and how many members hold it. */
export const TagDetail1 = Type.Object(
  {
    id: Id,
    tagName: Type.String(),
    dimensionId: Id,
    dimensionName: Type.String(),
    hkTag: Type.Union([Type.String(), Type.Null()]),
    memberCount: Type.Integer(),
  },
  { additionalProperties: false },
)
export type TagDetail1 = Static<typeof TagDetail1>

/** `tag/hk/update`: the tags a member holds, replaced as a whole (an empty list clears them). */
export const MemberTagsBody = Type.Object(
  {
    insiderId: Id,
    tagIds: Type.Union([Type.String({ pattern: TAG_LIST_PATTERN }), Type.Literal('')]),
  },
  { additionalProperties: false },
)

/**
 * Crowd packs (spec §2): a saved member search (`filters`, the JSON of `insider/save/query`'s body)
 * and how many members it matched when last counted. The count is the server's: every save queues a
 * count job, and `crowd/refresh` queues another.
 */
export const crowdPackResource = defineResource({
  name: 'crowd-pack',
  basePath: `${CRM_API}/crowd`,
  permission: 'crowd_pack',
  label: { zh_CN: '人群包', zh_HK: '人群包', en: 'Crowd pack' },
  softDelete: true,
  fields: {
    packName: text({ zh_CN: '人群包名称', zh_HK: '人群包名稱', en: 'Name' }, 64, {
      required: true,
      min: 1,
      pattern: '\\S',
      search: 'like',
      sort: true,
    }),
    filters: {
      type: 'text',
      label: { zh_CN: '筛选条件', zh_HK: '篩選條件', en: 'Filters' },
      required: true,
      max: 2000,
    },
    memberCount: { type: 'int', label: { zh_CN: '人数', zh_HK: '人數', en: 'Members' }, min: 0, sort: true },
    countTime: when({ zh_CN: '统计时间', zh_HK: '統計時間', en: 'Counted at' }),
  },
})

/** The POS addresses of the tenant's shops (spec §7 `posurl/list`, `posurl/saveOrUpdate`). */
export const posUrlResource = defineResource({
  name: 'crm-pos-url',
  basePath: `${CRM_API}/posurl`,
  permission: 'crm_pos_url',
  label: { zh_CN: 'POS地址', zh_HK: 'POS地址', en: 'POS URL' },
  softDelete: false,
  defaultSort: { field: 'posCode', order: 'asc' },
  fields: {
    posCode: text({ zh_CN: 'POS编号', zh_HK: 'POS編號', en: 'POS code' }, 32, {
      required: true,
      min: 1,
      pattern: '^[0-9A-Za-z-]+$',
      sort: true,
    }),
    posUrl: text({ zh_CN: 'POS地址', zh_HK: 'POS地址', en: 'POS URL' }, 255, { required: true, min: 1 }),
    shopId: idRef({ zh_CN: '门店', zh_HK: '門店', en: 'Shop' }),
  },
})

/** spec §3 Payment method setting: 1 WeChat pay, 2 another pay. */
export const PAYMENT_METHODS = {
  1: { zh_CN: '微信支付', zh_HK: '微信支付', en: 'WeChat Pay' },
  2: { zh_CN: '其他支付', zh_HK: '其他支付', en: 'Other payment' },
} as const satisfies Record<number, Label>

/** `prepackage/payMethodList`: the prepaid payment methods, whether each is supported and on. */
export const PayMethodSetting = Type.Object(
  {
    paymentMethod: Type.Integer({ minimum: 1, maximum: 2 }),
    paymentMethodName: Type.String(),
    isSupported: Type.Integer({ minimum: 0, maximum: 1 }),
    isEnabled: Type.Integer({ minimum: 0, maximum: 1 }),
  },
  { additionalProperties: false },
)
export type PayMethodSetting = Static<typeof PayMethodSetting>

/** `prepackage/payMethodSave`: switches one supported prepaid payment method on or off. */
export const PayMethodSaveBody = Type.Object(
  {
    paymentMethod: Type.Integer({ minimum: 1, maximum: 2 }),
    isEnabled: Type.Integer({ minimum: 0, maximum: 1 }),
  },
  { additionalProperties: false },
)
export type PayMethodSaveBody = Static<typeof PayMethodSaveBody>

/** `tools/functionQueryByName`: whether the tenant has a CRM function on, and its settings. */
export const FunctionQuery = Type.Object(
  { tenantId: TenantId, functionName: Type.String({ minLength: 1, maxLength: 64 }), ...LangParam },
  { additionalProperties: false },
)
export const FunctionSwitch = Type.Object(
  {
    functionName: Type.String(),
    enabled: Type.Integer({ minimum: 0, maximum: 1 }),
    config: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  },
  { additionalProperties: false },
)
export type FunctionSwitch = Static<typeof FunctionSwitch>
