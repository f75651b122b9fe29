import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { dict } from '../../modules/dict/schema'

const BASE = '/api/blade-system/dict'

/** ARCHITECTURE.md §3: tenant_id leads every key; RLS enabled and forced; the app role cannot bypass it. */
describe(`tenant isolation (${engineName})`, () => {
  let app: FastifyInstance
  let adminA: string
  let adminB: string
  let rowOfB: string

  beforeAll(async () => {
    app = await buildTestApp()
    adminA = await tokenFor(app, '100001', 'admin')
    adminB = await tokenFor(app, '100002', 'admin')
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/submit`,
      headers: auth(adminB),
      payload: { code: 'secret_of_b', dictKey: '-1', dictValue: 'only tenant B may see this' },
    })
    rowOfB = res.json().data.id
  })
  afterAll(() => app.close())

  it('every table with tenant_id has RLS enabled and forced, a tenant policy, and tenant_id leading its primary key', async () => {
    const { rows } = await app.db.pool.query<{
      table: string
      rls: boolean
      forced: boolean
      policies: string
      pk_first: string
    }>(`
      SELECT c.relname AS table, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
             (SELECT count(*) FROM pg_policies p WHERE p.tablename = c.relname AND p.qual LIKE '%app.tenant_id%') AS policies,
             (SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
               WHERE i.indrelid = c.oid AND i.indisprimary) AS pk_first
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id')
         AND c.relname <> 'sys_tenant'`)
    expect(rows.length).toBeGreaterThanOrEqual(6)
    for (const r of rows)
      expect([r.table, r.rls, r.forced, Number(r.policies), r.pk_first]).toEqual([
        r.table,
        true,
        true,
        1,
        'tenant_id',
      ])
  })

  it('the request role is neither superuser nor able to bypass RLS', async () => {
    const role = await app.db.withTenant({ tenantId: '100001' }, async (tx) => {
      const r = await tx.execute(
        sql`SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      )
      return r.rows[0]
    })
    expect(role).toEqual({ name: 'storedesk_app', rolsuper: false, rolbypassrls: false })
  })

  it('a query that forgets its tenant condition still sees only its own tenant’s rows', async () => {
    const codes = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.select({ tenantId: dict.tenantId, code: dict.code }).from(dict),
    )
    expect(codes.length).toBeGreaterThan(0)
    expect(new Set(codes.map((c) => c.tenantId))).toEqual(new Set(['100001']))
    expect(codes.map((c) => c.code)).not.toContain('secret_of_b')
  })

  it('a write into another tenant is refused by the policy’s check', async () => {
    await expect(
      app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.execute(
          sql`INSERT INTO sys_dict (tenant_id, id, code, dict_key, dict_value) VALUES ('100002', 1, 'x', 'y', 'z')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } })
  })

  it('the tenant setting is local to its transaction: the pooled connection carries nothing into the next', async () => {
    await app.db.withTenant({ tenantId: '100002', userId: '42' }, async () => undefined)
    const after = await app.db.withSystem(async (tx) => {
      const r = await tx.execute(
        sql`SELECT coalesce(current_setting('app.tenant_id', true), '') AS tenant, current_user AS name`,
      )
      return r.rows[0]
    })
    expect(after?.tenant).toBe('')
    expect(after?.name).not.toBe('storedesk_app')
  })

  it('tenant A cannot read B’s row by id, nor find it by search', async () => {
    const detail = await app.inject({ url: `${BASE}/detail?id=${rowOfB}`, headers: auth(adminA) })
    expect(detail.json()).toMatchObject({ code: 404, success: false })
    const page = await app.inject({ url: `${BASE}/page?code=secret_of_b`, headers: auth(adminA) })
    expect(page.json().data.total).toBe(0)
    const list = await app.inject({ url: `${BASE}/list?code=secret_of_b`, headers: auth(adminA) })
    expect(list.json().data).toEqual([])
  })

  it('tenant A cannot update or remove B’s row by id, and B’s row is unchanged', async () => {
    const update = await app.inject({
      method: 'POST',
      url: `${BASE}/submit`,
      headers: auth(adminA),
      payload: { id: rowOfB, code: 'stolen', dictKey: '-1', dictValue: 'overwritten by A' },
    })
    expect(update.json()).toMatchObject({ code: 404, success: false })
    const remove = await app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=${rowOfB}`,
      headers: auth(adminA),
    })
    expect(remove.json()).toMatchObject({ code: 404, success: false })
    const mine = await app.inject({ url: `${BASE}/detail?id=${rowOfB}`, headers: auth(adminB) })
    expect(mine.json().data).toMatchObject({ code: 'secret_of_b', dictValue: 'only tenant B may see this' })
  })

  it('removing a mix of own and foreign ids removes nothing', async () => {
    const own = await app.inject({
      method: 'POST',
      url: `${BASE}/submit`,
      headers: auth(adminA),
      payload: { code: 'mine_a', dictKey: '-1', dictValue: 'A’s own' },
    })
    const ownId = own.json().data.id
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/remove?ids=${ownId},${rowOfB}`,
      headers: auth(adminA),
    })
    expect(res.json()).toMatchObject({ code: 404 })
    const still = await app.inject({ url: `${BASE}/detail?id=${ownId}`, headers: auth(adminA) })
    expect(still.json().success).toBe(true)
  })
})
