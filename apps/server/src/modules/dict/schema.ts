import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

export const dict = pgTable(
  'sys_dict',
  {
    ...tenantColumn,
    ...idColumn,
    parentId: id64('parent_id').notNull().default('0'),
    code: varchar('code', { length: 255 }).notNull(),
    dictKey: varchar('dict_key', { length: 255 }).notNull(),
    dictValue: varchar('dict_value', { length: 255 }).notNull(),
    /** The value's label in zh_HK and en; null falls back to `dict_value` (zh_CN). */
    dictValueZhHk: varchar('dict_value_zh_hk', { length: 255 }),
    dictValueEn: varchar('dict_value_en', { length: 255 }),
    /** The item's colour tag: #rrggbb or an antd preset colour name. */
    colour: varchar('colour', { length: 32 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    isSealed: integer('is_sealed').notNull().default(0),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_dict_key_uq')
      .on(t.tenantId, t.parentId, t.code, t.dictKey)
      .where(sql`is_deleted = 0`),
    index('sys_dict_code_idx').on(t.tenantId, t.code),
    // The page's default order (sort, then newest): the first pages read a few index entries, not the table.
    index('sys_dict_sort_idx')
      .on(t.tenantId, t.sort, t.id.desc().nullsFirst())
      .where(sql`is_deleted = 0`),
    tenantPolicy('sys_dict'),
  ],
).enableRLS()
