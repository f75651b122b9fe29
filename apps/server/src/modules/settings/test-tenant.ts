import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { ADMINISTRATOR_ALIAS } from '@store/contract'
import { enterTenant } from '../../core/db/database'
import { tokenFor } from '../../test/app'
import { role } from '../access/schema'
import { tenant } from '../tenant/schema'
import { user, userRole } from '../user/schema'
import { openAllApplications } from './tenant-app-routes'

/**
 * A tenant of one test file's own, every application opened, with an administrator and users without grants: on PostgreSQL
 * every test file shares one database, and a demo tenant's users, notices and counts must not move.
 */
export async function ownTenant(app: FastifyInstance, prefix: string, readers: string[]) {
  const tenantId = `${prefix}${Date.now().toString(36)}${process.pid % 100}`.slice(0, 12)
  await app.db.withSystem((tx) =>
    tx.insert(tenant).values({ tenantId, tenantFullName: `测试租户 ${tenantId}` }),
  )
  const users = new Map<string, string>()
  await app.db.withTenant({ tenantId }, async (tx) => {
    const adminRole = app.ids.next()
    const readerRole = app.ids.next()
    await tx.insert(role).values([
      { id: adminRole, roleName: '管理员', roleAlias: ADMINISTRATOR_ALIAS },
      { id: readerRole, roleName: '读者', roleAlias: 'reader' },
    ])
    for (const account of ['admin', ...readers]) {
      const id = app.ids.next()
      users.set(account, id)
      await tx.insert(user).values({ id, account, password: 'not-a-hash', realName: account })
      await tx.insert(userRole).values({ userId: id, roleId: account === 'admin' ? adminRole : readerRole })
    }
    await openAllApplications(tx, app.ids, { tenantId, userId: null })
  })
  const tokens = new Map<string, string>()
  for (const account of users.keys()) tokens.set(account, await tokenFor(app, tenantId, account))
  return {
    tenantId,
    idOf: (account: string) => users.get(account)!,
    tokenOf: (account: string) => tokens.get(account)!,
    /** Drops every row of the tenant (each tenant table, inside the tenant) and the tenant itself. */
    async drop() {
      const { rows } = await app.db.pool.query<{ table: string }>(
        `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'sys_tenant'
            AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id')`,
      )
      await app.db.withSystem(async (tx) => {
        await enterTenant(tx, tenantId)
        for (const { table } of rows) {
          await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId}`)
        }
        await tx.delete(tenant).where(eq(tenant.tenantId, tenantId))
      })
    },
  }
}
