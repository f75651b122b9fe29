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

/** The tenant registry (spec §3 Tenant). A platform table: read by every tenant, written by the platform. */
export const tenant = pgTable('sys_tenant', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  tenantFullName: varchar('tenant_full_name', { length: 255 }).notNull(),
  domain: varchar('domain', { length: 255 }),
  backgroundUrl: varchar('background_url', { length: 1000 }),
  defaultLogin: varchar('default_login', { length: 16 }).notNull().default('pwd'),
  pwdLogin: integer('pwd_login').notNull().default(1),
  smsLogin: integer('sms_login').notNull().default(0),
  wxLogin: integer('wx_login').notNull().default(0),
  cpLogin: integer('cp_login').notNull().default(0),
  status: integer('status').notNull().default(1),
  expireTime: timestamp('expire_time', { withTimezone: true }),
  accountNumber: integer('account_number').notNull().default(-1),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
  /** The group a tenant belongs to (tenant tree); null for a top tenant. */
  parentTenantId: varchar('parent_tenant_id', { length: 12 }),
  /** dictionary `tenant_type` */
  tenantType: varchar('tenant_type', { length: 32 }),
  linkman: varchar('linkman', { length: 64 }),
  contactNumber: varchar('contact_number', { length: 32 }),
  address: varchar('address', { length: 255 }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  isDeleted: integer('is_deleted').notNull().default(0),
})

export const role = pgTable(
  'sys_role',
  {
    ...tenantColumn,
    ...idColumn,
    parentId: id64('parent_id').notNull().default('0'),
    roleName: varchar('role_name', { length: 255 }).notNull(),
    /** `administrator` holds every permission of its tenant. */
    roleAlias: varchar('role_alias', { length: 255 }).notNull(),
    /** 1 organisation role, 2 function role (docs/access-control.md). */
    roleType: integer('role_type').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_role_alias_uq')
      .on(t.tenantId, t.roleAlias)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sys_role'),
  ],
).enableRLS()

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

/** The menus (routes and buttons) granted to a role. */
export const roleMenu = pgTable(
  'sys_role_menu',
  {
    ...tenantColumn,
    roleId: id64('role_id').notNull(),
    menuId: id64('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.menuId] }), tenantPolicy('sys_role_menu')],
).enableRLS()

/** The data scopes (category 1) and API scopes (category 2) granted to a role. */
export const roleScope = pgTable(
  'sys_role_scope',
  {
    ...tenantColumn,
    roleId: id64('role_id').notNull(),
    scopeCategory: integer('scope_category').notNull(),
    scopeId: id64('scope_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.scopeCategory, t.scopeId] }),
    tenantPolicy('sys_role_scope'),
  ],
).enableRLS()

/** Which rows of a resource a role sees, or which columns of its screen it does not (spec §6). */
export const dataScope = pgTable(
  'sys_data_scope',
  {
    ...tenantColumn,
    ...idColumn,
    menuId: id64('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 128 }).notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopeType: integer('scope_type').notNull(),
    scopeColumn: varchar('scope_column', { length: 64 }),
    scopeValue: varchar('scope_value', { length: 2000 }),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_data_scope_resource_idx').on(t.tenantId, t.resourceCode),
    tenantPolicy('sys_data_scope'),
  ],
).enableRLS()

/** Permission codes bundled under a menu, granted to roles besides the menu's buttons. */
export const apiScope = pgTable(
  'sys_api_scope',
  {
    ...tenantColumn,
    ...idColumn,
    menuId: id64('menu_id').notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    /** comma list of permission codes */
    resourceCode: varchar('resource_code', { length: 2000 }).notNull(),
    scopePath: varchar('scope_path', { length: 2000 }),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('sys_api_scope')],
).enableRLS()

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
