import { randomInt } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { buildApp, type BuildOptions } from '../app'
import { loadConfig } from '../config'
import { user, userRole } from '../modules/user/schema'
import { seededDump } from './seeded-snapshot'

/**
 * A fresh server for one test file: an in-memory embedded database, or PostgreSQL when
 * TEST_DATABASE_URL is set (CI runs the server tests a second time that way).
 */
export async function buildTestApp(
  options: BuildOptions & { logLevel?: string; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    // Suites make thousands of calls from one address: a test of the limits turns them on.
    STOREDESK_RATE_LIMIT_IP: '0',
    STOREDESK_RATE_LIMIT_ACCOUNT: '0',
    // Every test file has its own embedded database: a few hundred members show every rule.
    STOREDESK_DEMO_MEMBERS: '300',
    ...options.env,
    NODE_ENV: 'test',
    LOG_LEVEL: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent',
    STOREDESK_JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    STOREDESK_WEB_DIR: '/nonexistent',
  })
  let dataDir = 'memory://'
  // the embedded database starts as the seeded one, unless the file seeds differently
  if (!config.databaseUrl && !config.appsDir) {
    const seeding = JSON.stringify([config.seedDemo, config.demoMembers])
    dataDir += await seededDump(seeding, () => buildApp({ ...config, dataDir }, options))
  }
  const app = await buildApp({ ...config, dataDir }, options)
  giveOwnAddress(app)
  return app
}

/**
 * Failed sign-ins are counted per client IP in a platform table, and on PostgreSQL every test file
 * shares one database: each test app calls from its own address unless a test names one, so one
 * file's failures never make another file's sign-ins need a captcha.
 */
function giveOwnAddress(app: FastifyInstance): void {
  const address = `10.${randomInt(100, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
  const inject = app.inject.bind(app) as (
    opts: InjectOptions | string,
  ) => ReturnType<FastifyInstance['inject']>
  app.inject = ((opts: InjectOptions | string) =>
    inject(
      typeof opts === 'string' ? { url: opts, remoteAddress: address } : { remoteAddress: address, ...opts },
    )) as FastifyInstance['inject']
}

const usedAddresses = new Set<string>()

/**
 * A client address no other call has used: failed sign-ins are counted per IP in a platform table,
 * and on PostgreSQL every test file shares it, so a fixed or counted address in one file collides
 * with another file's and a sign-in meets the captcha rule.
 */
export function freshAddress(): string {
  for (;;) {
    const address = `10.${randomInt(1, 100)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
    if (!usedAddresses.has(address)) {
      usedAddresses.add(address)
      return address
    }
  }
}

/** The demo web client's credentials, as the shell sends them to the token endpoint (contract.md). */
export const CLIENT_AUTH = `Basic ${Buffer.from('storedesk:storedesk_secret').toString('base64')}`

/**
 * A call of the token endpoint with a grant's form fields (`grant_type` and the rest), from a fresh
 * client address unless `ip` names one.
 */
export function callTokenEndpoint(
  app: FastifyInstance,
  fields: Record<string, string>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    remoteAddress: opts.ip ?? freshAddress(),
    headers: {
      authorization: CLIENT_AUTH,
      'content-type': 'application/x-www-form-urlencoded',
      ...opts.headers,
    },
    payload: new URLSearchParams({ scope: 'all', ...fields }).toString(),
  })
}

export const engineName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

/** An access token for a seeded account, as the token endpoint would issue it. */
export async function tokenFor(app: FastifyInstance, tenantId: string, account: string): Promise<string> {
  const session = await app.db.withTenant({ tenantId }, async (tx) => {
    const [u] = await tx
      .select({ id: user.id, deptId: user.deptId })
      .from(user)
      .where(and(eq(user.account, account), eq(user.isDeleted, 0)))
    if (!u) throw new Error(`no account ${account} in tenant ${tenantId}`)
    const roles = await tx.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, u.id))
    return {
      tenantId,
      userId: u.id,
      roleIds: roles.map((r) => r.roleId),
      deptId: u.deptId,
      account,
      sessionId: app.ids.next(),
    }
  })
  return app.tokens.sign(session, 3600)
}

export const auth = (token: string) => ({ 'blade-auth': `bearer ${token}` })
