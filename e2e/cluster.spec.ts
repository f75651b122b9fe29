import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'pg'
import { io, type Socket } from 'socket.io-client'
import { callApi, tokenOf } from './support/api'
import { startServer, type RunningServer } from './support/server'

const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379'
const BASIC = `Basic ${Buffer.from('storedesk:storedesk_secret').toString('base64')}`
const ADMIN = { tenant: '100001', account: 'admin', password: 'Admin@12345' }

/** Probed before the tests are declared, so that without PostgreSQL or Redis they show as skipped. */
function reachable(): string | null {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const net = require('node:net');
       const up = (url) => new Promise((ok) => { const u = new URL(url);
         const s = net.connect(Number(u.port), u.hostname, () => { s.end(); ok(true) });
         s.on('error', () => ok(false)); s.setTimeout(2000, () => { s.destroy(); ok(false) }) });
       Promise.all([up(process.argv[1]), up(process.argv[2])]).then(([pg, redis]) =>
         process.stdout.write(pg && redis ? '' : !pg ? 'PostgreSQL' : 'Redis'))`,
      POSTGRES.replace(/^postgres(ql)?:/, 'http:'),
      REDIS_URL.replace(/^rediss?:/, 'http:'),
    ],
    { encoding: 'utf8' },
  )
  return probe.stdout || null
}
const missing = reachable()
if (missing) console.warn(`cluster tests skipped: ${missing} is not reachable (${POSTGRES}, ${REDIS_URL})`)
const describeCluster = missing ? describe.skip : describe

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A password sign-in attempt; resolves with the OAuth answer (tokens or error). */
async function signIn(url: string, password: string): Promise<{ access_token?: string; error?: string }> {
  const res = await fetch(`${url}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: BASIC,
      'content-type': 'application/x-www-form-urlencoded',
      'tenant-id': ADMIN.tenant,
    },
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'all',
      tenantId: ADMIN.tenant,
      username: ADMIN.account,
      password,
    }),
  })
  return (await res.json()) as { access_token?: string; error?: string }
}

/**
 * Issue 9 "Many nodes": two server processes (the built bundle, apps/server/dist) on one fresh
 * PostgreSQL database and one Redis, with a key prefix of this run's own.
 */
describeCluster('two server nodes on one PostgreSQL and one Redis', () => {
  const database = `storedesk_cluster_${Date.now().toString(36)}_${process.pid}`
  let dataDir: string
  let nodeA: RunningServer
  let nodeB: RunningServer
  const sockets: Socket[] = []

  beforeAll(async () => {
    const admin = new Client({ connectionString: `${POSTGRES}/postgres` })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
    dataDir = mkdtempSync(join(tmpdir(), 'storedesk-cluster-'))
    const env = {
      DATABASE_URL: `${POSTGRES}/${database}`,
      REDIS_URL,
      REDIS_KEY_PREFIX: `storedesk-test:${database}:`,
      STOREDESK_JWT_SECRET: randomBytes(48).toString('base64url'),
      STOREDESK_DATA_DIR: dataDir,
      STOREDESK_WEB_DIR: '/nonexistent',
    }
    // both start at once: one migrates and seeds, the other waits on the migration lock
    ;[nodeA, nodeB] = await Promise.all([
      startServer({ ...env, STOREDESK_NODE_ID: '1' }),
      startServer({ ...env, STOREDESK_NODE_ID: '2' }),
    ])
  }, 120_000)

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    await Promise.all([nodeA?.stop(), nodeB?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
    const admin = new Client({ connectionString: `${POSTGRES}/postgres` })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  }, 60_000)

  it('a session logged out on one node is refused on the other', async () => {
    const token = await tokenOf(nodeA.url, ADMIN)
    expect((await callApi(nodeB.url, token, '/api/blade-system/dict/page')).code).toBe(200)
    const out = await fetch(`${nodeA.url}/api/blade-auth/oauth/logout`, {
      headers: { 'blade-auth': `bearer ${token}` },
    })
    expect(out.status).toBe(200)
    const refused = await fetch(`${nodeB.url}/api/blade-system/dict/page`, {
      headers: { 'blade-auth': `bearer ${token}` },
    })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ code: 401, success: false })
  })

  it('a notice published through one node reaches a socket.io client connected to the other', async () => {
    const token = await tokenOf(nodeA.url, ADMIN)
    const socket = io(nodeB.url, { auth: { token }, transports: ['websocket'], reconnection: false })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })
    const notices: { title: string }[] = []
    socket.on('haveNewNotice', (payload: { title: string }) => notices.push(payload))
    const title = `cluster ${database}`
    const published = await callApi(nodeA.url, token, '/api/blade-desk/notice/submit', {
      type: 1,
      title,
      content: 'across nodes',
    })
    expect(published.code).toBe(200)
    await until(() => notices.length > 0)
    expect(notices).toEqual([expect.objectContaining({ title, type: 1 })])
  })

  it('failed sign-ins count across nodes: a wrong password on one makes the other ask for the captcha', async () => {
    expect(await signIn(nodeA.url, 'Wrong@12345')).toMatchObject({ error: 'invalid_grant' })
    expect(await signIn(nodeB.url, ADMIN.password)).toMatchObject({ error: 'captcha_required' })
  })
})
