import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Counter, Histogram } from 'prom-client'
import { microHealthEndpoints, type SubAppReport } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { recordWebErrors } from '../log'
import { assertReports, recordReports } from './health'

const labelNames = ['app', 'version'] as const

/** The sub-app metrics on `/metrics`, labelled by sub-app and version. */
function subAppMetrics(app: FastifyInstance) {
  const registers = [app.metrics]
  return {
    mounts: new Counter({
      name: 'subapp_mounts_total',
      help: 'Sub-app mounts the shells reported, by sub-app and version',
      labelNames,
      registers,
    }),
    loadFailures: new Counter({
      name: 'subapp_load_failures_total',
      help: 'Sub-app loads that failed (entry, chunk or mount), by sub-app and version',
      labelNames,
      registers,
    }),
    renderErrors: new Counter({
      name: 'subapp_render_errors_total',
      help: 'Errors sub-apps threw while rendering or in an effect, by sub-app and version',
      labelNames,
      registers,
    }),
    loadSeconds: new Histogram({
      name: 'subapp_load_seconds',
      help: 'Sub-app load time, from the start of loading to ready to render, by sub-app and version',
      labelNames,
      buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20],
      registers,
    }),
  }
}

/** The shell's failures go to the browser error log as its own error log names them (docs/sub-apps.md). */
const webLogEntryOf = (r: SubAppReport) => ({
  time: r.time,
  level: r.kind === 'loadFailure' ? 'subapp-load' : 'subapp-render',
  message: `${r.name}@${r.version}: ${r.message ?? ''}`.slice(0, 2000),
  stack: r.stack,
  url: r.url,
})

/** Each signed-in user's health batches count against the per-account limit (docs/configuration.md). */
const reporterOf = (req: FastifyRequest) => {
  const session = req.session
  return session ? `health:${session.tenantId}:${session.userId}` : undefined
}

/**
 * The shell's reports of its sub-apps (issue 22 item 6): any signed-in user, into its own tenant, in one
 * transaction with the failures' browser error log rows; counted on `/metrics` once stored.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const metrics = subAppMetrics(app)

  endpointRoute(app, microHealthEndpoints.report, {
    config: { permission: SIGNED_IN, rateLimitAccount: reporterOf },
    handler: async (req) => {
      const session = sessionOf(req)
      assertReports(req.body, new Set((await app.microRegistry.of(session)).map((e) => e.name)))
      const timeZone = await app.tenants.timeZoneOf(session.tenantId)
      const failures = req.body.filter((r) => r.kind !== 'mount').map(webLogEntryOf)
      await app.db.withTenant(session, async (tx) => {
        await recordReports(tx, app.ids, session.userId, req.body)
        await recordWebErrors(app, tx, req, timeZone, failures)
      })
      for (const r of req.body) {
        const labels = { app: r.name, version: r.version }
        if (r.kind === 'mount') {
          metrics.mounts.inc(labels)
          metrics.loadSeconds.observe(labels, r.durationMs! / 1000)
        } else if (r.kind === 'loadFailure') metrics.loadFailures.inc(labels)
        else metrics.renderErrors.inc(labels)
      }
      return ok(req, req.body.length)
    },
  })
}
