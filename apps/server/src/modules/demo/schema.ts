import { sql } from 'drizzle-orm'
import { date, integer, numeric, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Display shelf plans of the template sub-app (contract resource `demo-item`). */
export const demoItem = pgTable(
  'demo_item',
  {
    ...tenantColumn,
    ...idColumn,
    planCode: varchar('plan_code', { length: 32 }).notNull(),
    planName: varchar('plan_name', { length: 64 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    launchDate: date('launch_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('demo_item_code_uq')
      .on(t.tenantId, t.planCode)
      .where(sql`is_deleted = 0`),
    tenantPolicy('demo_item'),
  ],
).enableRLS()
