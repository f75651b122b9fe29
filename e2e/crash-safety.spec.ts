import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tokenOf } from './support/api'
import { startServer, type RunningServer } from './support/server'
import { ADMIN } from './support/shell'

const DICT = '/api/blade-system/dict'
/** writes in flight at once, and how many must be acknowledged before the kill */
const CONCURRENCY = 8
const ACKED_BEFORE_KILL = 40
const BURST = 400
/** a first start migrates and seeds a fresh PGlite, which on a busy machine takes over a minute */
const READY_WITHIN_MS = 180_000

interface Engine {
  name: string
  env: Record<string, string>
}

/** The engine of this run: `pnpm test` runs this file on PGlite, then again with TEST_DATABASE_URL on PostgreSQL. */
const engine: Engine = process.env.TEST_DATABASE_URL
  ? { name: 'PostgreSQL', env: { DATABASE_URL: process.env.TEST_DATABASE_URL } }
  : { name: 'PGlite', env: {} }

/**
 * Crash safety (docs/security.md "Crash safety"): a burst of dictionary submits to the real server
 * process, SIGKILL once some are acknowledged, a restart on the same data. Every acknowledged write
 * is there, whole; a write that was not acknowledged is there whole or not at all.
 */
describe.each([engine])('crash safety: kill -9 in a burst of writes ($name)', ({ env }) => {
  let dataDir: string
  let server: RunningServer | undefined

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'storedesk-crash-'))
  })
  afterAll(async () => {
    await server?.stop('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'every acknowledged write survives the kill whole, and no write is half there',
    async () => {
      const settings = { ...env, STOREDESK_DATA_DIR: dataDir, STOREDESK_RATE_LIMIT_IP: '0' }
      server = await startServer(settings, { readyWithinMs: READY_WITHIN_MS })
      const url = server.url
      const token = await tokenOf(url, ADMIN)
      const headers = { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' }
      const code = `crash_${Date.now().toString(36)}`
      const root = await fetch(`${url}${DICT}/submit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code, dictKey: '-1', dictValue: `${code} 字典` }),
      })
      const parentId = (await root.json()).data.id as string

      const acked = new Set<number>()
      let next = 0
      let killed = false
      const writer = async () => {
        while (next < BURST) {
          const i = next++
          try {
            const res = await fetch(`${url}${DICT}/submit`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                parentId,
                code,
                dictKey: `k${i}`,
                dictValue: `v${i}`,
                sort: i,
                remark: `r${i}`,
              }),
            })
            if (res.ok && (await res.json()).success === true) acked.add(i)
          } catch {
            // the server is gone: this write was not acknowledged
          }
          if (!killed && acked.size >= ACKED_BEFORE_KILL) {
            killed = true
            server!.process.kill('SIGKILL')
          }
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, writer))
      expect(killed).toBe(true)
      expect(await server.exited).toBeNull()
      expect(acked.size).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL)
      expect(acked.size).toBeLessThan(BURST)

      server = await startServer(settings, { readyWithinMs: READY_WITHIN_MS })
      const again = await tokenOf(server.url, ADMIN)
      const res = await fetch(`${server.url}${DICT}/child-list?parentId=${parentId}&size=1000`, {
        headers: { 'blade-auth': `bearer ${again}` },
      })
      const rows = (await res.json()).data.records as {
        dictKey: string
        dictValue: string
        sort: number
        remark: string
      }[]
      const found = new Map(rows.map((r) => [Number(r.dictKey.slice(1)), r]))
      expect(found.size).toBe(rows.length)
      for (const i of acked) expect(found.has(i)).toBe(true)
      for (const [i, row] of found)
        expect(row).toMatchObject({ dictKey: `k${i}`, dictValue: `v${i}`, sort: i, remark: `r${i}` })
      console.warn(
        `crash safety: ${acked.size} acknowledged of ${BURST}, ${found.size} found after the restart`,
      )
    },
    3 * READY_WITHIN_MS,
  )
})
