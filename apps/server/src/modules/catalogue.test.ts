import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../test/app'
import { APPLICATIONS } from '../module-list'

// Recorded snapshots: a change to the menus a tenant is seeded with or to the API's addresses shows
// here as a diff to review, never silently (moving an area's declarations must leave both unchanged).
// One recording for both engines: the catalogue must not depend on the database.
describe("the platform's catalogue", () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('spec §3: the applications and menu tree seeded are the recorded ones', () => {
    expect(APPLICATIONS).toMatchSnapshot()
  })

  it("the OpenAPI document's operations are the recorded ones", async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort()
    expect(operations).toMatchSnapshot()
  })
})
