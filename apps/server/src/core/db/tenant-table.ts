import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  customType,
  integer,
  pgPolicy,
  pgRole,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/** A 64-bit id column: bigint in the database, a decimal string in JavaScript (no precision lost). */
export const id64 = customType<{ data: string; driverData: string }>({ dataType: () => 'bigint' })

/** The role every request transaction runs as: it cannot bypass row-level security. */
export const APP_ROLE = 'storedesk_app'
export const appRole = pgRole(APP_ROLE).existing()

const currentTenant = sql`current_setting('app.tenant_id', true)`

/** `tenant_id` leads every business table; inside a tenant transaction it defaults to that tenant. */
export const tenantColumn = {
  tenantId: varchar('tenant_id', { length: 12 })
    .notNull()
    .default(sql`current_setting('app.tenant_id')`),
}

/** Who and when, kept on every business row (BladeX's BaseEntity). */
export const trackingColumns = {
  createUser: id64('create_user'),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateUser: id64('update_user'),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
}

export const softDeleteColumn = { isDeleted: integer('is_deleted').notNull().default(0) }

/** `<table>_code_uq`: a code is unique among the tenant's live (not soft-deleted) rows. */
export const liveCodeIndex = (table: string, t: { tenantId: AnyPgColumn; code: AnyPgColumn }) =>
  uniqueIndex(`${table}_code_uq`)
    .on(t.tenantId, t.code)
    .where(sql`is_deleted = 0`)

export const idColumn = { id: id64('id').notNull() }

/** The one tenant policy: a row is visible and writable only inside its tenant's transaction. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  })
