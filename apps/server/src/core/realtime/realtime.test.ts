import { spawnSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client'
import { BINDING_DEPT, MESSAGES, NOTICE_DELIVERY, type BindingDeptAck } from '@store/contract'
import { auth, buildTestApp, engineName } from '../../test/app'
import { ownTenant } from '../../modules/settings/test-tenant'
import { recordRevocation } from '../../modules/auth/revocations'
import type { Session } from '../tokens'
import { enqueueRealtime } from './outbox'
import { deptRoom, sessionRoom, tenantRoom } from './rooms'
import { realtimeOutbox } from './schema'
import { SWEEP_MS } from './dispatcher'

const NOTICES = '/api/blade-desk/notice'
const tag = `${Date.now().toString(36)}${process.pid % 100}`
const clients: ClientSocket[] = []

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

function open(url: string, token: string, lang?: string): ClientSocket {
  const socket = connectClient(url, {
    auth: { token, lang },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  clients.push(socket)
  return socket
}

/** A connected client, or the handshake's refusal (`connect_error`). */
function connect(url: string, token: string, lang?: string): Promise<ClientSocket> {
  const socket = open(url, token, lang)
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

/** Every payload of `event` the client hears, in order. */
function heard(socket: ClientSocket, event: string): unknown[] {
  const payloads: unknown[] = []
  socket.on(event, (payload: unknown) => payloads.push(payload))
  return payloads
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}

const aSession = (over: Partial<Session> = {}): Session => ({
  tenantId: `rt${tag}`.slice(0, 12),
  userId: '9000000000000000001',
  roleIds: [],
  deptId: null,
  account: 'socket-test',
  sessionId: `${tag}${Math.random().toString(36).slice(2, 10)}`,
  ...over,
})

describe(`realtime hub: socket.io rooms fed by the outbox (${engineName})`, () => {
  let app: FastifyInstance
  let url: string
  let tenantA: Awaited<ReturnType<typeof ownTenant>>
  let tenantB: Awaited<ReturnType<typeof ownTenant>>

  const publish = async (token: string, values: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `${NOTICES}/submit`,
      headers: auth(token),
      payload: { type: 1, content: '内容', ...values },
    })
    expect(res.json()).toMatchObject({ code: 200 })
    return res.json().data as { id: string }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    tenantA = await ownTenant(app, 'rta', ['alice', 'bob'])
    tenantB = await ownTenant(app, 'rtb', ['carol'])
    url = await listen(app)
  })
  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await tenantA.drop()
    await tenantB.drop()
    await app.close()
  })

  it('a published notice reaches every connected user of its tenant and no user of another tenant', async () => {
    const alice = heard(await connect(url, tenantA.tokenOf('alice')), 'haveNewNotice')
    const bob = heard(await connect(url, tenantA.tokenOf('bob')), 'haveNewNotice')
    const carol = heard(await connect(url, tenantB.tokenOf('carol')), 'haveNewNotice')

    const ofA = await publish(tenantA.tokenOf('admin'), { title: `A 的通知 ${tag}` })
    const ofB = await publish(tenantB.tokenOf('admin'), { title: `B 的通知 ${tag}` })

    await until(() => alice.length === 1 && bob.length === 1 && carol.length === 1)
    expect(alice).toEqual([{ id: ofA.id, title: `A 的通知 ${tag}`, type: 1 }])
    expect(bob).toEqual(alice)
    // B's notice was sent after A's: had A's reached carol, it would have come first.
    expect(carol).toEqual([{ id: ofB.id, title: `B 的通知 ${tag}`, type: 1 }])
  })

  it('a notice to one user reaches that user only', async () => {
    const aliceSocket = await connect(url, tenantA.tokenOf('alice'))
    const alice = heard(aliceSocket, 'haveNewNotice')
    const bob = heard(await connect(url, tenantA.tokenOf('bob')), 'haveNewNotice')
    const admin = tenantA.tokenOf('admin')

    await publish(admin, {
      title: `给 alice ${tag}`,
      deliveryWay: NOTICE_DELIVERY.oneUser,
      recipientUserId: tenantA.idOf('alice'),
    })
    await publish(admin, { title: `给大家 ${tag}` })

    await until(() => alice.length === 2 && bob.length === 1)
    expect(alice.map((n) => (n as { title: string }).title)).toEqual([`给 alice ${tag}`, `给大家 ${tag}`])
    expect(bob.map((n) => (n as { title: string }).title)).toEqual([`给大家 ${tag}`])
  })

  it('a notice released later waits in the outbox until its release time, and removing it first withdraws it', async () => {
    // two days ahead in UTC is still ahead in any tenant's time zone
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
    const scheduled = await publish(tenantA.tokenOf('admin'), { title: `稍后 ${tag}`, releaseTime: later })
    const key = `notice:${tenantA.tenantId}:${scheduled.id}`
    const waiting = () =>
      app.db.withSystem((tx) => tx.select().from(realtimeOutbox).where(eq(realtimeOutbox.key, key)))

    const [row] = await waiting()
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now() + 86_400_000)
    const removed = await app.inject({
      method: 'POST',
      url: `${NOTICES}/remove?ids=${scheduled.id}`,
      headers: auth(tenantA.tokenOf('admin')),
    })
    expect(removed.json()).toMatchObject({ code: 200 })
    expect(await waiting()).toEqual([])
  })

  it('an event written in a rolled-back transaction is never sent; the next committed one is', async () => {
    const session = aSession()
    const events = heard(await connect(url, await app.tokens.sign(session, 600)), 'newOrder')
    const room = sessionRoom(session.sessionId)
    const to = [room]

    await expect(
      app.db.withTenant({ tenantId: session.tenantId }, async (tx) => {
        await enqueueRealtime(tx, { event: 'newOrder', payload: { content: 'rolled back' }, to })
        throw new Error('the business write failed')
      }),
    ).rejects.toThrow('the business write failed')
    await app.db.withTenant({ tenantId: session.tenantId }, (tx) =>
      enqueueRealtime(tx, { event: 'newOrder', payload: { content: 'committed', voiceTime: 3 }, to }),
    )

    await until(() => events.length > 0)
    expect(events).toEqual([{ content: 'committed', voiceTime: 3 }])
    const left = await app.db.withSystem((tx) =>
      tx
        .select()
        .from(realtimeOutbox)
        .where(sql`${room} = ANY(${realtimeOutbox.rooms})`),
    )
    expect(left).toEqual([])
  })

  it('an event its writer never sent (the process died after the commit) is sent by the sweeper', async () => {
    const session = aSession()
    const events = heard(await connect(url, await app.tokens.sign(session, 600)), 'workflowNotify')
    await app.db.withSystem((tx) =>
      tx.insert(realtimeOutbox).values({
        event: 'workflowNotify',
        rooms: [sessionRoom(session.sessionId)],
        payload: { content: 'left behind' },
        createdAt: sql`now() - interval '1 minute'`,
        dueAt: sql`now() - interval '1 minute'`,
      }),
    )
    await until(() => events.length > 0, SWEEP_MS * 3)
    expect(events).toEqual([{ content: 'left behind' }])
  })

  it('refuses a forged, an expired and a revoked token, in the client’s language', async () => {
    const forged = await connect(url, 'not-a-token').catch((e: { data: unknown }) => e.data)
    expect(forged).toEqual({ code: 401, msg: MESSAGES.unauthorized.zh_CN })

    const expired = await app.tokens.sign(aSession(), -60)
    expect(await connect(url, expired, 'en').catch((e: { data: unknown }) => e.data)).toEqual({
      code: 401,
      msg: MESSAGES.unauthorized.en,
    })

    const loggedOut = aSession()
    const forcedOff = aSession()
    await app.db.withSystem(async (tx) => {
      const until = new Date(Date.now() + 600_000)
      await recordRevocation(tx, loggedOut.sessionId, 'logout', until)
      await recordRevocation(tx, forcedOff.sessionId, 'forced_offline', until)
    })
    const token = (s: Session) => app.tokens.sign(s, 600)
    expect(await connect(url, await token(loggedOut)).catch((e: { data: unknown }) => e.data)).toEqual({
      code: 401,
      msg: MESSAGES.unauthorized.zh_CN,
    })
    expect(
      await connect(url, await token(forcedOff), 'zh_HK').catch((e: { data: unknown }) => e.data),
    ).toEqual({
      code: 401,
      msg: MESSAGES.forcedOffline.zh_HK,
    })
  })

  it('a session forced offline hears `downline` and is disconnected; the user’s other sessions stay', async () => {
    const ended = aSession()
    const other = aSession({ userId: ended.userId })
    const endedSocket = await connect(url, await app.tokens.sign(ended, 600))
    const otherSocket = await connect(url, await app.tokens.sign(other, 600))
    const downline = heard(endedSocket, 'downline')
    const reason = new Promise((resolve) => endedSocket.once('disconnect', resolve))

    await app.db.withSystem((tx) =>
      recordRevocation(tx, ended.sessionId, 'forced_offline', new Date(Date.now() + 600_000)),
    )

    expect(await reason).toBe('io server disconnect')
    expect(downline).toEqual([{ reason: 'forced_offline' }])
    expect(otherSocket.connected).toBe(true)
  })

  it('`bindingDept` with the caller’s own user id joins its department’s room; another id is refused', async () => {
    const session = aSession({ deptId: '7000000000000000001' })
    const socket = await connect(url, await app.tokens.sign(session, 600))
    const orders = heard(socket, 'newOrder')

    const refusedAck: BindingDeptAck = await socket.emitWithAck(BINDING_DEPT, '1')
    expect(refusedAck).toEqual({ success: false })
    const ack: BindingDeptAck = await socket.emitWithAck(BINDING_DEPT, session.userId)
    expect(ack).toEqual({ success: true, deptId: session.deptId })

    await app.db.withTenant({ tenantId: session.tenantId }, (tx) =>
      enqueueRealtime(tx, {
        event: 'newOrder',
        payload: { content: 'for the store' },
        to: [deptRoom(session.tenantId, session.deptId!)],
      }),
    )
    await until(() => orders.length > 0)
    expect(orders).toEqual([{ content: 'for the store' }])
  })
})

