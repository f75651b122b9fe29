import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Money columns hold integer fen. */

/**
 * An activity of one tool (group, bargain, seckill, integral) on a shop goods item, scheduled from its
 * start to its end time. Seckill and integral hold their own stock: `sold` never passes `stock`.
 */
export const shopActivity = pgTable(
  'shop_activity',
  {
    ...tenantColumn,
    ...idColumn,
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    shopGoodsId: id64('shop_goods_id').notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    activityPriceFen: integer('activity_price_fen').notNull(),
    teamSize: integer('team_size'),
    formMinutes: integer('form_minutes'),
    helpers: integer('helpers'),
    limitMinutes: integer('limit_minutes'),
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    /** a seckill's units taken from the goods' stock (sold ones included); the unsold go back once it ends */
    held: integer('held').notNull().default(0),
    perUserLimit: integer('per_user_limit'),
    points: integer('points'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...softDeleteColumn,
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('shop_activity_sold', sql`sold >= 0 AND (stock IS NULL OR sold <= stock)`),
    index('shop_activity_kind_idx').on(t.tenantId, t.kind, t.createTime),
    tenantPolicy('shop_activity'),
  ],
).enableRLS()

/** A group-buy team: `joined` never passes `size` (a guarded update and this check). */
export const shopActivityTeam = pgTable(
  'shop_activity_team',
  {
    ...tenantColumn,
    ...idColumn,
    activityId: id64('activity_id').notNull(),
    size: integer('size').notNull(),
    joined: integer('joined').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('shop_activity_team_joined', sql`joined >= 1 AND joined <= size`),
    index('shop_activity_team_activity_idx').on(t.tenantId, t.activityId, t.createTime),
    tenantPolicy('shop_activity_team'),
  ],
).enableRLS()

/** A member of a team and what they paid; a member is in a team once. */
export const shopActivityTeamMember = pgTable(
  'shop_activity_team_member',
  {
    ...tenantColumn,
    ...idColumn,
    teamId: id64('team_id').notNull(),
    memberId: id64('member_id').notNull(),
    paidFen: integer('paid_fen').notNull(),
    /** the member's shop order (paid, waiting in group_forming until the team forms or fails) */
    orderId: id64('order_id'),
    refunded: integer('refunded').notNull().default(0),
    joinTime: timestamp('join_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_activity_team_member_uq').on(t.tenantId, t.teamId, t.memberId),
    tenantPolicy('shop_activity_team_member'),
  ],
).enableRLS()

/** A member's bargain: `cuts` is the plan (one amount per helper, summing to original − floor). */
export const shopActivityBargain = pgTable(
  'shop_activity_bargain',
  {
    ...tenantColumn,
    ...idColumn,
    activityId: id64('activity_id').notNull(),
    memberId: id64('member_id').notNull(),
    originalFen: integer('original_fen').notNull(),
    floorFen: integer('floor_fen').notNull(),
    currentFen: integer('current_fen').notNull(),
    cuts: jsonb('cuts').$type<number[]>().notNull(),
    helped: integer('helped').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the shop order of the purchase at the price reached */
    orderId: id64('order_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('shop_activity_bargain_floor', sql`current_fen >= floor_fen`),
    index('shop_activity_bargain_activity_idx').on(t.tenantId, t.activityId, t.createTime),
    tenantPolicy('shop_activity_bargain'),
  ],
).enableRLS()

/** One help: a member helps a bargain once (unique). */
export const shopActivityBargainHelp = pgTable(
  'shop_activity_bargain_help',
  {
    ...tenantColumn,
    ...idColumn,
    bargainId: id64('bargain_id').notNull(),
    memberId: id64('member_id').notNull(),
    cutFen: integer('cut_fen').notNull(),
    helpTime: timestamp('help_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_activity_bargain_help_uq').on(t.tenantId, t.bargainId, t.memberId),
    tenantPolicy('shop_activity_bargain_help'),
  ],
).enableRLS()

/** What a member has bought of a limited activity: `bought` never passes the activity's limit. */
export const shopActivityBuyer = pgTable(
  'shop_activity_buyer',
  {
    ...tenantColumn,
    activityId: id64('activity_id').notNull(),
    memberId: id64('member_id').notNull(),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.activityId, t.memberId] }),
    tenantPolicy('shop_activity_buyer'),
  ],
).enableRLS()

/** A seckill purchase or an integral exchange (its points spend's ledger event and lots). */
export const shopActivityPurchase = pgTable(
  'shop_activity_purchase',
  {
    ...tenantColumn,
    ...idColumn,
    activityId: id64('activity_id').notNull(),
    memberId: id64('member_id').notNull(),
    quantity: integer('quantity').notNull(),
    paidFen: integer('paid_fen').notNull(),
    /** the shop order of the purchase (the cash part of an exchange) */
    orderId: id64('order_id'),
    points: integer('points').notNull().default(0),
    spendEventKey: varchar('spend_event_key', { length: 64 }),
    lots: jsonb('lots').$type<{ lotId: string; points: number }[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    createUser: trackingColumns.createUser,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_activity_purchase_activity_idx').on(t.tenantId, t.activityId, t.createTime),
    tenantPolicy('shop_activity_purchase'),
  ],
).enableRLS()
