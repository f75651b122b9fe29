import { index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy } from '../db/tenant-table'

/** One row per write: who changed what, with the record before and after, in the write's transaction. */
export const auditLog = pgTable(
  'sys_audit_log',
  {
    ...tenantColumn,
    ...idColumn,
    resource: varchar('resource', { length: 64 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    recordIds: varchar('record_ids', { length: 20_000 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    userId: id64('user_id'),
    requestId: varchar('request_id', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_audit_log_resource_idx').on(t.tenantId, t.resource, t.createTime),
    tenantPolicy('sys_audit_log'),
  ],
).enableRLS()
