import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { enterTenant } from '../../core/db/database'
import { hashPassword } from '../../core/passwords'
import { auth, callTokenEndpoint, tokenFor } from '../../test/app'
import { client, passwordPolicy } from '../auth/schema'
import { ADMIN_ROLE, seedRoles } from '../access'
import { seedTenant } from '../tenant'
import { seedUsers } from '../user/seed'

/** Helpers of the two-factor tests (not a test file itself). */

export const PASSWORD = 'Test@12345'
export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

/** A tenant id of the test file's own (on PostgreSQL every test file shares one database). */
export const ownTenantId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${process.pid % 100}`.slice(0, 12)

/** Creates a tenant with an administrator role and a clerk role, its users and its policy. */
export async function createTenant(
  app: FastifyInstance,
  tenantId: string,
  users: { account: string; role: 'admin' | 'clerk' }[],
  mfaForAdmins: 0 | 1,
): Promise<void> {
  await app.db.withSystem(async (tx) => {
    await seedTenant(tx, { tenantId, tenantFullName: `mfa test ${tenantId}` })
    await enterTenant(tx, tenantId)
    const roles = await seedRoles(tx, app.ids, [ADMIN_ROLE, { alias: 'clerk', name: 'clerk' }])
    const roleOf = { admin: roles.get(ADMIN_ROLE.alias)!, clerk: roles.get('clerk')! }
    await seedUsers(
      tx,
      app.ids,
      users.map((u) => ({ ...u, password: PASSWORD, realName: u.account, roleIds: [roleOf[u.role]] })),
    )
    await tx.insert(passwordPolicy).values({ mfaForAdmins })
  })
}

/** Another OAuth client (removed again with `removeClient`). */
export async function createClient(app: FastifyInstance, clientId: string, secret: string): Promise<void> {
  const clientSecret = await hashPassword(secret)
  await app.db.withSystem((tx) => tx.insert(client).values({ clientId, clientSecret }))
}

export const removeClient = (app: FastifyInstance, clientId: string) =>
  app.db.withSystem((tx) => tx.delete(client).where(eq(client.clientId, clientId)))

/**
 * Date.now under the test's control: real time plus an offset that only grows. The server's TOTP
 * checks and tickets read Date.now, so a test can move to the next 30-second step at once.
 */
export class VirtualClock {
  private offset = 0
  private spy: jest.SpyInstance | null = null

  install(): void {
    const real = Date.now.bind(Date)
    this.spy = jest.spyOn(Date, 'now').mockImplementation(() => real() + this.offset)
  }

  uninstall(): void {
    this.spy?.mockRestore()
  }

  /** To one second into the next step: a fresh code, and ~29 s before the step changes again. */
  nextStep(): void {
    const now = Date.now()
    this.offset += (Math.floor(now / 30_000) + 1) * 30_000 + 1_000 - now
  }

  advance(ms: number): void {
    this.offset += ms
  }
}

/** The code an authenticator app shows for the secret (at `timestamp`, default now). */
export const codeOf = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp })

/** Calls of the token endpoint and the two-factor routes, each from a fresh IP (no captcha rule). */
export function mfaCalls(app: FastifyInstance) {
  const token = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    callTokenEndpoint(app, params, { headers })
  return {
    password: (tenantId: string, username: string, headers?: Record<string, string>) =>
      token({ grant_type: 'password', tenantId, username, password: PASSWORD }, headers),
    mfa: (tenantId: string, ticket: string, code: string, headers?: Record<string, string>) =>
      token({ grant_type: 'mfa', tenantId, mfa_ticket: ticket, code }, headers),
    /** enrolment at login */
    enrolAtLogin: (tenantId: string, ticket: string) =>
      app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/mfa/enrol',
        headers: { 'tenant-id': tenantId },
        payload: { mfa_ticket: ticket },
      }),
    /** a personal-centre call of the signed-in account */
    centre: async (tenantId: string, account: string, path: string, body?: Record<string, string>) =>
      app.inject({
        method: body ? 'POST' : path === 'status' ? 'GET' : 'POST',
        url: `/api/blade-user/mfa/${path}`,
        headers: auth(await tokenFor(app, tenantId, account)),
        ...(body && { payload: body }),
      }),
  }
}
