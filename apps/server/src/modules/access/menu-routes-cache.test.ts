import { brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { auth, buildTestApp, engineName } from '../../test/app'
import { createRole, createUser, menuId, ownName, removeUsersAndRoles, tokenFor } from './access-test-kit'
import { roleMenu } from './schema'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const ROUTES = '/api/blade-system/menu/routes'
const TENANT = '100001'

interface Node {
  code: string
  children?: Node[]
}
const codesOf = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children ?? [])])

/** Issue 33: the menu routes served from memory per role set and access version, with an ETag. */
describe(`menu routes cache (${engineName})`, () => {
  let nodeA: FastifyInstance
  let nodeB: FastifyInstance
  let admin: string
  let account: string
  let roleId: string
  let userId: string
  let memberId: string

  const routes = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
    app.inject({ url: ROUTES, headers: { ...auth(token), ...headers } })
  const grant = (menuIds: string[]) =>
    nodeA.inject({
      method: 'POST',
      url: '/api/blade-system/role/grant',
      headers: auth(admin),
      payload: { roleIds: [roleId], menuIds },
    })

  beforeAll(async () => {
    // Two nodes sharing Redis (on PostgreSQL they share the database too).
    nodeA = await buildTestApp({ env: { REDIS_URL } })
    nodeB = await buildTestApp({ env: { REDIS_URL } })
    admin = await tokenFor(nodeA, TENANT, 'admin')
    memberId = await menuId(nodeA, 'member')
  })
  beforeEach(async () => {
    account = ownName('mrc')
    roleId = await createRole(nodeA, TENANT, account)
    userId = await createUser(nodeA, TENANT, account, [roleId])
    expect((await grant([memberId])).json()).toMatchObject({ code: 200 })
  })
  afterEach(async () => {
    await removeUsersAndRoles(nodeA, TENANT, [userId], [roleId])
  })
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()])
  })

  it('a reload with the ETag the shell holds answers 304 without a body', async () => {
    const user = await tokenFor(nodeA, TENANT, account)
    const first = await routes(nodeA, user)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await routes(nodeA, user, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await routes(nodeA, user, { 'if-none-match': 'W/"another"' })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual(first.json())
  })

  it('the tree goes compressed to a client that accepts brotli, with the same ETag', async () => {
    const user = await tokenFor(nodeA, TENANT, 'admin')
    const plain = await routes(nodeA, user)
    const packed = await routes(nodeA, user, { 'accept-encoding': 'gzip, br' })
    expect(packed.headers['content-encoding']).toBe('br')
    expect(packed.headers.etag).toBe(plain.headers.etag)
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json())
  })

  it('a revoked grant leaves the next call’s routes, also when the shell sends the old ETag', async () => {
    const user = await tokenFor(nodeA, TENANT, account)
    const before = await routes(nodeA, user)
    expect(codesOf(before.json().data)).toEqual(['huikeCRM', 'crm_member', 'member'])
    expect((await grant([])).json()).toMatchObject({ code: 200 })
    const after = await routes(nodeA, user, { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.json().data).toEqual([])
  })

  it('a revoked button grant leaves the next call’s buttons, also when the shell sends the old ETag', async () => {
    expect((await grant([await menuId(nodeA, 'member_view')])).json()).toMatchObject({ code: 200 })
    const user = await tokenFor(nodeA, TENANT, account)
    const url = '/api/blade-system/menu/buttons'
    const before = await nodeA.inject({ url, headers: auth(user) })
    expect(codesOf(before.json().data)).toContain('member_view')
    const again = await nodeA.inject({
      url,
      headers: { ...auth(user), 'if-none-match': before.headers.etag! },
    })
    expect(again.statusCode).toBe(304)
    expect((await grant([])).json()).toMatchObject({ code: 200 })
    const after = await nodeA.inject({
      url,
      headers: { ...auth(user), 'if-none-match': before.headers.etag! },
    })
    expect(after.statusCode).toBe(200)
    expect(after.json().data).toEqual([])
  })

  it('a grant change committed on one node reaches the routes another node had cached', async () => {
    // The user lives in node B's database (each PGlite node has its own; PostgreSQL's is shared).
    const name = ownName('mrb')
    const roleB = await createRole(nodeB, TENANT, name)
    const userB = await createUser(nodeB, TENANT, name, [roleB])
    try {
      await setGrants(nodeB, roleB, [await menuId(nodeB, 'member')])
      const user = await tokenFor(nodeB, TENANT, name)
      expect(codesOf((await routes(nodeB, user)).json().data)).toContain('member')
      // The shared database changes (written directly here: node B hears nothing of it), and node A
      // commits a grant change of the tenant
      await setGrants(nodeB, roleB, [])
      expect((await grant([])).json()).toMatchObject({ code: 200 })
      expect((await routes(nodeB, user)).json().data).toEqual([])
    } finally {
      await removeUsersAndRoles(nodeB, TENANT, [userB], [roleB])
    }
  })
})

/** Sets a role's menu grants in the node's database directly, announcing nothing. */
async function setGrants(app: FastifyInstance, roleId: string, menuIds: string[]) {
  await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
    await tx.delete(roleMenu).where(eq(roleMenu.roleId, roleId))
    if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })))
  })
}
