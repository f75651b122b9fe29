import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { DestinationStream } from 'pino'
import type { Config } from './config'
import { lazySerializers, lazyValidators } from './core/lazy-compilers'
import { namePluginsOnRegister } from './core/plugin-names'
import { authPlugin } from './core/auth'
import { databasePlugin } from './core/db/plugin'
import { envelopePlugin } from './core/envelope'
import { wirePlugin } from './core/wire'
import { corsPlugin } from './core/cors'
import { rateLimitPlugin } from './core/rate-limit'
import { securityHeadersPlugin } from './core/security-headers'
import { inputGuardPlugin } from './core/input-guard'
import { healthPlugin } from './core/health'
import { loggerOptions } from './core/logger'
import { openapiPlugin } from './core/openapi'
import { realtimePlugin } from './core/realtime/plugin'
import { jobsPlugin } from './core/jobs/plugin'
import { resourceCatalogPlugin } from './core/resource/catalog'
import { redisPlugin } from './core/redis'
import { repoRoot } from './core/paths'
import { webPlugin } from './core/web'
import { MODULES } from './module-list'
import { appsDirOf } from './modules/micro'
import { seedDemo, seedPlatform } from './seed'

const REQUEST_ID = /^[\w.-]{1,64}$/

declare module 'fastify' {
  interface FastifyInstance {
    /** the validated configuration the app was built with */
    config: Config
  }
}

/** Builds the whole server without listening: tests call `inject`, main.ts calls `listen`. */
export interface BuildOptions {
  /** Where the log goes (default stdout): an embedding process or a test may capture it. */
  logStream?: DestinationStream
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(options.logStream && { stream: options.logStream }) },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    // Opening the database runs the migrations, which on a large database may take minutes.
    pluginTimeout: 300_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // behind load balancers, the client address (sign-in failure counts, logs) from X-Forwarded-For
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    schemaController: {
      compilersFactory: { buildValidator: lazyValidators(), buildSerializer: lazySerializers() },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()
  namePluginsOnRegister(app)

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })

  try {
    await registerEverything(app, config)
  } catch (err) {
    // A plugin failed after the database opened: close it, or the worker keeps the process alive.
    await app.close().catch(() => {})
    throw err
  }
  await seedPlatform(app.db, app.ids, app.log, appsDirOf(config))
  if (config.seedDemo) await seedDemo(app.db, app.ids, app.log, config.demoMembers)
  return app
}

async function registerEverything(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('config', config)
  await app.register(envelopePlugin)
  await app.register(wirePlugin)
  await app.register(securityHeadersPlugin, {
    subAppOrigins: config.cspOrigins,
    formOrigins: config.ssoReturnOrigins,
  })
  await app.register(corsPlugin, { origins: config.corsOrigins })
  await app.register(redisPlugin)
  await app.register(rateLimitPlugin, {
    perIp: config.rateLimitPerIp,
    perAccount: config.rateLimitPerAccount,
  })
  await app.register(inputGuardPlugin)
  await app.register(databasePlugin, { config })
  for (const m of MODULES) await m.foundation?.(app, config)
  await app.register(authPlugin, { jwtSecret: config.jwtSecret })
  await app.register(realtimePlugin)
  await app.register(jobsPlugin)
  await app.register(resourceCatalogPlugin)
  await app.register(formbody)
  await app.register(openapiPlugin)
  await app.register(healthPlugin)

  for (const m of MODULES) await m.routes?.(app, config)

  const webDir = config.webDir ?? join(repoRoot, 'apps/host/dist')
  if (existsSync(webDir)) await app.register(webPlugin, { webDir })

  await app.ready()
}
