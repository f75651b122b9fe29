import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from './support/server'

/** Issue "Platform foundation" acceptance: the first README command's server, as a real process. */
describe('the production server process on the embedded database', () => {
  let dataDir: string
  let server: RunningServer | undefined

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'storedesk-e2e-'))
  })
  afterAll(async () => {
    await server?.stop('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts on an empty data folder, seeds the demo tenants and prints the URL and demo accounts', async () => {
    server = await startServer({ STOREDESK_DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    const out = server.output()
    expect(out).toContain('seeded the demo tenants')
    expect(out).toMatch(/Storedesk is running on http:\/\/127\.0\.0\.1:\d+/)
    expect(out).toContain('100001 / clerk / Clerk@12345')
    expect(out).toContain(`embedded PGlite in ${dataDir}`)
  })

  it('serves /healthz, /readyz, /api/openapi.json, the API docs and the host app with deep links', async () => {
    const url = server!.url
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' })
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready', engine: 'pglite' })
    const doc = await (await fetch(`${url}/api/openapi.json`)).json()
    expect(Object.keys(doc.paths)).toContain('/api/blade-system/dict/page')
    expect((await fetch(`${url}/api/docs/`)).status).toBe(200)
    const deep = await fetch(`${url}/wel/index?lang=en`)
    expect(deep.headers.get('content-type')).toContain('text/html')
    expect(await deep.text()).toMatch(/<div id="?root"?>/)
    const apiMiss = await fetch(`${url}/api/nope`)
    expect(apiMiss.status).toBe(404)
    expect((await apiMiss.json()).code).toBe(404)
  })

  it('refuses a second server on the same data folder with a clear message', async () => {
    const second = await startServer({ STOREDESK_DATA_DIR: dataDir }, { waitReady: false })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Storedesk server`)
  })

  it('stops cleanly on SIGTERM and releases the data folder', async () => {
    expect(await server!.stop('SIGTERM')).toBe(0)
    server = undefined
  })

  it('keeps its data across a restart and does not seed again', async () => {
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8')
    server = await startServer({ STOREDESK_DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    expect(server.output()).toContain('database ready')
    expect(server.output()).not.toContain('seeded the demo tenants')
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret)
    const res = await fetch(`${server.url}/api/blade-system/dict/page`)
    expect(res.status).toBe(401)
  })

  it('refuses an invalid configuration with every problem listed', async () => {
    const bad = await startServer(
      { STOREDESK_DATA_DIR: dataDir, PORT: 'x', DATABASE_URL: 'mysql://db' },
      { waitReady: false },
    )
    expect(await bad.exited).toBe(1)
    expect(bad.output()).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL')
  })
})
