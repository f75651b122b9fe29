import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { serverRoot } from '../paths'

/** A running embedded database: a PostgreSQL connection string to it and a way to stop it. */
export interface EmbeddedDatabase {
  connectionString: string
  /** Writes the whole database to a file an in-memory database can start from (`memory://<file>`). */
  dump(path: string): Promise<void>
  stop(): Promise<void>
}

const MEMORY = 'memory://'

/** Whether the data folder names an in-memory database (`memory://`, or `memory://<dump>`): tests. */
export const isInMemory = (dataDir: string): boolean => dataDir.startsWith(MEMORY)

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock on its data folder and two servers writing one folder corrupt it. The lock is a
 * file holding `pid@host`, created exclusively. A lock of this host whose process is gone is stale
 * and taken over; a lock of another host (a container sharing the volume) cannot be checked, so it
 * is refused.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'storedesk.lock')
  const me = `${process.pid}@${hostname()}`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx')
      writeSync(fd, me)
      closeSync(fd)
      return () => rmSync(lockFile, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = readFileSync(lockFile, 'utf8').trim()
      const [pid, host = hostname()] = holder.split('@')
      const alive = host !== hostname() || (Number(pid) !== process.pid && isAlive(Number(pid)))
      if (alive) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another Storedesk server (pid ${pid} on ${host}). ` +
            'Stop that server first, or point STOREDESK_DATA_DIR at another folder. ' +
            `If no server uses it, remove ${lockFile}.`,
        )
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Starts PGlite in a worker thread. `dataDir` 'memory://' gives a throw-away in-memory database;
 * 'memory://<file>' one that starts as the dump in the file was (tests start from a seeded one).
 */
export async function startEmbedded(dataDir: string): Promise<EmbeddedDatabase> {
  const inMemory = isInMemory(dataDir)
  const loadFrom = inMemory ? dataDir.slice(MEMORY.length) || null : null
  const pgDir = inMemory ? MEMORY : resolve(dataDir, 'pglite')
  let unlock = () => {}
  if (!inMemory) {
    mkdirSync(pgDir, { recursive: true })
    unlock = lockDataDir(resolve(dataDir))
  }
  const worker = new Worker(join(serverRoot, 'src/core/db/pglite-worker.mjs'), {
    workerData: { dataDir: pgDir, socketPath: null, loadFrom },
  })
  try {
    const conn = await new Promise<string>((resolveReady, reject) => {
      worker.once('error', reject)
      worker.on('message', (msg: { type: string; conn?: string; message?: string }) => {
        if (msg.type === 'ready' && msg.conn) resolveReady(msg.conn)
        if (msg.type === 'error') reject(new Error(`Embedded database failed to start: ${msg.message}`))
      })
    })
    const answer = (type: string) =>
      new Promise<void>((done, failed) => {
        const listen = (msg: { type: string; message?: string }) => {
          if (msg.type !== type && msg.type !== 'error') return
          worker.off('message', listen)
          if (msg.type === 'error') failed(new Error(msg.message))
          else done()
        }
        worker.on('message', listen)
      })
    return {
      connectionString: `postgres://postgres@${conn}/postgres`,
      async dump(path) {
        const dumped = answer('dumped')
        worker.postMessage({ type: 'dump', path })
        await dumped
      },
      async stop() {
        await new Promise<void>((done) => {
          const timer = setTimeout(() => void worker.terminate().then(() => done()), 10_000)
          worker.on('message', (msg: { type: string }) => {
            if (msg.type === 'stopped') {
              clearTimeout(timer)
              void worker.terminate().then(() => done())
            }
          })
          worker.postMessage({ type: 'stop' })
        })
        unlock()
      },
    }
  } catch (err) {
    await worker.terminate()
    unlock()
    throw err
  }
}
