import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/**
 * Notices of spec §3: type 1 notice (opened in the app), 2 download (a file's address), 3 product
 * update (an address). deliveryWay 1 reaches every user of the tenant, 2 only `recipient_user_id`.
 */
export const notice = pgTable(
  'desk_notice',
  {
    ...tenantColumn,
    ...idColumn,
    title: varchar('title', { length: 255 }).notNull(),
    type: integer('type').notNull(),
    deliveryWay: integer('delivery_way').notNull().default(1),
    recipientUserId: id64('recipient_user_id'),
    content: text('content'),
    address: varchar('address', { length: 1000 }),
    /** when it is published: before it, nobody but its administrators sees it */
    releaseTime: timestamp('release_time', { withTimezone: true }).notNull().defaultNow(),
    showDate: date('show_date', { mode: 'string' }),
    userName: varchar('user_name', { length: 64 }),
    phone: varchar('phone', { length: 11 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('desk_notice_inbox_idx')
      .on(t.tenantId, t.type, t.releaseTime)
      .where(sql`is_deleted = 0`),
    index('desk_notice_recipient_idx')
      .on(t.tenantId, t.recipientUserId)
      .where(sql`is_deleted = 0 AND delivery_way = 2`),
    tenantPolicy('desk_notice'),
  ],
).enableRLS()

/** Who has read which notice. */
export const noticeRead = pgTable(
  'desk_notice_read',
  {
    ...tenantColumn,
    noticeId: id64('notice_id').notNull(),
    userId: id64('user_id').notNull(),
    readTime: timestamp('read_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.noticeId] }), tenantPolicy('desk_notice_read')],
).enableRLS()
