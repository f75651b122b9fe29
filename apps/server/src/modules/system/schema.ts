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

/** The permission codes (API and button codes) granted to a role. */
export const rolePermission = pgTable(
  'sys_role_permission',
  {
    ...tenantColumn,
    roleId: id64('role_id').notNull(),
    code: varchar('code', { length: 128 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.code] }), tenantPolicy('sys_role_permission')],
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
