import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64 } from '../../core/db/tenant-table'

/**
 * Central SSO sessions, one per browser, named by an HttpOnly cookie whose SHA-256 is the key. A
 * platform table: the cookie arrives before any tenant is known.
 */
export const ssoSession = pgTable('sso_session', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  /** the tenant signed in to (not a tenant_id column: this platform table is read before any tenant is known) */
  homeTenant: varchar('home_tenant', { length: 12 }).notNull(),
  userId: id64('user_id').notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
})

/**
 * An application's session under a central one: the `storeSessionId` handed back to the return URL
 * (stored hashed) names the app's login session (`auth_session`), so federated logout can end them all.
 */
export const ssoAppSession = pgTable(
  'sso_app_session',
  {
    handleHash: varchar('handle_hash', { length: 64 }).primaryKey(),
    ssoSessionHash: varchar('sso_session_hash', { length: 64 }).notNull(),
    /** the tenant signed in to (not a tenant_id column: this platform table is read before any tenant is known) */
    homeTenant: varchar('home_tenant', { length: 12 }).notNull(),
    authSessionId: id64('auth_session_id').notNull(),
    returnOrigin: varchar('return_origin', { length: 255 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sso_app_session_central_idx').on(t.ssoSessionHash)],
)
