import type { FastifyInstance } from 'fastify'
import { desc, eq, sql } from 'drizzle-orm'
import { enterTenant } from '../../core/db/database'
import { ADMIN_ROLE, seedRoles } from '../access'
import { seedTenant } from '../tenant'
import { user } from '../user/schema'
import { seedUsers } from '../user/seed'
import { smsCode, smsOutbox } from './schema'

/** Test support for the SMS and password tests: a tenant of the test file's own, and its outbox. */

export const TEST_PASSWORD = 'Test@12345'

/** A tenant id no other test file (sharing one PostgreSQL database) uses. */
export const uniqueTenantId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${process.pid % 100}`.slice(0, 12)

export interface TestUser {
  account: string
  phone?: string
  admin?: boolean
}

/** A tenant with an administrator role and a role without permissions; every user has TEST_PASSWORD. */
export async function createTenant(app: FastifyInstance, tenantId: string, users: TestUser[]): Promise<void> {
  await app.db.withSystem(async (tx) => {
    await seedTenant(tx, { tenantId, tenantFullName: `sms test ${tenantId}` })
    await enterTenant(tx, tenantId)
    const roles = await seedRoles(tx, app.ids, [ADMIN_ROLE, { alias: 'staff', name: 'staff' }])
    await seedUsers(
      tx,
      app.ids,
      users.map((u) => ({
        account: u.account,
        password: TEST_PASSWORD,
        realName: u.account,
        roleIds: [roles.get(u.admin ? ADMIN_ROLE.alias : 'staff')!],
      })),
    )
    for (const u of users) {
      if (u.phone) await tx.update(user).set({ phone: u.phone }).where(eq(user.account, u.account))
    }
  })
}

export const inTenant = <T>(
  app: FastifyInstance,
  tenantId: string,
  fn: Parameters<typeof app.db.withTenant<T>>[1],
) => app.db.withTenant({ tenantId }, fn)

/** The code of the newest message sent to a number, read from the outbox like an administrator would. */
export async function lastSentCode(app: FastifyInstance, tenantId: string, phone: string): Promise<string> {
  const [row] = await inTenant(app, tenantId, (tx) =>
    tx
      .select({ content: smsOutbox.content })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.createTime), desc(smsOutbox.id))
      .limit(1),
  )
  const code = row && /\d{6}/.exec(row.content)?.[0]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** Moves a number's codes back in time, so the next one is not refused by the one-a-minute limit. */
export const ageCodes = (app: FastifyInstance, tenantId: string, phone: string, minutes = 2) =>
  inTenant(app, tenantId, (tx) =>
    tx
      .update(smsCode)
      .set({ createTime: sql`${smsCode.createTime} - make_interval(mins => ${minutes})` })
      .where(eq(smsCode.phone, phone)),
  )

/** A new send token from getSmsToken. */
export async function sendToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/blade-resource/sendSms/getSmsToken' })
  return res.json().data.token
}

/** getSmsCode with a fresh send token. */
export async function requestCode(
  app: FastifyInstance,
  tenantId: string,
  phone: string,
  type: number,
  extra: { lang?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/blade-resource/sendSms/getSmsCode${extra.lang ? `?lang=${extra.lang}` : ''}`,
    payload: { phone, token: await sendToken(app), tenantId, type },
  })
}
