import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { SIGNED_IN } from '../core/auth'
import { recordRevocation } from '../modules/auth/revocations'
import { buildTestApp, engineName } from '../test/app'
import { plausibleCall } from './call-builder'
import { createIsolationTenants, type IsolationTenants } from './isolation-tenants'
import { documentedOperations, type Operation, type Schema } from './openapi-operations'
import { otherTenantIds } from './other-tenant-ids'
import { PUBLIC_ROUTES } from './public-routes'
import { changedTables, tenantFingerprint, type Fingerprint } from './tenant-fingerprint'

type Cell =
  'other-tenant admin' | 'clerk' | 'no token' | 'expired token' | 'revoked token' | 'bad client' | 'own admin'

const BAD_CLIENT = `Basic ${Buffer.from('storedesk:not-the-secret').toString('base64')}`
const SIGNED_OUT: Cell[] = ['no token', 'expired token', 'revoked token', 'bad client']
const key = (op: Operation) => `${op.method} ${op.path}`

/** Every call runs in the set-up, some thousands: well past jest's default, even on a busy machine. */
const SETUP_MS = 600_000

/**
 * Issue 10 item 1 / spec §6 tenant isolation: every documented route, called with tenant B's ids by
 * tenant A's administrator and clerk, signed out in four ways, and by B's own administrator.
 */
