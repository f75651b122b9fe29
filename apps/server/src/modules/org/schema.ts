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

/** Departments: a tree per tenant. `ancestors` ('0,…,parentId') makes "this department and below" one LIKE. */
export const dept = pgTable(
  'sys_dept',
  {
    ...tenantColumn,
    ...idColumn,
    parentId: id64('parent_id').notNull().default('0'),
    ancestors: varchar('ancestors', { length: 2000 }).notNull().default('0'),
    deptName: varchar('dept_name', { length: 64 }).notNull(),
    fullName: varchar('full_name', { length: 255 }),
    deptCategory: integer('dept_category').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_dept_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('sys_dept'),
  ],
).enableRLS()

/** Posts (job positions) a user may hold, several at once. */
export const post = pgTable(
  'sys_post',
  {
    ...tenantColumn,
    ...idColumn,
    category: integer('category').notNull().default(1),
    postCode: varchar('post_code', { length: 64 }).notNull(),
    postName: varchar('post_name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_post_code_uq')
      .on(t.tenantId, t.postCode)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sys_post'),
  ],
).enableRLS()

export const userPost = pgTable(
  'sys_user_post',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    postId: id64('post_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.postId] }), tenantPolicy('sys_user_post')],
).enableRLS()
