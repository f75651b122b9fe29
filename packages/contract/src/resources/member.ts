import { Type, type Static } from 'typebox'
import { PAGING, type Locale } from '../constants'
import { ID, Id, IdList } from '../envelope'
import { MEMBER_PHONE_HOV } from '../masking'
import { LangParam, defineResource, type FieldDef } from '../resource'

export const INSIDER_API = '/api/store-insider'

/** A member's state: active members earn and spend; a frozen card does neither. */
export const MEMBER_STATUSES = {
  1: { zh_CN: '正常', zh_HK: '正常', en: 'Active' },
  0: { zh_CN: '冻结', zh_HK: '凍結', en: 'Frozen' },
} as const satisfies Record<number, Record<Locale, string>>

const reference = (label: Record<Locale, string>, required = false): FieldDef => ({
  type: 'id',
  label,
  required,
  search: 'eq',
})

/**
 * The member detail's tabs (spec §2) in the order the screen shows them and the menu seed lists them.
 * Each code is also the permission that shows its tab.
 */
export const MEMBER_DETAIL_TAB_CODES = [
  'member_tab_consume',
  'member_tab_points',
  'member_tab_growth',
  'member_tab_coins',
  'member_tab_evaluation',
  'member_tab_change',
  'member_tab_health',
  'member_tab_cards',
  'member_tab_coupons',
  'member_tab_wallet',
] as const
export type MemberDetailTabCode = (typeof MEMBER_DETAIL_TAB_CODES)[number]

/** Who may set and clear a member's remarks (`insider/add/remarks`, `insider/remove/remarks`). */
export const MEMBER_REMARK_PERMISSION = 'member_remark'

/** Tag ids as a comma list, as a member row keeps them. */
export const TAG_LIST_PATTERN = `^${ID}(,${ID}){0,49}$`

/**
 * Members (spec §2 member lists and detail, §7 `insider/save/query`, `insider/detail`): one person's
 * membership in one member brand. The phone is unique within the brand and checked with spec §5's
 * phone messages; every change of a field is written to the change history (`change/list`).
 */
export const memberResource = defineResource({
  name: 'member',
  basePath: `${INSIDER_API}/insider`,
  permission: 'member',
  label: { zh_CN: '会员', zh_HK: '會員', en: 'Member' },
  softDelete: true,
  defaultSort: { field: 'registerDate', order: 'desc' },
  masked: { code: MEMBER_PHONE_HOV, fields: ['phone'] },
  fields: {
    cardNo: {
      type: 'string',
      label: { zh_CN: '会员卡号', zh_HK: '會員卡號', en: 'Card number' },
      required: true,
      min: 1,
      max: 32,
      pattern: '^[0-9A-Za-z-]+$',
      search: 'eq',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '姓名', zh_HK: '姓名', en: 'Name' },
      required: true,
      min: 1,
      max: 32,
      pattern: '\\S',
      search: 'prefix',
      sort: true,
    },
    // no pattern here: the spec §5 phone rules answer with their own messages
    phone: {
      type: 'string',
      label: { zh_CN: '手机号码', zh_HK: '手機號碼', en: 'Mobile number' },
      required: true,
      max: 32,
      search: 'eq',
    },
    sex: { type: 'string', label: { zh_CN: '性别', zh_HK: '性別', en: 'Sex' }, dict: 'sex', max: 8 },
    birthday: { type: 'date', label: { zh_CN: '生日', zh_HK: '生日', en: 'Birthday' }, sort: true },
    brandId: reference({ zh_CN: '会员品牌', zh_HK: '會員品牌', en: 'Member brand' }, true),
    gradeId: reference({ zh_CN: '会员等级', zh_HK: '會員等級', en: 'Grade' }),
    shopId: reference({ zh_CN: '注册门店', zh_HK: '註冊門店', en: 'Registration shop' }),
    guideId: reference({ zh_CN: '导购', zh_HK: '導購', en: 'Shop assistant' }),
    registerDate: {
      type: 'date',
      label: { zh_CN: '注册日期', zh_HK: '註冊日期', en: 'Registration date' },
      required: true,
      sort: true,
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      search: 'eq',
      options: Object.entries(MEMBER_STATUSES).map(([value, label]) => ({ value: Number(value), label })),
    },
    remarks: { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remarks' }, max: 255 },
    tags: {
      type: 'string',
      label: { zh_CN: '标签', zh_HK: '標籤', en: 'Tags' },
      max: 1000,
      pattern: TAG_LIST_PATTERN,
    },
  },
})

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** `insider/save/query`: paging in the query string (spec §7), the filters in the body. */
export const MemberQueryPaging = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize })),
    ...LangParam,
  },
  { additionalProperties: false },
)

