import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { enterTenant } from '../../core/db/database'
import { ADMIN_ROLE, seedRoles } from '../access'
import { seedTenant } from '../tenant'
import { tenant } from '../tenant/schema'
import { user } from '../user/schema'
import { seedUsers } from '../user/seed'

/**
 * A tenant id of a test file's own: on PostgreSQL every test file shares one database, so tests make
 * their own tenants instead of changing the demo ones.
 */
export const testTenantId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${process.pid % 100}`.slice(0, 12)

/**
 * Creates a tenant with WeChat and enterprise-WeChat sign-in on, an administrator role and a clerk
 * role (no permission), and the given accounts (password Test@12345); answers their ids by account.
 */
export async function createTestTenant(
  app: FastifyInstance,
  tenantId: string,
  users: { account: string; role: 'admin' | 'clerk' }[],
): Promise<Map<string, string>> {
  await app.db.withSystem(async (tx) => {
    await seedTenant(tx, { tenantId, tenantFullName: `social test ${tenantId}` })
    await tx.update(tenant).set({ wxLogin: 1, cpLogin: 1 }).where(eq(tenant.tenantId, tenantId))
    await enterTenant(tx, tenantId)
    const roles = await seedRoles(tx, app.ids, [ADMIN_ROLE, { alias: 'clerk', name: '店员' }])
    await seedUsers(
      tx,
      app.ids,
      users.map((u) => ({
        account: u.account,
        password: 'Test@12345',
        realName: `${u.account} real`,
        roleIds: [roles.get(u.role === 'admin' ? ADMIN_ROLE.alias : 'clerk')!],
      })),
    )
  })
  const rows = await app.db.withTenant({ tenantId }, (tx) =>
    tx.select({ id: user.id, account: user.account }).from(user),
  )
  return new Map(rows.map((r) => [r.account, r.id]))
}
