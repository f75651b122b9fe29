import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { auth } from '../../test/app'
import { role } from '../access/schema'

/**
 * Calls and unique names for the organisation tests. On PostgreSQL every test file shares one
 * database, so each run names its departments, accounts and phones uniquely.
 */
export function orgCalls(app: FastifyInstance) {
  const run = `${Date.now().toString(36)}${randomInt(1000)}`
  let phones = randomInt(10_000_000)
  return {
    run,
    /** a unique name for this run */
    name: (stem: string) => `${stem}-${run}`,
    /** a valid mobile number no other run uses */
    phone: () => `139${String(phones++ % 100_000_000).padStart(8, '0')}`,
    get: (token: string, url: string) => app.inject({ url, headers: auth(token) }),
    post: (token: string, url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: auth(token), ...(payload && { payload }) }),
    roleId: async (tenantId: string, alias: string) => {
      const [row] = await app.db.withTenant({ tenantId }, (tx) =>
        tx
          .select({ id: role.id })
          .from(role)
          .where(and(eq(role.roleAlias, alias), eq(role.isDeleted, 0))),
      )
      if (!row) throw new Error(`no role ${alias} in ${tenantId}`)
      return row.id
    },
  }
}