const REDIS_URL = 'redis://127.0.0.1:6379'
/** Probed before the tests are declared, so that without Redis its tests show as skipped. */
const redisUp =
  spawnSync(
    process.execPath,
    [
      '-e',
      "require('net').connect(6379, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))",
    ],
    { timeout: 3000 },
  ).status === 0
const describeWithRedis = redisUp ? describe : describe.skip

describeWithRedis(`realtime hub with Redis: several server processes share the rooms (${engineName})`, () => {
  const apps: FastifyInstance[] = []
  const urls: string[] = []

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const app = await buildTestApp({ env: { REDIS_URL } })
      apps.push(app)
      urls.push(await listen(app))
    }
  })
  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it('an event sent by one process reaches each client of its room once, whichever process it is connected to', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance]
    const session = aSession()
    const onFirst = heard(await connect(urls[0]!, await first.tokens.sign(session, 600)), 'newOrder')
    const onSecond = heard(
      await connect(
        urls[1]!,
        await second.tokens.sign({ ...session, sessionId: `${session.sessionId}b` }, 600),
      ),
      'newOrder',
    )
    // Both adapters must have subscribed before the event is published.
    await until(() => first.hub.of('/').adapter.rooms.has(tenantRoom(session.tenantId)))
    await until(() => second.hub.of('/').adapter.rooms.has(tenantRoom(session.tenantId)))

    await first.db.withTenant({ tenantId: session.tenantId }, (tx) =>
      enqueueRealtime(tx, {
        event: 'newOrder',
        payload: { content: 'one order' },
        to: [tenantRoom(session.tenantId)],
      }),
    )
    await until(() => onFirst.length > 0 && onSecond.length > 0)
    await new Promise((r) => setTimeout(r, 300))
    expect(onFirst).toEqual([{ content: 'one order' }])
    expect(onSecond).toEqual([{ content: 'one order' }])
  })
})