describe(`tenant isolation matrix over the OpenAPI document (${engineName})`, () => {
  let app: FastifyInstance
  let operations: Operation[]
  let resolve: (s: Schema) => Schema
  let tenants: IsolationTenants
  let ids: Awaited<ReturnType<typeof otherTenantIds>>
  let clerkCodes: ReadonlySet<string> | 'all'
  const answers = new Map<string, Map<Cell, LightMyRequestResponse>>()
  let before: Fingerprint
  let afterA: Fingerprint
  /** B's ids that A's calls carried: an answer may echo those back (a stored reference is A's own) */
  const sentByA = new Set<string>()

  const headersOf = async (cell: Cell, revoked: string, expired: string): Promise<Record<string, string>> => {
    const bearer = (token: string) => ({ 'blade-auth': `bearer ${token}` })
    switch (cell) {
      case 'other-tenant admin':
        return bearer(await tenants.token('adminA'))
      case 'clerk':
        return bearer(await tenants.token('clerkA'))
      case 'own admin':
        return bearer(await tenants.token('adminB'))
      case 'expired token':
        return bearer(expired)
      case 'revoked token':
        return bearer(revoked)
      case 'bad client':
        return { authorization: BAD_CLIENT }
      case 'no token':
        return {}
    }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    ;({ operations, resolve } = await documentedOperations(app))
    tenants = await createIsolationTenants(app)
    ids = await otherTenantIds(
      app,
      operations,
      resolve,
      tenants.b,
      () => tenants.token('adminA'),
      () => tenants.token('adminB'),
    )
    clerkCodes = await app.permissionSource.codesOf(tenants.session('clerkA'))
    const expired = await app.tokens.sign(tenants.session('adminA'), -60)
    const revokedSession = { ...tenants.session('adminA'), sessionId: app.ids.next() }
    await app.db.withSystem((tx) =>
      recordRevocation(tx, revokedSession.sessionId, 'logout', new Date(Date.now() + 3_600_000)),
    )
    const revoked = await app.tokens.sign(revokedSession, 600)

    const call = async (op: Operation, cell: Cell) => {
      const request = plausibleCall(
        op,
        resolve,
        ids.forPath(op.path),
        await headersOf(cell, revoked, expired),
      )
      const carried = JSON.stringify([request.query, request.payload])
      if (cell !== 'own admin') for (const id of ids.exclusive) if (carried.includes(id)) sentByA.add(id)
      const res = await app.inject(request)
      answers.set(key(op), (answers.get(key(op)) ?? new Map()).set(cell, res))
    }
    before = await tenantFingerprint(app, tenants.b)
    const aSide: Cell[] = ['other-tenant admin', 'clerk', ...SIGNED_OUT]
    for (const op of operations) for (const cell of aSide) await call(op, cell)
    afterA = await tenantFingerprint(app, tenants.b)
    // B's own administrator last: its calls may change B's rows, as they are allowed to.
    for (const op of operations) await call(op, 'own admin')
  }, SETUP_MS)
  afterAll(() => app.close())

  const each = (fn: (op: Operation, cell: Cell, res: LightMyRequestResponse) => string | null) => {
    const wrong: string[] = []
    for (const op of operations)
      for (const [cell, res] of answers.get(key(op))!) {
        const problem = fn(op, cell, res)
        if (problem) wrong.push(`${key(op)} as ${cell} → ${res.statusCode}: ${problem}`)
      }
    return wrong
  }

  it('the fixtures have teeth: B holds exclusive ids, and B’s administrator reads the marker', () => {
    expect(ids.exclusive.size).toBeGreaterThan(50)
    const seen = operations.filter((op) =>
      answers.get(key(op))!.get('own admin')!.body.includes(tenants.marker),
    )
    expect(seen.length).toBeGreaterThan(10)
  })

  it('the public routes are exactly the listed exceptions', () => {
    expect(
      operations
        .filter((op) => op.public)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(PUBLIC_ROUTES).sort())
  })

  const serverErrors = () =>
    each((_op, _cell, res) => (res.statusCode >= 500 ? res.body.slice(0, 200) : null))

  it('no cell of any route answers 5xx', () => {
    expect(serverErrors()).toEqual([])
  })

  it('signed out (no, expired or revoked token, a bad client) every guarded route answers the 401 envelope', () => {
    const wrong = each((op, cell, res) => {
      if (op.public || !SIGNED_OUT.includes(cell)) return null
      const body = res.json()
      return res.statusCode === 401 && body.code === 401 && body.success === false && body.msg
        ? null
        : res.body
    })
    expect(wrong).toEqual([])
  })

  it('the clerk gets the 403 envelope wherever its role lacks the route’s permission, and passes the guard elsewhere', () => {
    const holds = (op: Operation) =>
      clerkCodes === 'all' ||
      op.permissions.some((c) => c === SIGNED_IN || (clerkCodes as ReadonlySet<string>).has(c))
    const wrong = each((op, cell, res) => {
      if (op.public || cell !== 'clerk') return null
      if (holds(op)) return res.statusCode === 401 ? 'refused a route it holds' : null
      const body = res.json()
      return res.statusCode === 403 && body.code === 403 && body.success === false && body.msg
        ? null
        : res.body
    })
    expect(wrong).toEqual([])
  })

  it('the token endpoint refuses the bad client with 401 invalid_client (contract.md "Token endpoint")', () => {
    const res = answers.get('POST /api/blade-auth/oauth/token')!.get('bad client')!
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: 'invalid_client' })
  })

  it('the administrators are never taken for signed out', () => {
    const wrong = each((op, cell, res) =>
      (cell === 'other-tenant admin' || cell === 'own admin') && !op.public && res.statusCode === 401
        ? res.body
        : null,
    )
    expect(wrong).toEqual([])
  })

  const leaks = () =>
    each((_op, cell, res) => {
      if (cell === 'own admin') return null
      if (res.body.includes(tenants.marker)) return 'B’s marker'
      const data = String(res.headers['content-type']).includes('json')
        ? JSON.stringify(res.json().data ?? null)
        : ''
      const leaked = [...ids.exclusive].filter((id) => !sentByA.has(id) && data.includes(`"${id}"`))
      return leaked.length ? `B’s ids ${leaked.slice(0, 3).join(',')}` : null
    })

  it('no answer to tenant A’s callers holds B’s marker, nor an id of B that A did not send itself', () => {
    expect(ids.exclusive.size - sentByA.size).toBeGreaterThan(50)
    expect(leaks()).toEqual([])
  })

  it('tenant A’s calls wrote none of B’s rows', () => {
    expect(changedTables(before, afterA)).toEqual([])
  })

  it('counts: routes × cells, leaks 0, 5xx 0', () => {
    const cells = operations.reduce((n, op) => n + answers.get(key(op))!.size, 0)
    const counts = {
      routes: operations.length,
      cells: 7,
      calls: cells,
      publicExceptions: Object.keys(PUBLIC_ROUTES).length,
      idsOfB: ids.exclusive.size,
      idsOfBSentByA: sentByA.size,
      tablesOfBFingerprinted: before.size,
      tablesOfBChangedByA: changedTables(before, afterA).length,
      leaks: leaks().length,
      serverErrors: serverErrors().length,
    }
    console.warn(`tenant isolation (${engineName}): ${JSON.stringify(counts)}`)
    expect(counts).toMatchObject({
      calls: operations.length * 7,
      leaks: 0,
      serverErrors: 0,
      tablesOfBChangedByA: 0,
    })
  })
})
