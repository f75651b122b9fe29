import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The realtime outbox (ARCHITECTURE.md §4): a service writes the event here in its business
 * transaction, the dispatcher sends it to its rooms once it is due and deletes it. A platform table
 * like the revocations: the rooms carry the tenant, and only the dispatcher reads it.
 */
export const realtimeOutbox = pgTable(
  'realtime_outbox',
  {
    /** the order events are sent in */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: varchar('event', { length: 64 }).notNull(),
    rooms: text('rooms').array().notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** not sent before; later than `created_at` for a scheduled event (a notice released later) */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** a later event with the same key replaces this one while it waits */
    key: varchar('key', { length: 128 }),
  },
  (t) => [
    index('realtime_outbox_due_idx').on(t.dueAt, t.seq),
    index('realtime_outbox_key_idx')
      .on(t.key)
      .where(sql`key IS NOT NULL`),
  ],
)
