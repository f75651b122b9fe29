import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy, trackingColumns } from '../../core/db/tenant-table'

/** A help-centre category: its name (unique in the tenant) and its place in the list. */
export const contentHelpCategory = pgTable(
  'content_help_category',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 32 }).notNull(),
    sort: integer('sort').notNull(),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('content_help_category_name_uq').on(t.tenantId, t.name),
    tenantPolicy('content_help_category'),
  ],
).enableRLS()

/** A help-centre article: a draft (staff only) or published (the shop front lists it). */
export const contentHelpArticle = pgTable(
  'content_help_article',
  {
    ...tenantColumn,
    ...idColumn,
    categoryId: id64('category_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('content_help_article_category_idx').on(t.tenantId, t.categoryId, t.sort),
    check('content_help_article_status_ck', sql`status IN ('draft', 'published')`),
    tenantPolicy('content_help_article'),
  ],
).enableRLS()
