import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

export const user = pgTable(
  'sys_user',
  {
    ...tenantColumn,
    ...idColumn,
    account: varchar('account', { length: 64 }).notNull(),
    /** argon2id hash */
    password: varchar('password', { length: 255 }).notNull(),
    name: varchar('name', { length: 64 }),
    realName: varchar('real_name', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 255 }),
    deptId: id64('dept_id'),
    status: integer('status').notNull().default(1),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** 1: an initial or reset password that must be changed at the next sign-in (pwd_expired 2). */
    mustChangePassword: integer('must_change_password').notNull().default(0),
    avatar: varchar('avatar', { length: 1000 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_user_account_uq')
      .on(t.tenantId, t.account)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sys_user'),
  ],
).enableRLS()

export const userRole = pgTable(
  'sys_user_role',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    roleId: id64('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }), tenantPolicy('sys_user_role')],
).enableRLS()
