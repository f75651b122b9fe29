import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { DataDirLockedError, lockDataDir, startEmbedded } from './embedded'

/** The embedded PGlite database: persisted under the data folder, guarded by a lock. */
describe('embedded database', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'storedesk-embedded-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps its data across a restart', async () => {
    const first = await startEmbedded(dir)
    const a = new pg.Client(first.connectionString)
    await a.connect()
    await a.query(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('survives')`)
    await a.end()
    await first.stop()

    const second = await startEmbedded(dir)
    const b = new pg.Client(second.connectionString)
    await b.connect()
    const { rows } = await b.query('SELECT v FROM kept')
    await b.end()
    await second.stop()
    expect(rows).toEqual([{ v: 'survives' }])
  })

  it('refuses a second server on the same data folder with a clear message', async () => {
    const running = await startEmbedded(dir)
    try {
      // Another process holds the lock: simulate with a live pid that is not ours (our parent).
      rmSync(join(dir, 'storedesk.lock'))
      writeFileSync(join(dir, 'storedesk.lock'), String(process.ppid))
      await expect(startEmbedded(dir)).rejects.toThrow(
        `The data folder ${dir} is in use by another Storedesk server (pid ${process.ppid} on ${hostname()}). Stop that server first`,
      )
    } finally {
      rmSync(join(dir, 'storedesk.lock'), { force: true })
      await running.stop()
    }
  })

  it('refuses a lock held from another host (a container sharing the volume), naming the file to remove', () => {
    writeFileSync(join(dir, 'storedesk.lock'), '1@another-container')
    expect(() => lockDataDir(dir)).toThrow(`If no server uses it, remove ${join(dir, 'storedesk.lock')}.`)
  })

  it('takes over a stale lock whose process is gone', () => {
    writeFileSync(join(dir, 'storedesk.lock'), '999999999')
    const unlock = lockDataDir(dir)
    expect(() => lockDataDir(join(dir))).not.toThrow(DataDirLockedError) // our own pid: re-entrant
    unlock()
  })
})
