import type { FastifyInstance } from 'fastify'
import { SIGNED_IN, type DeclaredRoute } from './auth'
import { auth, buildTestApp, engineName, tokenFor } from '../test/app'

const concrete = (url: string) => url.replace(/:(\w+)/g, '1')
const needs = (r: DeclaredRoute) => [r.permission ?? []].flat()
const guarded = (r: DeclaredRoute) =>
  r.method !== 'HEAD' &&
  r.method !== 'OPTIONS' &&
  !r.public &&
  needs(r).length > 0 &&
  !needs(r).includes(SIGNED_IN)

/** Issue 4 acceptance / spec §6: every route declares its permission, and the guard keeps to it. */
describe(`permission matrix over every route (${engineName})`, () => {
  let app: FastifyInstance
  let clerk: string
  let tenantAdmin: string
  let platformAdmin: string

  beforeAll(async () => {
    app = await buildTestApp()
    clerk = await tokenFor(app, '100001', 'clerk')
    tenantAdmin = await tokenFor(app, '100001', 'admin')
    platformAdmin = await tokenFor(app, '000000', 'admin')
  })
  afterAll(() => app.close())

  it('the clerk of 100001 is refused (403) every route its role lacks, before anything runs', async () => {
    const routes = app.declaredRoutes.filter(guarded)
    expect(routes.length).toBeGreaterThan(140)
    const codes = await app.permissionSource.codesOf((await app.tokens.verify(clerk))!)
    expect(codes).not.toBe('all')
    const wrong: string[] = []
    for (const r of routes) {
      const res = await app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: auth(clerk) })
      const holds = codes !== 'all' && needs(r).some((c) => codes.has(c))
      const refused = res.statusCode === 403 && res.json().code === 403
      if (holds === refused || res.statusCode >= 500) wrong.push(`${r.method} ${r.url} → ${res.statusCode}`)
    }
    expect(wrong).toEqual([])
  })

  it('the tenant administrator passes every read route of its tenant; only platform routes refuse it, and the platform administrator passes those', async () => {
    const reads = app.declaredRoutes.filter((r) => guarded(r) && r.method === 'GET')
    const wrong: string[] = []
    let platformOnly = 0
    for (const r of reads) {
      const url = concrete(r.url)
      const res = await app.inject({ url, headers: auth(tenantAdmin) })
      if (res.statusCode === 403) {
        platformOnly++
        const platform = await app.inject({ url, headers: auth(platformAdmin) })
        if (platform.statusCode === 403 || platform.statusCode >= 500)
          wrong.push(`${r.url} → platform ${platform.statusCode}`)
      } else if (res.statusCode === 401 || res.statusCode >= 500) wrong.push(`${r.url} → ${res.statusCode}`)
    }
    expect(wrong).toEqual([])
    expect(platformOnly).toBeLessThan(reads.length / 4)
  })

  it('every /api route is in the OpenAPI document with a success response schema', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>
    }
    const missing: string[] = []
    for (const r of app.declaredRoutes) {
      if (r.method === 'HEAD' || r.method === 'OPTIONS' || r.url === '/api/openapi.json') continue
      if (r.url.startsWith('/api/docs')) continue
      const path = r.url.replace(/:(\w+)/g, '{$1}')
      const op = doc.paths[path]?.[r.method.toLowerCase()]
      if (!op) missing.push(`${r.method} ${r.url}: not documented`)
      else if (!op.responses?.['200'] && !op.responses?.['302'])
        missing.push(`${r.method} ${r.url}: no success response schema`)
    }
    expect(missing).toEqual([])
  })
})
