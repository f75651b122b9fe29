import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

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
