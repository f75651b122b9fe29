import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The Promotions area's records (contract resource `promotion-item`). */
export const promotionItem = pgTable(
  'promotion_item',
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
    uniqueIndex('promotion_item_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('promotion_item'),
  ],
).enableRLS()
