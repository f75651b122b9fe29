import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Member brands of a tenant (contract resource `member-brand`). */
export const insiderBrand = pgTable(
  'insider_brand',
  {
    ...tenantColumn,
    ...idColumn,
    brandName: varchar('brand_name', { length: 32 }).notNull(),
    enabled: integer('enabled').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    memo: varchar('memo', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('insider_brand_name_uq')
      .on(t.tenantId, t.brandName)
      .where(sql`is_deleted = 0`),
    tenantPolicy('insider_brand'),
  ],
).enableRLS()
