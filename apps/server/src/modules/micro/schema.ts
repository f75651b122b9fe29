import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/**
 * The sub-app catalogue (spec §3 Micro-app definition). Platform data: every tenant's registry reads
 * it; the platform's administrators write it. `url` is the external page of an iframe app.
 */
export const microApp = pgTable(
  'micro_app',
  {
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    baseroute: varchar('baseroute', { length: 65 }).notNull(),
    component: varchar('component', { length: 16 }).notNull(),
    iframe: integer('iframe').notNull().default(0),
    url: varchar('url', { length: 1000 }),
    expose: varchar('expose', { length: 128 }).notNull().default('./App'),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.id] }),
    uniqueIndex('micro_app_name_uq')
      .on(t.name)
      .where(sql`is_deleted = 0`),
    uniqueIndex('micro_app_baseroute_uq')
      .on(t.baseroute)
      .where(sql`is_deleted = 0`),
  ],
)

/**
 * The published builds of each sub-app, never changed once published. Exactly one is `current`
 * (what every tenant without a pin gets) once an app has any. Platform data.
 */
export const microAppVersion = pgTable(
  'micro_app_version',
  {
    name: varchar('name', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    entry: varchar('entry', { length: 1000 }).notNull(),
    bridge: integer('bridge').notNull(),
    current: boolean('current').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.name, t.version] }),
    uniqueIndex('micro_app_version_current_uq')
      .on(t.name)
      .where(sql`current`),
  ],
)

/**
 * Gray release: a tenant pinned to a version of a sub-app instead of the current one. Written by the
 * platform's administrators (as the owner, inside the tenant), read by the tenant's registry.
 */
export const microAppGray = pgTable(
  'micro_app_gray',
  {
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] }), tenantPolicy('micro_app_gray')],
).enableRLS()

/**
 * What the tenant's shells report of its sub-apps (issue 22 item 6): a mount with its load time, a load
 * failure or a render error, per sub-app and version. Kept two days (`REPORT_KEEP_HOURS`): the platform's
 * health table reads the last 24 hours.
 */
export const microAppReport = pgTable(
  'micro_app_report',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    /** mount, loadFailure or renderError */
    kind: varchar('kind', { length: 16 }).notNull(),
    durationMs: integer('duration_ms'),
    message: varchar('message', { length: 2000 }),
    userId: id64('user_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('micro_app_report_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('micro_app_report'),
  ],
).enableRLS()
