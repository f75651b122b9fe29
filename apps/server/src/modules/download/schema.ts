import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

/**
 * The download centre (/download/index): one row per export a user started, with its progress and,
 * once done, its file under the data folder. Only its owner sees it (the routes filter by user).
 */
export const downloadRecord = pgTable(
  'download_record',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** the exported resource (its definition's name) and the filters of its page call */
    resource: varchar('resource', { length: 64 }).notNull(),
    params: jsonb('params').notNull(),
    /** WORK_STATUS: 0 queued, 1 running, 2 done, 3 failed */
    status: integer('status').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** why it failed, in the user's language */
    msg: varchar('msg', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('download_record_user_idx').on(t.tenantId, t.userId, t.id),
    tenantPolicy('download_record'),
  ],
).enableRLS()
