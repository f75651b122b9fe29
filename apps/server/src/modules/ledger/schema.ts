import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy, trackingColumns } from '../../core/db/tenant-table'

const amount = (name: string) => bigint(name, { mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * One business event per key and tenant (an order's earning, a refund, an adjustment): the unique
 * key makes a replayed event a no-op, and its ledger rows point back at it. Members are keyed by id
 * alone: the member table is the member module's.
 */
export const ledgerEvent = pgTable(
  'ledger_event',
  {
    ...tenantColumn,
    ...idColumn,
    eventKey: varchar('event_key', { length: 64 }).notNull(),
    memberId: id64('member_id').notNull(),
    action: varchar('action', { length: 24 }).notNull(),
    /** the event this one reverses (a refund of a spend or of a top-up): reversed at most once */
    reverses: id64('reverses'),
    createUser: id64('create_user'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ledger_event_key_uq').on(t.tenantId, t.eventKey),
    uniqueIndex('ledger_event_reverses_uq')
      .on(t.tenantId, t.reverses)
      .where(sql`reverses IS NOT NULL`),
    tenantPolicy('ledger_event'),
  ],
).enableRLS()

/** The cached balance of one member's ledger of one kind: changed only with its ledger rows. */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    ...tenantColumn,
    memberId: id64('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    balance: amount('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.kind] }),
    check('ledger_account_balance_not_negative', sql`balance >= 0`),
    tenantPolicy('ledger_account'),
  ],
).enableRLS()

/** The append-only ledger, the source of truth: each row one change of one member's balance of one kind. */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    ...tenantColumn,
    ...idColumn,
    eventId: id64('event_id').notNull(),
    memberId: id64('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    changeType: varchar('change_type', { length: 16 }).notNull(),
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    /** the points lot the row earned, unfroze or expired */
    lotId: id64('lot_id'),
    remark: varchar('remark', { length: 255 }),
    createUser: id64('create_user'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ledger_entry_member_idx').on(t.tenantId, t.memberId, t.kind, t.id),
    index('ledger_entry_event_idx').on(t.tenantId, t.eventId),
    tenantPolicy('ledger_entry'),
  ],
).enableRLS()

/**
 * Earned points, lot by lot: frozen until the after-sale window closes, then spendable until they
 * expire. `remaining` is what is left to spend; the member's balance is the sum of its lots' remainders.
 */
export const ledgerPointsLot = pgTable(
  'ledger_points_lot',
  {
    ...tenantColumn,
    ...idColumn,
    memberId: id64('member_id').notNull(),
    eventId: id64('event_id').notNull(),
    amount: amount('amount').notNull(),
    remaining: amount('remaining').notNull(),
    frozen: integer('frozen').notNull().default(0),
    frozenUntil: at('frozen_until'),
    /** null: never expires */
    expiresAt: at('expires_at'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('ledger_points_lot_remaining', sql`remaining >= 0 AND remaining <= amount`),
    index('ledger_points_lot_member_idx').on(t.tenantId, t.memberId, t.expiresAt),
    index('ledger_points_lot_expiry_idx')
      .on(t.tenantId, t.expiresAt)
      .where(sql`remaining > 0`),
    index('ledger_points_lot_frozen_idx')
      .on(t.tenantId, t.frozenUntil)
      .where(sql`frozen = 1`),
    tenantPolicy('ledger_points_lot'),
  ],
).enableRLS()

/** Which lots funded a spend, and how much of each: a refund gives back exactly these. */
export const ledgerPointsAllocation = pgTable(
  'ledger_points_allocation',
  {
    ...tenantColumn,
    eventId: id64('event_id').notNull(),
    lotId: id64('lot_id').notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.lotId] }),
    tenantPolicy('ledger_points_allocation'),
  ],
).enableRLS()

/** Every change of a member's grade that growth value caused. */
export const ledgerGradeChange = pgTable(
  'ledger_grade_change',
  {
    ...tenantColumn,
    ...idColumn,
    memberId: id64('member_id').notNull(),
    eventId: id64('event_id').notNull(),
    oldGradeId: id64('old_grade_id'),
    newGradeId: id64('new_grade_id'),
    growthValue: amount('growth_value').notNull(),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ledger_grade_change_member_idx').on(t.tenantId, t.memberId, t.id),
    tenantPolicy('ledger_grade_change'),
  ],
).enableRLS()

/** The tenant's points rules (`insiderRule/*`): how purchases earn, how long points last and stay frozen. */
export const ledgerPointsRule = pgTable(
  'ledger_points_rule',
  {
    ...tenantColumn,
    pointsPerYuan: numeric('points_per_yuan', { precision: 8, scale: 2 }).notNull(),
    expiryMonths: integer('expiry_months').notNull(),
    freezeDays: integer('freeze_days').notNull(),
    enabled: integer('enabled').notNull(),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('ledger_points_rule')],
).enableRLS()

/** The tenant's virtual coins (`member-center/virtualCoin/*`): the coins ledger's name, worth and life. */
export const ledgerCoinConfig = pgTable(
  'ledger_coin_config',
  {
    ...tenantColumn,
    enabled: integer('enabled').notNull(),
    coinName: varchar('coin_name', { length: 16 }).notNull(),
    coinsPerYuan: integer('coins_per_yuan').notNull(),
    expiryMonths: integer('expiry_months').notNull(),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('ledger_coin_config')],
).enableRLS()
