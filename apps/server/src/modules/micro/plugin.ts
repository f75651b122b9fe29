import { join } from 'node:path'
import fp from 'fastify-plugin'
import type { Config } from '../../config'
import microAdminRoutes from './admin-routes'
import healthRoutes from './health-routes'
import { subAppOrigins } from './origins'
import { MicroRegistry } from './registry'
import registryRoutes from './registry-routes'
import staticRoutes from './static-routes'
import { isInMemory } from '../../core/db/embedded'

declare module 'fastify' {
  interface FastifyInstance {
    /** each tenant's resolved sub-app registry (cached briefly, dropped when it changes here) */
    microRegistry: MicroRegistry
  }
}

/**
 * The folder sub-app builds are served and discovered from: `STOREDESK_APPS_DIR`, else `apps` in the
 * data folder. An in-memory database (tests) has no data folder, so no apps folder either.
 */
export function appsDirOf(config: Pick<Config, 'appsDir' | 'dataDir'>): string | undefined {
  if (config.appsDir) return config.appsDir
  return isInMemory(config.dataDir) ? undefined : join(config.dataDir, 'apps')
}

/**
 * Micro-apps (docs/micro-apps-registry.md): the registry each tenant's shell reads, gray release,
 * the platform's administration of both, and the sub-app builds served from the apps folder.
 */
export const microPlugin = fp(
  async (app, opts: { appsDir: string | undefined }) => {
    app.decorate('microRegistry', new MicroRegistry(app.db))
    const allowOrigins = async () => app.allowSubAppOrigins(await app.db.withSystem(subAppOrigins))
    app.db.onCommitted('micro:registry-changed', async ({ tenantIds }) => {
      app.microRegistry.invalidate(tenantIds)
      await allowOrigins()
    })
    app.addHook('onReady', allowOrigins)
    await app.register(registryRoutes)
    await app.register(microAdminRoutes)
    await app.register(healthRoutes)
    await app.register(staticRoutes, { appsDir: opts.appsDir })
  },
  { name: 'micro', dependencies: ['db', 'auth', 'tenants', 'dictionaries', 'security-headers', 'health'] },
)
