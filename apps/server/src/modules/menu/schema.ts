import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The applications of the left application bar (one per area). Platform data: no tenant. */
export const application = pgTable(
  'sys_application',
  {
    ...idColumn,
    code: varchar('code', { length: 128 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    nameZhHk: varchar('name_zh_hk', { length: 255 }),
    nameEn: varchar('name_en', { length: 255 }),
    icon: varchar('icon', { length: 1000 }),
    /** the area's base route, e.g. /huikeCRM */
    path: varchar('path', { length: 1000 }),
    isMicro: integer('is_micro').notNull().default(0),
    microName: varchar('micro_name', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.id] }),
    uniqueIndex('sys_application_code_uq')
      .on(t.code)
      .where(sql`is_deleted = 0`),
  ],
)

/**
 * Menu items of spec §3 (routes, buttons, tabs and HOVs; categories in @store/contract MENU_CATEGORY).
 * Platform data: seeded once, written only by the platform's administrators, granted by tenants.
 */
export const menu = pgTable(
  'sys_menu',
  {
    ...idColumn,
    parentId: id64('parent_id').notNull().default('0'),
    applicationId: id64('application_id'),
    code: varchar('code', { length: 128 }).notNull(),
    menuCode: varchar('menu_code', { length: 128 }),
    name: varchar('name', { length: 255 }).notNull(),
    nameZhHk: varchar('name_zh_hk', { length: 255 }),
    nameEn: varchar('name_en', { length: 255 }),
    alias: varchar('alias', { length: 255 }),
    path: varchar('path', { length: 1000 }),
    source: varchar('source', { length: 255 }),
    icon: varchar('icon', { length: 1000 }),
    sort: integer('sort').notNull().default(0),
    category: integer('category').notNull(),
    action: integer('action').notNull().default(0),
    isOpen: integer('is_open').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    optionType: varchar('option_type', { length: 64 }),
    keepAlive: integer('keep_alive').notNull().default(1),
    target: varchar('target', { length: 32 }),
    /** role aliases the shell shows the item to (spec §6); null: every role it is granted to */
    roles: varchar('roles', { length: 1000 }),
    /** after it the shell sends the route to 403 (spec §4) */
    expireTime: timestamp('expire_time', { withTimezone: true }),
    group: varchar('menu_group', { length: 64 }),
    query: varchar('query', { length: 1000 }),
    params: varchar('params', { length: 1000 }),
    isMicro: integer('is_micro').notNull().default(0),
    microName: varchar('micro_name', { length: 64 }),
    componentPath: varchar('component_path', { length: 255 }),
    /** 0: the screen is not built yet; the shell shows "not available yet" */
    available: integer('available').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.id] }), index('sys_menu_parent_idx').on(t.parentId)],
)

/** The tenant's top menu bar. */
export const topMenu = pgTable(
  'sys_top_menu',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 128 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    source: varchar('source', { length: 255 }),
    path: varchar('path', { length: 1000 }),
    sort: integer('sort').notNull().default(0),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_top_menu_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sys_top_menu'),
  ],
).enableRLS()

/**
 * The menus under each top menu: a user's own arrangement (`topmenu/grant-user`), else the tenant's
 * (user id 0). Half-checked rows are the tree dialog's partly checked parents, kept to redraw it.
 */
export const topMenuSetting = pgTable(
  'sys_top_menu_setting',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    topMenuId: id64('top_menu_id').notNull(),
    menuId: id64('menu_id').notNull(),
    halfChecked: integer('half_checked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.topMenuId, t.menuId] }),
    tenantPolicy('sys_top_menu_setting'),
  ],
).enableRLS()
