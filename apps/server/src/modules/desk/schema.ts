import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** A user's favourite menus (the star on a menu item). */
export const favorite = pgTable(
  'desk_favorite',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    menuId: id64('menu_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.menuId] }), tenantPolicy('desk_favorite')],
).enableRLS()

/** A user's personal login page: the menu the shell opens after sign-in. */
export const loginPage = pgTable(
  'desk_login_page',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    menuId: id64('menu_id').notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), tenantPolicy('desk_login_page')],
).enableRLS()

/** A user's often-used functions: the checked (and half-checked) menus of the tree dialog. */
export const oftenFunction = pgTable(
  'desk_often_function',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    menuId: id64('menu_id').notNull(),
    halfChecked: integer('half_checked').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.menuId] }), tenantPolicy('desk_often_function')],
).enableRLS()

/** Help documents of a screen (spec §3 Help document), found by the screen's menu code. */
export const helpDoc = pgTable(
  'desk_help_doc',
  {
    ...tenantColumn,
    ...idColumn,
    menuCode: varchar('menu_code', { length: 128 }).notNull(),
    docName: varchar('doc_name', { length: 255 }).notNull(),
    docUrl: varchar('doc_url', { length: 1000 }).notNull(),
    docIcon: varchar('doc_icon', { length: 1000 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('desk_help_doc_menu_idx')
      .on(t.tenantId, t.menuCode)
      .where(sql`is_deleted = 0`),
    tenantPolicy('desk_help_doc'),
  ],
).enableRLS()
