import { sql } from 'drizzle-orm'
import {
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core'
import { idColumn, softDeleteColumn, tenantColumn, tenantPolicy, trackingColumns } from './tenant-table'

/**
 * A master-data table (contract `masterResource`): code unique among the tenant's live rows, name,
 * sort and enabled flag, plus the columns of `extra`; tenant-keyed, with the tenant policy.
 */
export function masterTable<E extends Record<string, PgColumnBuilderBase>>(name: string, extra: E) {
  return pgTable(
    name,
    {
      ...tenantColumn,
      ...idColumn,
      code: varchar('code', { length: 32 }).notNull(),
      name: varchar('name', { length: 64 }).notNull(),
      sort: integer('sort').notNull().default(0),
      status: integer('status').notNull().default(1),
      ...extra,
      ...trackingColumns,
      ...softDeleteColumn,
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.id] }),
      uniqueIndex(`${name}_code_uq`)
        .on(t.tenantId, t.code)
        .where(sql`is_deleted = 0`),
      tenantPolicy(name),
    ],
  ).enableRLS()
}
