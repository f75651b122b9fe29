import { createHash } from 'node:crypto'
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { serverRoot } from '../core/paths'

/** What the seeded database is made of: the server's code and migrations, and the contract. */
const SOURCES = [join(serverRoot, 'src'), join(serverRoot, '../../packages/contract/src')]
const STALE_LOCK_MS = 5 * 60_000
/** A dump of other sources left this long is an old checkout's: removed when a new one is written. */
const OLD_DUMP_MS = 24 * 3_600_000
const DUMP = /^storedesk-test-seed-[0-9a-f]{16}\.pgdump$/

/** Removes dumps of sources no run has used for a day (each change of code leaves one, ~70 MB). */
function removeOldDumps(): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name)
    if (!DUMP.test(name)) continue
    // another run may remove it first
    const written = statSync(path, { throwIfNoEntry: false })?.mtimeMs
    if (written !== undefined && Date.now() - written > OLD_DUMP_MS) rmSync(path, { force: true })
  }
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (!entry.name.includes('.test.')) yield path
  }
}

/** The hash of the sources, read once per test file: files that boot several apps ask for each. */
let sourcesHash: string | undefined

function hashSources(): string {
  if (sourcesHash) return sourcesHash
  const hash = createHash('sha256')
  for (const root of SOURCES)
    for (const file of sourceFiles(root)) hash.update(file).update(readFileSync(file))
  return (sourcesHash = hash.digest('hex'))
}

/** The dump's file: named by a hash of the sources, so a change of code or seed makes a new one. */
function dumpPath(settings: string): string {
  const hash = createHash('sha256').update(settings).update(hashSources())
  return join(tmpdir(), `storedesk-test-seed-${hash.digest('hex').slice(0, 16)}.pgdump`)
}

/**
 * A file an in-memory test database starts from (`memory://<file>`): the migrated, seeded database
 * every test file would otherwise build again (about 15 s on PGlite). The first test file to ask
 * builds it with `build` and dumps it; files running meanwhile in other workers wait for it.
 */
export async function seededDump(settings: string, build: () => Promise<FastifyInstance>): Promise<string> {
  const path = dumpPath(settings)
  const lock = `${path}.lock`
  for (;;) {
    if (existsSync(path)) return path
    try {
      closeSync(openSync(lock, 'wx'))
    } catch {
      // another worker is building it (or died doing so: its lock goes stale)
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
        rmSync(lock, { force: true })
      await new Promise((r) => setTimeout(r, 250))
      continue
    }
    try {
      const app = await build()
      try {
        await app.embedded!.dump(`${path}.part`)
      } finally {
        await app.close()
      }
      renameSync(`${path}.part`, path)
      removeOldDumps()
      return path
    } finally {
      rmSync(lock, { force: true })
    }
  }
}
