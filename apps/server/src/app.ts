import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { DestinationStream } from 'pino'
import type { Config } from './config'
import { lazySerializers } from './core/lazy-serializers'
import { authPlugin } from './core/auth'
import { databasePlugin } from './core/db/plugin'
import { envelopePlugin } from './core/envelope'
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
import { dictionariesPlugin } from './modules/system/dictionaries'
import authRoutes from './modules/auth/routes'
import { settingsPlugin } from './modules/settings/plugin'
import noticeRoutes from './modules/notice/routes'
import deskRoutes from './modules/desk/routes'
import accessRoutes from './modules/system/access-routes'
import { logPlugin } from './modules/log/routes'
import orgRoutes from './modules/org/routes'
import userAdminRoutes from './modules/user/admin-routes'
import tenantAdminRoutes from './modules/system/tenant-admin-routes'
import ssoRoutes from './modules/sso/routes'
import socialRoutes from './modules/social/routes'
import selfRoutes from './modules/user/self-routes'
import passwordRoutes from './modules/auth/password-routes'
import smsRoutes from './modules/sms/routes'
import { mfaPlugin } from './modules/mfa/plugin'
import chatbiRoutes from './modules/chatbi/routes'
import insiderRoutes from './modules/insider/routes'
import ledgerRoutes from './modules/ledger/routes'
import { ledgerMembers } from './modules/insider/grade-follows-growth'
import basicdataRoutes from './modules/basicdata/routes'
import goodsRoutes from './modules/goods/routes'
import { appsDirOf, microPlugin } from './modules/micro/plugin'
import { loginPlugin } from './modules/auth/grants'
import { revocationsPlugin } from './modules/auth/revocations'
import { permissionSourcePlugin } from './modules/system/permission-source'
import policyRoutes from './modules/auth/policy-routes'
import systemRoutes from './modules/system/routes'
import tenantRoutes from './modules/system/tenant-routes'
import { tenantDirectoryPlugin } from './modules/system/tenant-directory'
import demoRoutes from './modules/demo/routes'
import crmRoutes from './modules/crm/routes'
import { downloadPlugin } from './modules/download/routes'
import uploadRoutes from './modules/upload/routes'
import workflowRoutes from './modules/workflow/routes'
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
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  }).withTypeProvider<TypeBoxTypeProvider>()

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
  await app.register(tenantDirectoryPlugin)
  await app.register(permissionSourcePlugin)
  await app.register(dictionariesPlugin)
  await app.register(revocationsPlugin)
  await app.register(authPlugin, { jwtSecret: config.jwtSecret })
  await app.register(loginPlugin)
  await app.register(realtimePlugin)
  await app.register(jobsPlugin)
  await app.register(resourceCatalogPlugin)
  await app.register(formbody)
  await app.register(openapiPlugin)
  await app.register(healthPlugin)

  await app.register(systemRoutes)
  await app.register(tenantRoutes)
  await app.register(policyRoutes)
  await app.register(authRoutes)
  await app.register(settingsPlugin)
  await app.register(noticeRoutes)
  await app.register(deskRoutes)
  await app.register(accessRoutes)
  await app.register(logPlugin)
  await app.register(orgRoutes)
  await app.register(userAdminRoutes)
  await app.register(tenantAdminRoutes)
  await app.register(ssoRoutes)
  await app.register(socialRoutes)
  await app.register(selfRoutes)
  await app.register(smsRoutes)
  await app.register(passwordRoutes)
  await app.register(mfaPlugin)
  await app.register(chatbiRoutes)
  await app.register(demoRoutes)
  await app.register(insiderRoutes)
  await app.register(ledgerRoutes, { members: ledgerMembers(app.ids) })
  await app.register(crmRoutes)
  await app.register(basicdataRoutes)
  await app.register(goodsRoutes)
  await app.register(microPlugin, { appsDir: appsDirOf(config) })
  await app.register(downloadPlugin)
  await app.register(uploadRoutes)
  await app.register(workflowRoutes)

  const webDir = config.webDir ?? join(repoRoot, 'apps/host/dist')
  if (existsSync(webDir)) await app.register(webPlugin, { webDir })

  await app.ready()
}
