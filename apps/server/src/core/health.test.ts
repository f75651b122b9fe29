import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName } from '../test/app'

describe(`health, metrics and OpenAPI (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('/healthz answers while the process is up; /readyz once the database is reachable and migrated', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', engine: app.db.engine })
  })

  it('/metrics exposes Prometheus text with request durations by route', async () => {
    await app.inject('/healthz')
    const res = await app.inject('/metrics')
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    )
    expect(res.body).toContain('process_cpu_user_seconds_total')
  })

  it('/api/openapi.json documents every API route with its request and response schemas', async () => {
    const doc = (await app.inject('/api/openapi.json')).json()
    expect(doc.openapi).toMatch(/^3\./)
    const page = doc.paths['/api/blade-system/dict/page'].get
    expect(page.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['current', 'size', 'code']),
    )
    expect(
      page.responses['200'].content['application/json'].schema.properties.data.properties.records,
    ).toBeDefined()
    const submit = doc.paths['/api/blade-system/dict/submit'].post
    expect(submit.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['code', 'dictKey', 'dictValue']),
    )
    const apiPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/blade'))
    expect(apiPaths.length).toBeGreaterThanOrEqual(5)
  })

  it('/api/docs serves the OpenAPI UI', async () => {
    const res = await app.inject('/api/docs/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('swagger')
  })
})
