import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

const createTime = timestamp('create_time', { withTimezone: true }).notNull().defaultNow()

/** Every /api request (docs/logs.md): written in batches by the request log, never by a route. */
export const apiLog = pgTable(
  'log_api',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id'),
    account: varchar('account', { length: 64 }),
    method: varchar('method', { length: 16 }).notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    /** the query string with secret values redacted */
    query: varchar('query', { length: 1024 }),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    createTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('log_api_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('log_api'),
  ],
).enableRLS()

/** Every answer of status 500 and above, with the error's class, message and stack (never sent to the client). */
export const errorLog = pgTable(
  'log_error',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id'),
    account: varchar('account', { length: 64 }),
    method: varchar('method', { length: 16 }).notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    query: varchar('query', { length: 1024 }),
    status: integer('status').notNull(),
    errorClass: varchar('error_class', { length: 128 }),
    message: varchar('message', { length: 2000 }),
    stack: text('stack'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    createTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('log_error_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('log_error'),
  ],
).enableRLS()

/** Errors the shell caught in the browser and uploaded (`log/uploadLogs`). */
export const webLog = pgTable(
  'log_web',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    account: varchar('account', { length: 64 }),
    level: varchar('level', { length: 16 }),
    message: varchar('message', { length: 2000 }).notNull(),
    stack: text('stack'),
    url: varchar('url', { length: 1000 }),
    userAgent: varchar('user_agent', { length: 512 }),
    ip: varchar('ip', { length: 64 }),
    /** when the browser caught it */
    clientTime: timestamp('client_time', { withTimezone: true }),
    createTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('log_web_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('log_web'),
  ],
).enableRLS()

/** The shell's operation tracking (spec §3 operation-log record, §9 batches of up to 9999). */
export const operationLog = pgTable(
  'log_user_operation',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    account: varchar('account', { length: 64 }),
    operationType: varchar('operation_type', { length: 32 }),
    menuId: id64('menu_id'),
    menuName: varchar('menu_name', { length: 128 }),
    operation: varchar('operation', { length: 128 }),
    content: varchar('content', { length: 2000 }),
    tagName: varchar('tag_name', { length: 128 }),
    path: varchar('path', { length: 512 }),
    durationMs: integer('duration_ms'),
    /** when the user did it (the record's timestamp); create_time is when the batch arrived */
    operationTime: timestamp('operation_time', { withTimezone: true }).notNull(),
    createTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('log_user_operation_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    index('log_user_operation_user_idx').on(t.tenantId, t.userId, sql`${t.operationTime} DESC`),
    tenantPolicy('log_user_operation'),
  ],
).enableRLS()

/** Days each log kind is kept, per tenant; a tenant without a row keeps the defaults (retention.ts). */
export const logRetention = pgTable(
  'log_retention',
  {
    ...tenantColumn,
    apiDays: integer('api_days').notNull(),
    errorDays: integer('error_days').notNull(),
    webDays: integer('web_days').notNull(),
    operationDays: integer('operation_days').notNull(),
    loginDays: integer('login_days').notNull(),
    updateUser: id64('update_user'),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('log_retention')],
).enableRLS()
