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
