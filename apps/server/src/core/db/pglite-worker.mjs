// Runs the embedded PGlite database in a worker thread: PGlite executes queries synchronously, so on
// the main thread a long query would freeze every request. The main thread reaches it through the
// PostgreSQL wire protocol (pglite-socket) with the same `pg` driver it uses for a real server.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, socketPath } = workerData
let db
let server

async function start() {
  db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir)
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

parentPort.on('message', (msg) => {
  if (msg?.type === 'stop')
    stop().catch((err) => parentPort.postMessage({ type: 'error', message: String(err) }))
})

start().catch((err) => parentPort.postMessage({ type: 'error', message: err?.stack ?? String(err) }))
