import type { FastifyInstance } from 'fastify'
import { NOTICE_TYPE } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { ownTenant } from '../settings/test-tenant'
import { seedNotices } from './seed'
import { sendNotice } from './service'

const BASE = '/api/blade-desk/notice'
const tag = `${Date.now().toString(36)}${process.pid % 100}`

interface Inbox {
  id: string
  title: string
  type: number
  read: number
  time: string
  address: string | null
}

describe(`notices: the inbox, unread counts, reading, administration (${engineName})`, () => {
  let app: FastifyInstance
  /** the inbox is exercised in a tenant of this file's own, so its readers' counts start clean */
  let own: Awaited<ReturnType<typeof ownTenant>>
  let admin: string
  let alice: { id: string; token: string }
  let bob: { id: string; token: string }
  let clerk: string
  let demoAdmin: string
  let otherAdmin: string

  const get = (url: string, token: string) => app.inject({ url: `${BASE}${url}`, headers: auth(token) })
  const post = (url: string, payload: object | undefined, token: string) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(token), ...(payload && { payload }) })
  const submit = async (values: object, token = admin) => {
    const res = await post('/submit', values, token)
    expect(res.json()).toMatchObject({ code: 200 })
    return res.json().data as { id: string }
  }
  const unread = async (token: string) => (await get('/unread-count', token)).json().data
  const inbox = async (query: string, token: string): Promise<Inbox[]> =>
    (await get(`/page?${query}`, token)).json().data.records

  beforeAll(async () => {
    app = await buildTestApp()
    own = await ownTenant(app, 'nt', ['alice', 'bob'])
    admin = own.tokenOf('admin')
    alice = { id: own.idOf('alice'), token: own.tokenOf('alice') }
    bob = { id: own.idOf('bob'), token: own.tokenOf('bob') }
    await app.db.withTenant({ tenantId: own.tenantId }, (tx) => seedNotices(tx, app.ids))
    clerk = await tokenFor(app, '100001', 'clerk')
    demoAdmin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(async () => {
    await own.drop()
    await app.close()
  })

  it('a new user’s dot counts every published notice to everyone, the seeded welcome notice among them', async () => {
    const counts = await unread(alice.token)
    expect(counts.notice).toBeGreaterThanOrEqual(1)
    expect(counts.total).toBe(counts.notice + counts.download + counts.update)
    const titles = (await inbox('type=1&size=1000', alice.token)).map((n) => n.title)
    expect(titles).toContain('欢迎使用 Storedesk')
  })

  it('a notice to everyone shows first in each reader’s list, unread, until that reader reads it', async () => {
    const before = await unread(alice.token)
    const n = await submit({
      title: `盘点通知 ${tag}`,
      type: 1,
      content: '本周六晚盘点，请提前备货。',
      userName: '运营部',
      phone: '13800138000',
      showDate: '2026-03-14',
    })
    expect((await unread(alice.token)).notice).toBe(before.notice + 1)
    const [first] = await inbox('type=1', alice.token)
    expect(first).toMatchObject({ id: n.id, read: 0, title: `盘点通知 ${tag}` })
    expect(first!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const detail = (await get(`/detail?id=${n.id}`, alice.token)).json().data
    expect(detail).toMatchObject({
      content: '本周六晚盘点，请提前备货。',
      userName: '运营部',
      phone: '13800138000',
      showDate: '2026-03-14',
    })

    expect((await post('/read', { ids: n.id }, alice.token)).json().data).toBe(1)
    expect((await post('/read', { ids: n.id }, alice.token)).json().data).toBe(0)
    expect((await unread(alice.token)).notice).toBe(before.notice)
    expect((await inbox('type=1', alice.token))[0]).toMatchObject({ id: n.id, read: 1 })
    expect((await inbox('type=1', bob.token))[0]).toMatchObject({ id: n.id, read: 0 })
    expect((await inbox('type=1&read=0&size=1000', alice.token)).map((x) => x.id)).not.toContain(n.id)
  })

  it('a download notice to one user reaches only that user; read without ids marks all of a type', async () => {
    const forAlice = await submit({
      title: `会员导出完成 ${tag}`,
      type: 2,
      deliveryWay: 2,
      recipientUserId: alice.id,
      address: 'https://files.example.com/export/1.xlsx',
    })
    const viaService = await app.db.withTenant({ tenantId: own.tenantId }, (tx) =>
      sendNotice(
        tx,
        app.ids,
        {
          title: `订单导出完成 ${tag}`,
          type: NOTICE_TYPE.download,
          address: 'https://files.example.com/export/2.xlsx',
          recipientUserId: alice.id,
        },
        { userId: null },
      ),
    )
    const aliceDownloads = (await inbox('type=2&deliveryWay=2', alice.token)).map((x) => x.id)
    expect(aliceDownloads.slice(0, 2)).toEqual([viaService, forAlice.id])
    expect((await inbox('type=2&size=1000', bob.token)).map((x) => x.id)).not.toContain(forAlice.id)
    expect((await get(`/detail?id=${forAlice.id}`, bob.token)).json().code).toBe(404)
    expect((await post('/read', { ids: forAlice.id }, bob.token)).json().code).toBe(404)

    expect((await unread(alice.token)).download).toBeGreaterThanOrEqual(2)
    expect((await post('/read', { type: 2 }, alice.token)).json().data).toBeGreaterThanOrEqual(2)
    expect((await unread(alice.token)).download).toBe(0)
    expect((await post('/read?type=2', undefined, alice.token)).json().data).toBe(0)
  })

  it('lists are 10 a page by default (spec §9), newest first', async () => {
    for (let i = 0; i < 11; i += 1) {
      await submit({
        title: `版本说明 ${tag} #${i}`,
        type: 3,
        address: `https://docs.example.com/notes/${i}`,
      })
    }
    const page = (await get('/page?type=3', bob.token)).json().data
    expect(page.size).toBe(10)
    expect(page.records).toHaveLength(10)
    expect(page.total).toBeGreaterThanOrEqual(11)
    expect(page.records[0].title).toBe(`版本说明 ${tag} #10`)
    expect(
      (await get('/page?type=3&current=2', bob.token)).json().data.records.length,
    ).toBeGreaterThanOrEqual(1)
  })

  it('a notice released later is hidden from readers until then; its administrators see it', async () => {
    const later = await submit({
      title: `预告 ${tag}`,
      type: 1,
      content: '下月上线',
      releaseTime: '2099-01-01 08:00:00',
    })
    expect((await inbox('type=1&size=1000', alice.token)).map((x) => x.id)).not.toContain(later.id)
    expect((await get(`/detail?id=${later.id}`, alice.token)).json().code).toBe(404)
    expect((await get(`/detail?id=${later.id}`, admin)).json().data).toMatchObject({
      id: later.id,
      time: '2099-01-01 08:00:00',
    })
    expect((await get(`/list?title=${encodeURIComponent(`预告 ${tag}`)}`, admin)).json().data.total).toBe(1)
  })

  it('a removed notice leaves every inbox and count', async () => {
    const n = await submit({ title: `撤回 ${tag}`, type: 1, content: '误发' })
    const before = (await unread(bob.token)).notice
    expect((await post(`/remove?ids=${n.id}`, undefined, admin)).json().data).toBe(true)
    expect((await unread(bob.token)).notice).toBe(before - 1)
    expect((await get(`/detail?id=${n.id}`, bob.token)).json().code).toBe(404)
  })

  it('what a notice must hold, with spec §5’s phone and URL rules', async () => {
    const refuse = async (values: object, msg: string) => {
      const res = await post('/submit', { title: 't', type: 1, content: 'c', ...values }, admin)
      expect([values, res.statusCode, res.json().msg]).toEqual([values, 400, msg])
    }
    await refuse({ type: 2, content: null }, '下载通知和产品更新通知必须填写链接地址')
    await refuse({ content: '  ' }, '通知公告必须填写内容')
    await refuse({ address: 'files.example.com/x' }, '链接地址必须是以 http、https 或 ftp 开头的网址')
    await refuse({ deliveryWay: 2 }, '定向通知必须指定接收人')
    await refuse({ deliveryWay: 2, recipientUserId: '42' }, '接收人不存在')
    await refuse({ phone: '1380013800' }, '手机号码长度不为11位')
    await refuse({ phone: '23800138000' }, '手机号码格式不正确')
    await refuse({ type: 4 }, '参数校验失败：通知类型不能大于3')
  })

  it('the clerk reads their inbox but may not administer notices (403)', async () => {
    expect((await get('/page', clerk)).statusCode).toBe(200)
    expect((await get('/unread-count', clerk)).statusCode).toBe(200)
    expect((await get('/list', clerk)).statusCode).toBe(403)
    expect((await post('/submit', { title: 't', type: 1, content: 'c' }, clerk)).statusCode).toBe(403)
    expect((await post('/remove?ids=1', undefined, clerk)).statusCode).toBe(403)
  })

  it('tenant 100002’s administrator sees none of 100001’s notices', async () => {
    const n = await submit({ title: `内部 ${tag}`, type: 1, content: '仅本租户' }, demoAdmin)
    try {
      expect((await inbox('size=1000', clerk)).map((x) => x.id)).toContain(n.id)
      expect((await inbox('size=1000', otherAdmin)).map((x) => x.id)).not.toContain(n.id)
      expect(
        (await get(`/list?title=${encodeURIComponent(`内部 ${tag}`)}`, otherAdmin)).json().data.total,
      ).toBe(0)
      expect((await get(`/detail?id=${n.id}`, otherAdmin)).json().code).toBe(404)
      expect((await post('/read', { ids: n.id }, otherAdmin)).json().code).toBe(404)
      expect((await post(`/remove?ids=${n.id}`, undefined, otherAdmin)).json().code).toBe(404)
    } finally {
      await post(`/remove?ids=${n.id}`, undefined, demoAdmin)
    }
  })
})
