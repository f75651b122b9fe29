// `pnpm start:cluster [--nodes N] [--port P]`: N server processes on one PostgreSQL and one Redis, behind a
// round-robin load balancer on loopback (scripts/lib/balancer.mjs). Sessions, revocations, rate limits
// and socket rooms are shared through PostgreSQL and Redis (docs/deploy.md).
// DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/storedesk (created when missing),
// REDIS_URL to redis://127.0.0.1:6379. Builds the host app and the server bundle first when missing.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startBalancer } from './lib/balancer.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// the server's own PostgreSQL driver (the workspace root has no dependencies of its own)
const pg = createRequire(join(root, 'apps/server/package.json'))('pg')
const { values } = parseArgs({
  options: { nodes: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
})
const nodes = Number(values.nodes)
const port = Number(values.port)
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 64) throw new Error('--nodes must be 1 to 64')

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storedesk'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const dataDir = process.env.STOREDESK_DATA_DIR ?? join(root, 'data/cluster')
mkdirSync(dataDir, { recursive: true })

/** Creates the database of DATABASE_URL when it does not exist yet (needs CREATEDB on the server). */
async function ensureDatabase(url) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      console.log(`created the database ${name}`)
    }
  } finally {
    await client.end()
  }
}

const build = (filter) => {
  const r = spawnSync('pnpm', ['--filter', filter, 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
if (!existsSync(join(root, 'apps/host/dist/index.html'))) build('@store/host')
if (!existsSync(join(root, 'apps/server/dist/main.js'))) build('@store/server')
await ensureDatabase(databaseUrl)

// Every node must verify every other node's tokens: one secret for the whole cluster.
const jwtSecret = process.env.STOREDESK_JWT_SECRET ?? randomBytes(48).toString('base64url')
const targets = Array.from({ length: nodes }, (_, i) => ({ host: '127.0.0.1', port: port + 1 + i }))
const children = targets.map((target, i) => {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: target.host,
      PORT: String(target.port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      STOREDESK_JWT_SECRET: jwtSecret,
      STOREDESK_NODE_ID: String(i + 1),
      STOREDESK_DATA_DIR: dataDir,
      // the balancer below: the client's address comes from its X-Forwarded-For
      STOREDESK_TRUST_PROXY: '127.0.0.1',
      STOREDESK_SSO_ORIGINS:
        process.env.STOREDESK_SSO_ORIGINS ?? `http://127.0.0.1:${port},http://localhost:${port}`,
    },
  })
  child.on('exit', (code) => {
    console.error(`node ${i + 1} (port ${target.port}) exited with ${code}; stopping the cluster`)
    stop(code ?? 1)
  })
  return child
})

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  )
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

await startBalancer({ host: '127.0.0.1', port, targets })
console.log(`Storedesk cluster: ${nodes} nodes on ports ${targets.map((t) => t.port).join(', ')}`)
console.log(`load balancer on http://127.0.0.1:${port} (round-robin, websockets passed through)`)
