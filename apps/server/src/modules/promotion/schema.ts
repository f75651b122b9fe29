import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ActivityScope, ActivityTier, HourRange } from '@store/contract'
import {
  id64,
  idColumn,
  liveCodeIndex,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

const fen = (name: string) => bigint(name, { mode: 'number' })

/** A code-and-name list of the promotions manager (scenes, channels), one table each. */
const codeList = (table: string) =>
  pgTable(
    table,
    {
      ...tenantColumn,
      ...idColumn,
      code: varchar('code', { length: 32 }).notNull(),
      name: varchar('name', { length: 64 }).notNull(),
      sort: integer('sort').notNull().default(0),
      status: integer('status').notNull().default(1),
      remark: varchar('remark', { length: 255 }),
      ...trackingColumns,
      ...softDeleteColumn,
    },
    (t) => [primaryKey({ columns: [t.tenantId, t.id] }), liveCodeIndex(table, t), tenantPolicy(table)],
  ).enableRLS()

/** Where promotions run (spec §7 `scene/*`). */
export const promScene = codeList('prom_scene')
/** The sales channels an activity may be limited to (spec §7 `channel/list`). */
export const promChannel = codeList('prom_channel')

/** A scene's slogans (spec §7 `scene/listSlogan`). */
export const promSlogan = pgTable(
  'prom_slogan',
  {
    ...tenantColumn,
    ...idColumn,
    sceneCode: varchar('scene_code', { length: 32 }).notNull(),
    content: varchar('content', { length: 128 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('prom_slogan_scene_idx').on(t.tenantId, t.sceneCode),
    tenantPolicy('prom_slogan'),
  ],
).enableRLS()

/** spec §3 "Promotion way": a form offered for a promotion type in a scene. */
export const promWay = pgTable(
  'prom_way',
  {
    ...tenantColumn,
    ...idColumn,
    promWay: varchar('prom_way', { length: 24 }).notNull(),
    promType: integer('prom_type').notNull(),
    promScene: varchar('prom_scene', { length: 32 }).notNull(),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('prom_way_uq')
      .on(t.tenantId, t.promWay, t.promType, t.promScene)
      .where(sql`is_deleted = 0`),
    tenantPolicy('prom_way'),
  ],
).enableRLS()

/** The tenant's promotion settings by key (spec §7 `config/*`): the superposition matrix and others. */
export const promConfig = pgTable(
  'prom_config',
  {
    ...tenantColumn,
    configKey: varchar('config_key', { length: 48 }).notNull(),
    configValue: jsonb('config_value').notNull(),
    updateUser: id64('update_user'),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.configKey] }), tenantPolicy('prom_config')],
).enableRLS()

/**
 * A market activity: what it gives (type, form, tiers), to whom and where (scope), when (dates,
 * weekdays, hours), how much (limits, budget) and how it combines (layer, exclusivity, priority).
 * `status` is the stored step; time turns scheduled into active and either into ended on read.
 */
export const promActivity = pgTable(
  'prom_activity',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    promType: integer('prom_type').notNull(),
    form: varchar('form', { length: 24 }).notNull(),
    sceneCode: varchar('scene_code', { length: 32 }),
    layer: varchar('layer', { length: 16 }).notNull(),
    exclusivity: varchar('exclusivity', { length: 16 }).notNull(),
    priority: integer('priority').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    hours: jsonb('hours').$type<HourRange[]>().notNull(),
    scope: jsonb('scope').$type<ActivityScope>().notNull(),
    tiers: jsonb('tiers').$type<ActivityTier[]>().notNull(),
    perMemberLimit: integer('per_member_limit'),
    totalLimit: integer('total_limit'),
    budgetFen: fen('budget_fen'),
    usedFen: fen('used_fen').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    processInstanceId: id64('process_instance_id'),
    promoCode: varchar('promo_code', { length: 32 }),
    slogan: varchar('slogan', { length: 128 }),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('prom_activity_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    index('prom_activity_status_idx').on(t.tenantId, t.status, t.startTime),
    tenantPolicy('prom_activity'),
  ],
).enableRLS()

/** A coupon template (contract resource `promotion-coupon-template`); `issued` counts its coupons. */
export const promCouponTemplate = pgTable(
  'prom_coupon_template',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    faceFen: integer('face_fen').notNull().default(0),
    ratePermille: integer('rate_permille'),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    validDays: integer('valid_days').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    perMemberLimit: integer('per_member_limit').notNull(),
    /** a code the customer must enter for this template's coupons to apply */
    promoCode: varchar('promo_code', { length: 32 }),
    issued: integer('issued').notNull().default(0),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('prom_coupon_template_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('prom_coupon_template'),
  ],
).enableRLS()

/** A coupon issued to a member: unused → locked (a checkout holds it) → used; expired; void. */
export const promCoupon = pgTable(
  'prom_coupon',
  {
    ...tenantColumn,
    ...idColumn,
    templateId: id64('template_id').notNull(),
    memberId: id64('member_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('unused'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    usedTime: timestamp('used_time', { withTimezone: true }),
    /** the crowd-pack issue that gave it (one per member and issue, so a replayed batch gives none twice) */
    issueId: id64('issue_id'),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('prom_coupon_member_idx').on(t.tenantId, t.memberId, t.templateId),
    uniqueIndex('prom_coupon_issue_member_uq')
      .on(t.tenantId, t.issueId, t.memberId)
      .where(sql`issue_id is not null`),
    tenantPolicy('prom_coupon'),
  ],
).enableRLS()

/**
 * Coupons of a template issued to a crowd pack's members by a job, a batch of members per transaction:
 * `cursor` is the last member done, `issued` and `skipped` (members at the per-member limit) the progress.
 * The request key makes a repeated request answer the same issue.
 */
export const promCouponIssue = pgTable(
  'prom_coupon_issue',
  {
    ...tenantColumn,
    ...idColumn,
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    templateId: id64('template_id').notNull(),
    packId: id64('pack_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('running'),
    total: integer('total').notNull(),
    issued: integer('issued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    cursor: id64('cursor'),
    error: varchar('error', { length: 255 }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('prom_coupon_issue_key_uq').on(t.tenantId, t.requestKey),
    tenantPolicy('prom_coupon_issue'),
  ],
).enableRLS()

/**
 * A discount an order takes from an activity (and a coupon): reserved at checkout, committed when
 * paid, reverted when cancelled. The idempotency key makes a replay change nothing.
 */
export const promRedemption = pgTable(
  'prom_redemption',
  {
    ...tenantColumn,
    ...idColumn,
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    activityId: id64('activity_id').notNull(),
    couponId: id64('coupon_id'),
    memberId: id64('member_id'),
    shopId: id64('shop_id'),
    orderNo: varchar('order_no', { length: 64 }),
    amountFen: fen('amount_fen').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('prom_redemption_key_uq').on(t.tenantId, t.idempotencyKey),
    index('prom_redemption_member_idx').on(t.tenantId, t.activityId, t.memberId),
    tenantPolicy('prom_redemption'),
  ],
).enableRLS()
