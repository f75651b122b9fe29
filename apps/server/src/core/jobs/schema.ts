import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The durable job queue (ARCHITECTURE.md §4), one table on both engines. A platform table like the
 * realtime outbox: a job's payload names its tenant, and only the queue's workers read it.
 */
export const job = pgTable(
  'job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** the kind of work: the handler a worker runs it with */
    name: varchar('name', { length: 64 }).notNull(),
    /** the workers that may run it: those that read the same files folder (see QueueOptions.lane) */
    lane: varchar('lane', { length: 64 }).notNull().default('shared'),
    payload: jsonb('payload').notNull(),
    /** queued → active → done, or back to queued for a retry, or failed once out of attempts */
    state: varchar('state', { length: 8 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** not claimed before (a retry's back-off) */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** the active worker's lease: past it, the worker is taken for dead and the job is claimed again */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_ready_idx')
      .on(t.runAfter, t.id)
      .where(sql`state = 'queued'`),
    index('job_lease_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'active'`),
  ],
)
