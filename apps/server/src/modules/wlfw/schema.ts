import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The Logistics service area's records (contract resource `wlfw-item`). */
export const wlfwItem = pgTable(
  'wlfw_item',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('wlfw_item_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('wlfw_item'),
  ],
).enableRLS()