/**
 * The member search: exact insiderId (the member's id), phone and card number, name by prefix,
 * grade, brand, shop and guide, a registration date range, and members holding any of the tags.
 */
export const MemberFilter = Type.Object(
  {
    insiderId: Type.Optional(Id),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    cardNo: Type.Optional(Type.String({ maxLength: 32 })),
    name: Type.Optional(Type.String({ maxLength: 32 })),
    gradeId: Type.Optional(Id),
    brandId: Type.Optional(Id),
    shopId: Type.Optional(Id),
    guideId: Type.Optional(Id),
    registerDateFrom: Type.Optional(date),
    registerDateTo: Type.Optional(date),
    tagIds: Type.Optional(IdList),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
)
export type MemberFilter = Static<typeof MemberFilter>

/** `insider/add/remarks`: the member and the text added to its remarks. */
export const MemberRemarkBody = Type.Object(
  { id: Id, remarks: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }) },
  { additionalProperties: false },
)
export type MemberRemarkBody = Static<typeof MemberRemarkBody>

/** `newinsider/queryPhone`: is the number a member's, in the brand? */
export const MemberPhoneQuery = Type.Object(
  { phone: Type.String({ maxLength: 32 }), brandId: Type.Optional(Id), ...LangParam },
  { additionalProperties: false },
)
export const MemberPhoneAnswer = Type.Object(
  {
    exists: Type.Boolean(),
    insiderId: Type.Union([Id, Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)

/**
 * Member grades per brand (spec §7 `grade/list` by tenant and brand): the growth value from which a
 * member holds the grade, and what it brings.
 */
export const memberGradeResource = defineResource({
  name: 'member-grade',
  basePath: `${INSIDER_API}/grade`,
  permission: 'member_grade',
  label: { zh_CN: '会员等级', zh_HK: '會員等級', en: 'Member grade' },
  softDelete: true,
  defaultSort: { field: 'growthMin', order: 'asc' },
  fields: {
    brandId: reference({ zh_CN: '会员品牌', zh_HK: '會員品牌', en: 'Member brand' }, true),
    gradeName: {
      type: 'string',
      label: { zh_CN: '等级名称', zh_HK: '等級名稱', en: 'Grade name' },
      required: true,
      min: 1,
      max: 32,
      pattern: '\\S',
      search: 'like',
      sort: true,
    },
    growthMin: {
      type: 'int',
      label: { zh_CN: '成长值门槛', zh_HK: '成長值門檻', en: 'Growth threshold' },
      required: true,
      min: 0,
      max: 100_000_000,
      sort: true,
    },
    discount: {
      type: 'int',
      label: { zh_CN: '折扣（%）', zh_HK: '折扣（%）', en: 'Discount (%)' },
      min: 1,
      max: 100,
      default: 100,
    },
    pointsMultiple: {
      type: 'int',
      label: { zh_CN: '积分倍数', zh_HK: '積分倍數', en: 'Points multiplier' },
      min: 1,
      max: 10,
      default: 1,
    },
    benefits: { type: 'text', label: { zh_CN: '等级权益', zh_HK: '等級權益', en: 'Benefits' }, max: 500 },
  },
})
