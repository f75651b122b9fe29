import { bigint, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

// Tables once declared by the auth module: they keep the auth_ names they were created with.
/** TOTP (RFC 6238) second factor: the secret encrypted at rest; `lastStep` stops replay in a window. */
export const totp = pgTable(
  'auth_totp',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    secret: varchar('secret', { length: 255 }).notNull(),
    enabled: integer('enabled').notNull().default(0),
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    enabledTime: timestamp('enabled_time', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), tenantPolicy('auth_totp')],
).enableRLS()

/** One-time recovery codes for the second factor, stored hashed. */
export const recoveryCode = pgTable(
  'auth_recovery_code',
  {
    ...tenantColumn,
    userId: id64('user_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.codeHash] }), tenantPolicy('auth_recovery_code')],
).enableRLS()

/**
 * A first factor passed while a second is required: the `mfa` grant trades it with a TOTP or recovery
 * code for tokens. Single use, five minutes, a few attempts.
 */
export const mfaTicket = pgTable(
  'auth_mfa_ticket',
  {
    ...tenantColumn,
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    userId: id64('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    grantType: varchar('grant_type', { length: 32 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ticketHash] }), tenantPolicy('auth_mfa_ticket')],
).enableRLS()
