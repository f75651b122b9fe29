import { randomUUID } from 'node:crypto'
import fp from 'fastify-plugin'
import { JobQueue } from './queue'
import { isInMemory } from '../db/embedded'

declare module 'fastify' {
  interface FastifyInstance {
    /** the durable job queue: modules define their kinds of job, services queue them in their transactions */
    jobs: JobQueue
  }
}

/** The job queue and this process's worker (ARCHITECTURE.md §4), started once the app is ready. */
export const jobsPlugin = fp(
  async (app) => {
    // An in-memory app keeps its files in a private temporary folder, so no other process can run its
    // jobs (on PostgreSQL, test apps share one job table); nodes over one data folder share a lane.
    const lane = isInMemory(app.config.dataDir) ? `memory-${randomUUID()}` : 'shared'
    const queue = new JobQueue(app.db, app.log, { lane })
    app.db.onCommitted('jobs:queued', async () => queue.poke())
    app.decorate('jobs', queue)
    app.addHook('onReady', async () => queue.start())
    app.addHook('preClose', async () => queue.stop())
  },
  { name: 'jobs', dependencies: ['db'] },
)
