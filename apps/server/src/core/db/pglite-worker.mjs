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

async function start() {
  if (loadFrom) db = await PGlite.create({ loadDataDir: new Blob([await readFile(loadFrom)]) })
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
