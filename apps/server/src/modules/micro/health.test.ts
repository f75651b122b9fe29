import type { FastifyInstance } from 'fastify'
import { eq, inArray, sql } from 'drizzle-orm'
import type { SubAppHealth } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { REPORT_KEEP_HOURS, percentile } from './health'
import { microAppReport } from './schema'
import { BASE, catalogueApp, ownAppName, post, removeApps } from './test-kit'

const RATE_LIMIT = 20

/** Issue 22 item 6: the shells report their sub-apps; the platform reads the last 24 hours. */
describe(`sub-app health: reports, /metrics and the 24-hour table (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let tenantAdmin: string
  let clerk: string
  let retail: string
  const name = ownAppName('hlt')
  const other = ownAppName('hlo')
  const report = (token: string, body: unknown, lang?: string) =>
    post(app, `${BASE}/health/report`, token, body, lang)
  const reportsOf = (tenantId: string, app_ = name) =>
    app.db.withTenant({ tenantId }, (tx) =>
      tx.select().from(microAppReport).where(eq(microAppReport.name, app_)),
    )
  const summary = async (token = platform) => {
    const res = await app.inject({ url: `${BASE}/health/summary?lang=en`, headers: auth(token) })
    return res
  }
  const rowsOf = async (appName: string): Promise<SubAppHealth[]> =>
    ((await summary()).json().data as SubAppHealth[]).filter((r) => r.name === appName)

  beforeAll(async () => {
    app = await buildTestApp({ env: { STOREDESK_RATE_LIMIT_ACCOUNT: String(RATE_LIMIT) } })
    platform = await tokenFor(app, '000000', 'admin')
    tenantAdmin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    retail = await tokenFor(app, '100002', 'admin')
    await catalogueApp(app, platform, name, { sort: 900020 })
    await catalogueApp(app, platform, other, { sort: 900021 })
  })
  afterAll(async () => {
    await app.db.withSystem(async (tx) => {
      for (const tenantId of ['100001', '100002']) {
        await tx.execute(sql`SELECT set_config('app.tenant_id', ${tenantId}, true)`)
        await tx.delete(microAppReport).where(inArray(microAppReport.name, [name, other]))
      }
    })
    await removeApps(app, [name, other])
    await app.close()
  })

  it('a signed-in clerk’s batch is stored in its own tenant, its failures in the browser error log, and counted on /metrics', async () => {
    const res = await report(clerk, [
      { name, version: '1.0.0', kind: 'mount', durationMs: 420 },
      { name, version: '1.0.0', kind: 'loadFailure', message: 'Loading chunk 137 failed.', url: '/x' },
      { name, version: '1.0.0', kind: 'renderError', message: 'boom', stack: 'Error: boom\n at X' },
    ])
    expect(res.json()).toMatchObject({ code: 200, success: true, data: 3 })

    const stored = await reportsOf('100001')
    expect(stored.map((r) => [r.kind, r.durationMs, r.message]).sort()).toEqual([
      ['loadFailure', null, 'Loading chunk 137 failed.'],
      ['mount', 420, null],
      ['renderError', null, 'boom'],
    ])
    expect(await reportsOf('100002')).toEqual([])

    const webLog = await app.inject({
      url: `/api/blade-log/log_web/list?current=1&size=50&message=${encodeURIComponent(name)}`,
      headers: auth(tenantAdmin),
    })
    const entries = webLog.json().data.records as { level: string; message: string; account: string }[]
    expect(entries.map((e) => [e.level, e.message, e.account]).sort()).toEqual([
      ['subapp-load', `${name}@1.0.0: Loading chunk 137 failed.`, 'clerk'],
      ['subapp-render', `${name}@1.0.0: boom`, 'clerk'],
    ])

    const metrics = (await app.inject({ url: '/metrics' })).body
    const labels = `app="${name}",version="1.0.0"`
    expect(metrics).toContain(`subapp_mounts_total{${labels}} 1`)
    expect(metrics).toContain(`subapp_load_failures_total{${labels}} 1`)
    expect(metrics).toContain(`subapp_render_errors_total{${labels}} 1`)
    expect(metrics).toContain(`subapp_load_seconds_bucket{le="0.5",${labels}} 1`)
    expect(metrics).toContain(`subapp_load_seconds_count{${labels}} 1`)
  })

  it('bad input is refused with a clear message and stores nothing', async () => {
    const before = (await reportsOf('100001', other)).length
    const unknown = await report(clerk, [
      { name: 'no-such-app', version: '1.0.0', kind: 'mount', durationMs: 1 },
    ])
    expect(unknown.json()).toMatchObject({ code: 400, success: false, msg: '微应用不存在：no-such-app' })
    const noTime = await report(
      clerk,
      [
        { name: other, version: '1.0.0', kind: 'mount', durationMs: 5 },
        { name: other, version: '1.0.0', kind: 'mount' },
      ],
      'en',
    )
    expect(noTime.json()).toMatchObject({ code: 400, msg: 'Report 2 lacks its durationMs' })
    const noMessage = await report(clerk, [{ name: other, version: '1.0.0', kind: 'renderError' }], 'zh_HK')
    expect(noMessage.json().msg).toBe('第 1 條報告缺少 message')
    for (const body of [
      [{ name: other, version: 'v1', kind: 'mount', durationMs: 1 }],
      [{ name: other, version: '1.0.0', kind: 'crash', message: 'x' }],
      [{ name: other, version: '1.0.0', kind: 'mount', durationMs: -1 }],
      [{ name: other, version: '1.0.0', kind: 'mount', durationMs: 1, tenantId: '100002' }],
      Array.from({ length: 101 }, () => ({ name: other, version: '1.0.0', kind: 'mount', durationMs: 1 })),
      { name: other },
    ]) {
      const res = await report(clerk, body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 400, success: false })
    }
    expect((await reportsOf('100001', other)).length).toBe(before)
  })

  it('reporting needs a session; the summary is for platform administrators only', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: `${BASE}/health/report`,
      payload: [{ name, version: '1.0.0', kind: 'mount', durationMs: 1 }],
    })
    expect(anonymous.statusCode).toBe(401)
    for (const token of [tenantAdmin, clerk]) {
      const res = await summary(token)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 403, success: false })
    }
  })

  it('the summary covers every tenant’s last 24 hours per version: mounts, median and p95, failures, render errors and the latest errors', async () => {
    const mounts = (durations: number[], version: string) =>
      durations.map((durationMs) => ({ name: other, version, kind: 'mount', durationMs }))
    expect((await report(clerk, mounts([100, 200, 300, 400], '2.0.0'))).json().data).toBe(4)
    expect((await report(retail, mounts([500, 600, 700, 800, 900, 1000], '2.0.0'))).json().data).toBe(6)
    expect(
      (
        await report(retail, [
          ...mounts([50], '1.9.0'),
          { name: other, version: '2.0.0', kind: 'loadFailure', message: 'entry 502' },
          { name: other, version: '2.0.0', kind: 'renderError', message: 'first' },
          { name: other, version: '2.0.0', kind: 'renderError', message: 'second' },
        ])
      ).json().data,
    ).toBe(4)
    // older than the window: stored, not counted
    await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      tx.insert(microAppReport).values({
        id: app.ids.next(),
        name: other,
        version: '2.0.0',
        kind: 'renderError',
        message: 'yesterday',
        userId: '1',
        createTime: sql`now() - interval '25 hours'`,
      }),
    )

    const rows = await rowsOf(other)
    expect(rows.map((r) => r.version)).toEqual(['2.0.0', '1.9.0'])
    expect(rows[0]).toMatchObject({
      mounts: 10,
      medianMs: 500,
      p95Ms: 1000,
      loadFailures: 1,
      renderErrors: 2,
    })
    expect(rows[0]!.latestErrors.map((e) => [e.kind, e.message, e.tenantId])).toEqual(
      expect.arrayContaining([
        ['loadFailure', 'entry 502', '100002'],
        ['renderError', 'first', '100002'],
        ['renderError', 'second', '100002'],
      ]),
    )
    expect(rows[0]!.latestErrors.map((e) => e.message)).not.toContain('yesterday')
    expect(rows[0]!.latestErrors[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(rows[1]).toMatchObject({ mounts: 1, medianMs: 50, p95Ms: 50, loadFailures: 0, renderErrors: 0 })
  })

  it('a report drops its tenant’s reports past the keeping time, not the other tenants’', async () => {
    const old = (tenantId: string) =>
      app.db.withTenant({ tenantId }, (tx) =>
        tx.insert(microAppReport).values({
          id: app.ids.next(),
          name,
          version: '0.1.0',
          kind: 'mount',
          durationMs: 1,
          userId: '1',
          createTime: sql`now() - make_interval(hours => ${REPORT_KEEP_HOURS + 1})`,
        }),
      )
    await old('100001')
    await old('100002')
    await report(clerk, [{ name, version: '1.0.0', kind: 'mount', durationMs: 10 }])
    expect((await reportsOf('100001')).filter((r) => r.version === '0.1.0')).toEqual([])
    expect((await reportsOf('100002')).filter((r) => r.version === '0.1.0')).toHaveLength(1)
  })

  it('a user sending more batches a minute than the limit gets 429 and its batch is not stored', async () => {
    const one = [{ name, version: '3.0.0', kind: 'mount', durationMs: 1 }]
    // the tenant's administrator has sent none yet: its whole minute is left
    for (let i = 0; i < RATE_LIMIT; i++) expect((await report(tenantAdmin, one)).statusCode).toBe(200)
    const refused = await report(tenantAdmin, one)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 429, success: false })
    expect((await reportsOf('100001')).filter((r) => r.version === '3.0.0')).toHaveLength(RATE_LIMIT)
  })

  it('percentiles are nearest-rank', () => {
    expect(percentile([], 0.5)).toBeNull()
    expect(percentile([7], 0.95)).toBe(7)
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2)
    expect(percentile([1, 2, 3, 4], 0.95)).toBe(4)
  })
})
