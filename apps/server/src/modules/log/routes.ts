import fp from 'fastify-plugin'
import {
  apiLogEndpoints,
  apiLogResource,
  errorLogEndpoints,
  errorLogResource,
  operationLogEndpoints,
  usualLogEndpoints,
  operationLogResource,
  webLogEndpoints,
  webLogResource,
} from '@store/contract'
import type { ResourceTable } from '../../core/resource/query'
import clientLogRoutes from './client-log-routes'
import { logListRoutes } from './listing'
import { purgeExpiredLogs } from './retention'
import retentionRoutes from './retention-routes'
import { requestLogPlugin } from './request-log'
import { apiLog, errorLog, operationLog, webLog } from './schema'

const PURGE_EVERY_MS = 3_600_000

const asResource = (table: unknown) => table as ResourceTable

/**
 * The log module (spec §7 Desk and logs, docs/logs.md): the request and error logs' recording, the
 * read-only listings, the shell's uploads, retention and its hourly purge.
 */
export const logPlugin = fp(
  async (app) => {
    await app.register(requestLogPlugin)
    await app.register(logListRoutes(apiLogResource, asResource(apiLog), apiLogEndpoints, 'api'))
    await app.register(logListRoutes(errorLogResource, asResource(errorLog), errorLogEndpoints, 'error'))
    await app.register(logListRoutes(webLogResource, asResource(webLog), webLogEndpoints))
    await app.register(logListRoutes(operationLogResource, asResource(operationLog), operationLogEndpoints))
    await app.register(
      logListRoutes(operationLogResource, asResource(operationLog), usualLogEndpoints, 'usual'),
    )
    await app.register(clientLogRoutes)
    await app.register(retentionRoutes)

    let purging: Promise<unknown> | null = null
    const timer = setInterval(() => {
      purging ??= purgeExpiredLogs(app.db)
        .catch((err) => app.log.error({ err }, 'log purge failed'))
        .finally(() => {
          purging = null
        })
    }, PURGE_EVERY_MS).unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await purging
    })
  },
  { name: 'log', dependencies: ['db', 'auth', 'tenants'] },
)
