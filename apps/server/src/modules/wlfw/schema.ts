import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  liveCodeIndex,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The logistics services tables (docs/logistics-services.md). Shops are only referenced by id. */

/** A delivery area with its fee rule: integers in fen; prefixes and shop ids comma-joined. */
export const wlfwArea = pgTable(
  'wlfw_area',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    regionPrefixes: text('region_prefixes').notNull(),
    shopIds: text('shop_ids'),
    baseFee: integer('base_fee').notNull().default(0),
    perKgFee: integer('per_kg_fee').notNull().default(0),
    freeThreshold: integer('free_threshold'),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('wlfw_area', t),
    tenantPolicy('wlfw_area'),
  ],
).enableRLS()

/** A service level of an area; one live row per area and level (the contract's uniqueTogether). */
export const wlfwServiceLevel = pgTable(
  'wlfw_service_level',
  {
    ...tenantColumn,
    ...idColumn,
    areaId: id64('area_id').notNull(),
    level: varchar('level', { length: 16 }).notNull(),
    surcharge: integer('surcharge').notNull().default(0),
    cutoff: varchar('cutoff', { length: 5 }).notNull(),
    weekdays: varchar('weekdays', { length: 13 }).notNull(),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('wlfw_service_level')],
).enableRLS()

export const wlfwPickupPoint = pgTable(
  'wlfw_pickup_point',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    areaId: id64('area_id').notNull(),
    shopId: id64('shop_id').notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    openingHours: varchar('opening_hours', { length: 64 }).notNull(),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('wlfw_pickup_point', t),
    tenantPolicy('wlfw_pickup_point'),
  ],
).enableRLS()
