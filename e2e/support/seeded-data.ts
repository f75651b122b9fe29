import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_MEMBERS, repoRoot, startServer } from './server'

const SERVER_DIST = join(repoRoot, 'apps/server/dist')
/** How long a server may take to seed a new data folder on a busy machine. */
const SEEDING_MS = 180_000
/** A lock older than this is a crashed maker's: a fresh server seeds in well under it. */
const STALE_LOCK_MS = 5 * 60_000

/**
 * The data folder a browser test's server starts from: migrated and seeded with the demo data by the
 * server build under test, once a day (demo dates are relative to the seeding day), then copied for
 * each spec. Seeding a new data folder took each server 20–90 s on the 2-core CI machine; starting
 * on a copy, a few seconds.
 */
export async function copySeededData(dest: string): Promise<void> {
  cpSync(await seededTemplate(), dest, { recursive: true })
}

/** Templates of other builds left for a day are an old checkout's (each ~70 MB). */
function removeOldTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!/^storedesk-e2e-seeded-[0-9a-f]{16}$/.test(name)) continue
    const path = join(tmpdir(), name)
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs
    if (made !== undefined && Date.now() - made > 24 * 3_600_000)
      rmSync(path, { recursive: true, force: true })
  }
}

async function seededTemplate(): Promise<string> {
  const hash = createHash('sha256').update(`${DEMO_MEMBERS}|${new Date().toDateString()}`)
  for (const name of readdirSync(SERVER_DIST).sort())
    hash.update(name).update(readFileSync(join(SERVER_DIST, name)))
  const template = join(tmpdir(), `storedesk-e2e-seeded-${hash.digest('hex').slice(0, 16)}`)
  const lock = `${template}.lock`
  for (;;) {
    if (existsSync(template)) return template
    try {
      mkdirSync(lock)
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
        rmSync(lock, { recursive: true })
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      const part = `${template}.part`
      rmSync(part, { recursive: true, force: true })
      const server = await startServer({ STOREDESK_DATA_DIR: part }, { readyWithinMs: SEEDING_MS })
      const code = await server.stop()
      if (code !== 0) throw new Error(`the seeding server ended with ${code}:\n${server.output()}`)
      renameSync(part, template)
      removeOldTemplates()
      return template
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
}
