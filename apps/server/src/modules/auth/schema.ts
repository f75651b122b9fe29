import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

/** OAuth clients (the `Authorization: Basic` caller of contract.md). A platform table. */
export const client = pgTable('blade_client', {
  clientId: varchar('client_id', { length: 64 }).primaryKey(),
  /** argon2id hash of the client secret */
  clientSecret: varchar('client_secret', { length: 255 }).notNull(),
  accessTokenValidity: integer('access_token_validity').notNull().default(3600),
  refreshTokenValidity: integer('refresh_token_validity').notNull().default(604800),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  status: integer('status').notNull().default(1),
})

/** A login session: what an access token's `sid` names. Ended by logout, reuse detection or the login limit. */
export const session = pgTable(
  'auth_session',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    grantType: varchar('grant_type', { length: 32 }).notNull(),
    ssoSessionId: varchar('sso_session_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    refreshTime: timestamp('refresh_time', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('auth_session_user_idx').on(t.tenantId, t.userId, t.createTime),
    tenantPolicy('auth_session'),
  ],
).enableRLS()

/** Refresh tokens, stored only as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshToken = pgTable(
  'auth_refresh_token',
  {
    ...tenantColumn,
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: id64('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('auth_refresh_token_session_idx').on(t.tenantId, t.sessionId),
    tenantPolicy('auth_refresh_token'),
  ],
).enableRLS()

/**
 * Ended sessions whose access tokens may still be unexpired: checked on every request. A platform
 * table keyed by the unguessable session id, read in one round trip outside any tenant transaction.
 */
export const revokedSession = pgTable('auth_revoked_session', {
  sessionId: varchar('session_id', { length: 32 }).primaryKey(),
  reason: varchar('reason', { length: 32 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Captcha answers: single use, five minutes. A platform table (the login page has no tenant yet). */
export const captcha = pgTable('auth_captcha', {
  key: varchar('key', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Failed logins per account: drives the captcha requirement and the lockout. */
export const loginFailure = pgTable(
  'auth_login_failure',
  {
    ...tenantColumn,
    account: varchar('account', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account] }), tenantPolicy('auth_login_failure')],
).enableRLS()

/** Failed logins per client IP (platform table): an IP that failed must answer a captcha. */
export const ipFailure = pgTable('auth_ip_failure', {
  ip: varchar('ip', { length: 64 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailure: timestamp('last_failure', { withTimezone: true }).notNull().defaultNow(),
})

/** The tenant's password and sign-in policy (`pwd-policy`); a tenant without a row has the defaults. */
export const passwordPolicy = pgTable(
  'auth_password_policy',
  {
    ...tenantColumn,
    minLength: integer('min_length').notNull().default(8),
    requireUpper: integer('require_upper').notNull().default(1),
    requireLower: integer('require_lower').notNull().default(1),
    requireDigit: integer('require_digit').notNull().default(1),
    requireSymbol: integer('require_symbol').notNull().default(0),
    expiryDays: integer('expiry_days').notNull().default(90),
    warningDays: integer('warning_days').notNull().default(7),
    historyCount: integer('history_count').notNull().default(3),
    maxFailures: integer('max_failures').notNull().default(5),
    lockMinutes: integer('lock_minutes').notNull().default(30),
    maxSessions: integer('max_sessions').notNull().default(0),
    mfaForAdmins: integer('mfa_for_admins').notNull().default(0),
    corpId: varchar('corp_id', { length: 64 }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('auth_password_policy')],
).enableRLS()

/** Earlier password hashes, so a change cannot go back to one of the last N. */
export const passwordHistory = pgTable(
  'auth_password_history',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('auth_password_history_user_idx').on(t.tenantId, t.userId, t.createTime),
    tenantPolicy('auth_password_history'),
  ],
).enableRLS()

/** Every sign-in attempt (spec's logs; issue: login log). */
export const loginLog = pgTable(
  'auth_login_log',
  {
    ...tenantColumn,
    ...idColumn,
    account: varchar('account', { length: 64 }),
    userId: id64('user_id'),
    grantType: varchar('grant_type', { length: 32 }).notNull(),
    success: integer('success').notNull(),
    reason: varchar('reason', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('auth_login_log_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('auth_login_log'),
  ],
).enableRLS()
