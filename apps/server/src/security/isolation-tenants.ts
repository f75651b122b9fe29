import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { seedDemoTenant } from '../seed'
import { ADMIN_ROLE } from '../modules/access'
import { uniqueTenantId } from '../modules/sms/test-tenant'
import type { Session } from '../core/tokens'
import { tokenFor } from '../test/app'

/**
 * Two tenants of the test file's own, seeded like the demo tenants (on PostgreSQL every test file
 * shares one database, so the demo tenants themselves change under other files): A with the pharmacy
 * demo's data, administrator and clerk; B with the retail demo's data, its administrator, and a marker
 * string written into its names, titles and remarks, that no answer to A may ever hold.
 */
export interface IsolationTenants {
  a: string
  b: string
  marker: string
  /** a fresh token (its own session id) of an account, so that a call that logs out harms no other */
  token: (who: Account) => Promise<string>
  /** the session behind an account's tokens */
  session: (who: Account) => Session
}

export type Account = 'adminA' | 'clerkA' | 'adminB'

const PASSWORD = 'Admin@12345'
/** Text columns the marker goes into: what lists and details show. */
const MARKED_COLUMNS = [
  'name',
  'title',
  'real_name',
  'plan_name',
  'role_name',
  'remark',
  'content',
  'dept_name',
  'full_name',
]

export async function createIsolationTenants(app: FastifyInstance): Promise<IsolationTenants> {
  const a = uniqueTenantId('isa')
  const b = uniqueTenantId('isb')
  const marker = `ZQXMARK${b}`
  await app.db.withSystem(async (tx) => {
    await seedDemoTenant(
      tx,
      app.ids,
      {
        tenantId: a,
        tenantFullName: `isolation A ${a}`,
        users: [
          { account: 'admin', password: PASSWORD, realName: 'admin A', role: ADMIN_ROLE.alias },
          { account: 'clerk', password: PASSWORD, realName: 'clerk A', role: 'clerk' },
        ],
      },
      '100001',
      app.config.demoMembers,
    )
    await seedDemoTenant(
      tx,
      app.ids,
      {
        tenantId: b,
        tenantFullName: `isolation B ${b}`,
        users: [
          { account: 'admin', password: PASSWORD, realName: `admin ${marker}`, role: ADMIN_ROLE.alias },
        ],
      },
      '100002',
      app.config.demoMembers,
    )
  })
  await markRows(app, b, marker)
  const sessions = {
    adminA: (await app.tokens.verify(await tokenFor(app, a, 'admin')))!,
    clerkA: (await app.tokens.verify(await tokenFor(app, a, 'clerk')))!,
    adminB: (await app.tokens.verify(await tokenFor(app, b, 'admin')))!,
  }
  return {
    a,
    b,
    marker,
    token: (who) => app.tokens.sign({ ...sessions[who], sessionId: app.ids.next() }, 600),
    session: (who) => sessions[who],
  }
}

/** Appends the marker to B's text columns that lists and details show (never to codes or keys). */
async function markRows(app: FastifyInstance, tenantId: string, marker: string): Promise<void> {
  await app.db.withSystem(async (tx) => {
    const { rows } = await tx.$client.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.columns t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
              AND t.column_name = 'tenant_id'
        WHERE c.table_schema = 'public' AND c.table_name <> 'sys_tenant' AND c.column_name = ANY($1)
          AND c.data_type IN ('text', 'character varying')
          AND coalesce(c.character_maximum_length, 1000) >= 64`,
      [MARKED_COLUMNS],
    )
    for (const r of rows)
      await tx.execute(
        sql`UPDATE ${sql.identifier(r.table_name)} SET ${sql.identifier(r.column_name)} = coalesce(${sql.identifier(r.column_name)}, '') || ${' ' + marker} WHERE tenant_id = ${tenantId}`,
      )
  })
}
