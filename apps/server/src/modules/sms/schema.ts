import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { idColumn, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

/** `getSmsToken` answers: single use, required by `getSmsCode` (a platform table: no tenant yet). */
export const smsSendToken = pgTable('sms_send_token', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** SMS verification codes: 6 digits, stored hashed, 5 minutes, single use; rows also count the send rate. */
export const smsCode = pgTable(
  'sms_code',
  {
    ...tenantColumn,
    ...idColumn,
    phone: varchar('phone', { length: 32 }).notNull(),
    /** what the code is for: login, reset, bind */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_code_phone_idx').on(t.tenantId, t.phone, sql`${t.createTime} DESC`),
    tenantPolicy('sms_code'),
  ],
).enableRLS()

/** What the default SMS provider "sends": administrators read it; a gateway adapter would deliver it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    ...tenantColumn,
    ...idColumn,
    phone: varchar('phone', { length: 32 }).notNull(),
    template: varchar('template', { length: 32 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_outbox_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('sms_outbox'),
  ],
).enableRLS()

/** A password-reset permission earned by a checked SMS code (`validateToken`): single use, minutes long. */
export const resetTicket = pgTable(
  'auth_reset_ticket',
  {
    ...tenantColumn,
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] }), tenantPolicy('auth_reset_ticket')],
).enableRLS()
