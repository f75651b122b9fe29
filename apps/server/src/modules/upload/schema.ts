import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

/**
 * Import by excel template: one row per uploaded file, with its import's counts and, when rows were
 * refused, the download record of its error report. Only its uploader sees it (the routes filter by user).
 */
export const uploadHistory = pgTable(
  'excel_upload_history',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    /** the imported resource (its definition's name) */
    functionCode: varchar('function_code', { length: 128 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** WORK_STATUS: 0 queued, 1 running, 2 done, 3 failed */
    status: integer('status').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failCount: integer('fail_count').notNull().default(0),
    /** the outcome, in the uploader's language */
    msg: varchar('msg', { length: 500 }),
    /** the download record of the error report */
    reportId: id64('report_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('excel_upload_history_user_idx').on(t.tenantId, t.userId, t.id),
    tenantPolicy('excel_upload_history'),
  ],
).enableRLS()
