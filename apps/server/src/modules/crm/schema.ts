import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' }).notNull()
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A table of one member's history (a detail tab): written once by the CRM's own work and read a page
 * at a time for one member, newest first, through its (tenant, member, time) index.
 */
function memberHistoryTable<E extends Record<string, PgColumnBuilderBase>>(
  name: string,
  timeColumn: string,
  extra: E,
) {
  return pgTable(
    name,
    {
      ...tenantColumn,
      ...idColumn,
      memberId: id64('member_id').notNull(),
      ...extra,
      ...trackingColumns,
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.id] }),
      index(`${name}_member_idx`).on(t.tenantId, t.memberId, sql.raw(`"${timeColumn}"`)),
      tenantPolicy(name),
    ],
  ).enableRLS()
}

/**
 * Every change of a member's fields, written in the change's transaction (`change/list`): who and when
 * are the row's `create_user` and `create_time`.
 */
export const crmMemberChange = memberHistoryTable('crm_member_change', 'create_time', {
  fieldName: varchar('field_name', { length: 64 }).notNull(),
  contentOld: varchar('content_old', { length: 1000 }),
  contentNew: varchar('content_new', { length: 1000 }),
})

/** A member's purchases (`consume/list`, `consume/detail`). */
export const crmConsume = memberHistoryTable('crm_consume', 'consume_time', {
  consumeNo: varchar('consume_no', { length: 32 }).notNull(),
  shopId: id64('shop_id'),
  consumeTime: at('consume_time').notNull(),
  totalAmount: money('total_amount'),
  discountAmount: money('discount_amount'),
  payAmount: money('pay_amount'),
  goodsCount: integer('goods_count').notNull(),
})

/** The goods lines of a purchase (`consume/goods`). */
export const crmConsumeGoods = pgTable(
  'crm_consume_goods',
  {
    ...tenantColumn,
    ...idColumn,
    consumeId: id64('consume_id').notNull(),
    memberId: id64('member_id').notNull(),
    lineNo: integer('line_no').notNull(),
    goodsId: id64('goods_id'),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price'),
    amount: money('amount'),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('crm_consume_goods_consume_idx').on(t.tenantId, t.consumeId, t.lineNo),
    tenantPolicy('crm_consume_goods'),
  ],
).enableRLS()

/** A member's reviews of purchases (`evaluation/list`). */
export const crmEvaluation = memberHistoryTable('crm_evaluation', 'evaluate_time', {
  consumeId: id64('consume_id'),
  score: integer('score').notNull(),
  content: varchar('content', { length: 500 }),
  evaluateTime: at('evaluate_time').notNull(),
})

/** A member's health measurements taken in the pharmacy (`health/list`). */
export const crmHealthRecord = memberHistoryTable('crm_health_record', 'record_time', {
  itemName: varchar('item_name', { length: 32 }).notNull(),
  itemValue: varchar('item_value', { length: 64 }).notNull(),
  unit: varchar('unit', { length: 16 }),
  recordTime: at('record_time').notNull(),
  remark: varchar('remark', { length: 255 }),
})

/** Cards bound to a member (`binding/card/selectInsId`, `why/binding/card/unbundlingCard`). */
export const crmBoundCard = memberHistoryTable('crm_bound_card', 'bind_time', {
  cardType: varchar('card_type', { length: 8 }).notNull(),
  cardNo: varchar('card_no', { length: 32 }).notNull(),
  platform: varchar('platform', { length: 8 }),
  bindTime: at('bind_time').notNull(),
  unbindTime: at('unbind_time'),
  status: integer('status').notNull().default(1),
})

/** A member's discount coupons (`coupon/list`). */
export const crmCoupon = memberHistoryTable('crm_coupon', 'receive_time', {
  couponName: varchar('coupon_name', { length: 64 }).notNull(),
  faceValue: money('face_value'),
  threshold: money('threshold'),
  receiveTime: at('receive_time').notNull(),
  validTo: at('valid_to').notNull(),
  useTime: at('use_time'),
  status: integer('status').notNull().default(0),
})

/** Shop assistants (contract resource `guide`). */
export const crmGuide = pgTable(
  'crm_guide',
  {
    ...tenantColumn,
    ...idColumn,
    guideCode: varchar('guide_code', { length: 32 }).notNull(),
    guideName: varchar('guide_name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    shopId: id64('shop_id'),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('crm_guide_code_uq')
      .on(t.tenantId, t.guideCode)
      .where(sql`is_deleted = 0`),
    tenantPolicy('crm_guide'),
  ],
).enableRLS()

/** Tag dimensions (contract resource `member-tag-dimension`). */
export const crmTagDimension = pgTable(
  'crm_tag_dimension',
  {
    ...tenantColumn,
    ...idColumn,
    dimensionName: varchar('dimension_name', { length: 32 }).notNull(),
    hkTag: varchar('hk_tag', { length: 8 }),
    sort: integer('sort').notNull().default(0),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('crm_tag_dimension')],
).enableRLS()

/** Member tags (contract resource `member-tag`). */
export const crmTag = pgTable(
  'crm_tag',
  {
    ...tenantColumn,
    ...idColumn,
    dimensionId: id64('dimension_id').notNull(),
    tagName: varchar('tag_name', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('crm_tag_name_uq')
      .on(t.tenantId, t.dimensionId, t.tagName)
      .where(sql`is_deleted = 0`),
    tenantPolicy('crm_tag'),
  ],
).enableRLS()

/** Crowd packs: a saved member search and how many members it matched when last counted. */
export const crmCrowdPack = pgTable(
  'crm_crowd_pack',
  {
    ...tenantColumn,
    ...idColumn,
    packName: varchar('pack_name', { length: 64 }).notNull(),
    filters: varchar('filters', { length: 2000 }).notNull(),
    memberCount: integer('member_count'),
    countTime: at('count_time'),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('crm_crowd_pack')],
).enableRLS()

/** The POS addresses of the tenant's shops (`posurl/list`, `posurl/saveOrUpdate`). */
export const crmPosUrl = pgTable(
  'crm_pos_url',
  {
    ...tenantColumn,
    ...idColumn,
    posCode: varchar('pos_code', { length: 32 }).notNull(),
    posUrl: varchar('pos_url', { length: 255 }).notNull(),
    shopId: id64('shop_id'),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('crm_pos_url_code_uq').on(t.tenantId, t.posCode),
    tenantPolicy('crm_pos_url'),
  ],
).enableRLS()

/** spec §3 Payment method setting, one row per method (`prepackage/payMethodList`). */
export const crmPayMethod = pgTable(
  'crm_pay_method',
  {
    ...tenantColumn,
    paymentMethod: integer('payment_method').notNull(),
    isSupported: integer('is_supported').notNull().default(1),
    isEnabled: integer('is_enabled').notNull().default(0),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.paymentMethod] }), tenantPolicy('crm_pay_method')],
).enableRLS()

/** The CRM functions a tenant has switched on (`tools/functionQueryByName`). */
export const crmFunction = pgTable(
  'crm_function',
  {
    ...tenantColumn,
    functionName: varchar('function_name', { length: 64 }).notNull(),
    enabled: integer('enabled').notNull().default(1),
    config: jsonb('config'),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.functionName] }), tenantPolicy('crm_function')],
).enableRLS()
