// Runs the embedded PGlite database in a worker thread: PGlite executes queries synchronously, so on
// the main thread a long query would freeze every request. The main thread reaches it through the
// PostgreSQL wire protocol (pglite-socket) with the same `pg` driver it uses for a real server.
import { readFile, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

// `loadFrom`: a dump (`dump` below) the in-memory database starts from instead of an empty cluster
const { dataDir, socketPath, loadFrom } = workerData
let db
let server

/**
 * A dump as PGlite's `loadDataDir` reads it (`arrayBuffer()`): the file's own bytes. Wrapped in a Blob
 * they would be copied twice, about a second of CPU per test file for the ~75 MB seeded dump.
 */
function tarball(bytes) {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
  const data = whole
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  return { type: 'application/x-tar', arrayBuffer: async () => data }
}

async function start() {
  if (loadFrom) db = await PGlite.create({ loadDataDir: tarball(await readFile(loadFrom)) })
  else db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir)
  server = new PGLiteSocketServer({
    db,
    ...(socketPath ? { path: socketPath } : { host: '127.0.0.1', port: 0 }),
  })
  await server.start()
  parentPort.postMessage({ type: 'ready', conn: socketPath ? null : server.getServerConn() })
}

async function stop() {
  await server?.stop()
  await db?.close()
  parentPort.postMessage({ type: 'stopped' })
}

async function dump(path) {
  // A checkpoint first, so a database started from the dump has no WAL to replay: about 0.8 s of CPU
  // less for each test file that starts from the seeded dump.
  await db.exec('CHECKPOINT')
  const file = await db.dumpDataDir('none')
  await writeFile(path, Buffer.from(await file.arrayBuffer()))
  parentPort.postMessage({ type: 'dumped' })
}

parentPort.on('message', (msg) => {
  const fail = (err) => parentPort.postMessage({ type: 'error', message: String(err) })
  if (msg?.type === 'stop') stop().catch(fail)
  if (msg?.type === 'dump') dump(msg.path).catch(fail)
})

start().catch((err) => parentPort.postMessage({ type: 'error', message: err?.stack ?? String(err) }))
