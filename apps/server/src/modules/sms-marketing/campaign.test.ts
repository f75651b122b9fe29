import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  crowdPackResource,
  memberTagResource,
  smsMarketingEndpoints as ep,
  smsTemplateResource,
  type CampaignStats,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { outboxCount } from '../sms'
import { smsMktDept, smsMktRecipient } from './schema'
import { callAs, phoneBlock, senderFixture, settled } from './test-fixture'
import { webhookToken } from './tokens'

const TENANT = '100001'
/** quiet hours of equal ends: none, so the test sends whatever the hour */
const NO_QUIET = { quietStart: '00:00', quietEnd: '00:00' }

/** Issue 29 acceptance: campaigns through the fake gateway, on both engines. */
describe(`SMS campaigns (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let base: number

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    callAs(app, admin, method, url, payload)
  const stats = async (id: string) =>
    (await call('GET', `${ep.campaignStats.path}?id=${id}`)).body.data as CampaignStats
  const create = async (body: object) => call('POST', ep.campaignSubmit.path, { ...NO_QUIET, ...body })
  const start = async (id: string) => call('POST', `${ep.campaignSend.path}?id=${id}`)
  const nextBlock = (n: number) => {
    const block = phoneBlock(base, n)
    base += n
    return block
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, TENANT, 'admin')
    base = 15_000_000_000 + randomInt(0, 80_000) * 10_000
  })
  afterAll(async () => {
    await app.close()
  })

  it('a campaign of 10,000 numbers reaches each once, skips the opted-out, charges its cost, and receipts set every status', async () => {
    const f = await senderFixture(app, TENANT, { priceFen: 3, quotaFen: 1_000_000 })
    const phones = nextBlock(10_000)
    const optedOut = phones.filter((_, i) => i % 1000 === 7)
    const token = webhookToken(app.config.jwtSecret, TENANT, f.companyId)
    for (const phone of optedOut) {
      const res = await app.inject({
        method: 'POST',
        url: ep.reply.path,
        query: { tenantId: TENANT, companyId: f.companyId, token },
        payload: { phone, text: ' td ' },
      })
      expect(res.json().data).toEqual({ optedOut: true })
    }
    const saved = await create({
      name: '万人群发',
      deptId: f.deptId,
      templateId: f.templateId,
      audienceKind: 'list',
      // duplicates in the list are one recipient
      phones: [...phones, ...phones.slice(0, 50)],
      params: { name: '会员' },
    })
    expect(saved.body).toMatchObject({ success: true, data: { status: 'draft', listSize: 10_000 } })
    const id = saved.body.data.id as string
    expect((await start(id)).body.data).toMatchObject({ status: 'sending', recipientCount: 10_000 })

    expect(await settled(app, TENANT, id, () => stats(id))).toBe('done')
    const s = await stats(id)
    const failed = phones.filter((p) => p.endsWith('99') && !optedOut.includes(p)).length
    expect(s).toEqual({
      total: 10_000,
      queued: 0,
      sent: 10_000 - optedOut.length,
      delivered: 10_000 - optedOut.length - failed,
      failed,
      optedOut: optedOut.length,
      costFen: (10_000 - optedOut.length) * 3,
    })
    await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      expect(await outboxCount(tx, phones, 'marketing')).toBe(10_000 - optedOut.length)
      const [dept] = await tx.select().from(smsMktDept).where(eq(smsMktDept.id, f.deptId))
      expect(dept!.spentFen).toBe(s.costFen)
    })
  }, 300_000)

  it('two campaigns of one department sent at the same time never spend past its quota', async () => {
    const f = await senderFixture(app, TENANT, { priceFen: 7, quotaFen: 7 * 1234, rate: 200 })
    const ids: string[] = []
    for (const name of ['并发一', '并发二']) {
      const saved = await create({
        name,
        deptId: f.deptId,
        templateId: f.templateId,
        audienceKind: 'list',
        phones: nextBlock(1000),
        params: { name: '会员' },
      })
      ids.push(saved.body.data.id)
    }
    const started = await Promise.all(ids.map(start))
    expect(started.map((r) => r.body.data.status)).toEqual(['sending', 'sending'])
    const ends = await Promise.all(ids.map((id) => settled(app, TENANT, id, () => stats(id))))
    // 2,000 numbers against a quota of 1,234 messages: at least one campaign halts; the other may have
    // sent all its 1,000 before the quota ran out, depending on how their batches interleaved.
    expect(ends).toContain('halted')
    expect(ends.filter((end) => end !== 'halted' && end !== 'done')).toEqual([])
    const both = await Promise.all(ids.map(stats))
    expect(both[0]!.sent + both[1]!.sent).toBe(1234)
    expect(both[0]!.costFen + both[1]!.costFen).toBe(7 * 1234)
    const [dept] = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx.select().from(smsMktDept).where(eq(smsMktDept.id, f.deptId)),
    )
    expect(dept).toMatchObject({ quotaFen: 7 * 1234, spentFen: 7 * 1234 })
    // started again without more quota: refused, nothing changes
    const again = await start(ids[ends.indexOf('halted')]!)
    expect(again.body).toMatchObject({ code: 400, msg: '部门短信额度不足：余额0分，至少需要7分' })
  }, 120_000)

  it('a bad number in an uploaded list is named and nothing is saved; missing template values are named', async () => {
    const f = await senderFixture(app, TENANT, { priceFen: 1, quotaFen: 100 })
    const before = (await call('GET', `${ep.campaignPage.path}?size=1`)).body.data.total
    const bad = await create({
      name: '坏号码',
      deptId: f.deptId,
      templateId: f.templateId,
      audienceKind: 'list',
      phones: ['13800000000', '1380000'],
      params: { name: 'x' },
    })
    expect(bad.body).toMatchObject({ code: 400, msg: '第2个号码“1380000”不是11位手机号码' })
    const missing = await create({
      name: '缺变量',
      deptId: f.deptId,
      templateId: f.templateId,
      audienceKind: 'list',
      phones: ['13800000000'],
    })
    expect(missing.body).toMatchObject({ code: 400, msg: '请填写模板变量：name' })
    expect((await call('GET', `${ep.campaignPage.path}?size=1`)).body.data.total).toBe(before)
  })

  it('a template sent back to review by an edit cannot be sent until approved again', async () => {
    const f = await senderFixture(app, TENANT, { priceFen: 1, quotaFen: 100 })
    const template = (await call('GET', `${smsTemplateResource.basePath}/detail?id=${f.templateId}`)).body
      .data
    const edited = await call('POST', `${smsTemplateResource.basePath}/submit`, {
      ...template,
      content: '{name}您好，新品上市。',
      auditStatus: 1,
    })
    expect(edited.body.data).toMatchObject({ auditStatus: 0 })
    const saved = await create({
      name: '待审模板',
      deptId: f.deptId,
      templateId: f.templateId,
      audienceKind: 'list',
      phones: nextBlock(2),
      params: { name: '会员' },
    })
    expect((await start(saved.body.data.id)).body).toMatchObject({
      code: 400,
      msg: '短信模板尚未审核通过，不能使用',
    })
    expect((await call('POST', ep.templateAudit.path, { id: f.templateId, pass: true })).body.data).toBe(true)
    expect((await call('POST', ep.templateAudit.path, { id: f.templateId, pass: false })).body).toMatchObject(
      {
        code: 400,
        msg: '只能审核待审核的记录',
      },
    )
    expect((await start(saved.body.data.id)).body.data.status).toBe('sending')
  })

  it('a campaign to a crowd pack or a tag goes to its members’ numbers, each once', async () => {
    const f = await senderFixture(app, TENANT, { priceFen: 0, quotaFen: 0 })
    const packs = (await call('GET', `${crowdPackResource.basePath}/page?size=1`)).body.data?.records ?? []
    const tags = (await call('GET', `${memberTagResource.basePath}/page?size=1`)).body.data?.records ?? []
    for (const [kind, audience] of [
      ['crowd', packs[0]],
      ['tag', tags[0]],
    ] as const) {
      if (!audience) continue
      const saved = await create({
        name: `${kind}群发`,
        deptId: f.deptId,
        templateId: f.templateId,
        audienceKind: kind,
        audienceId: audience.id,
        params: { name: '会员' },
        sendAt: '2099-01-01 09:00:00',
      })
      const started = await start(saved.body.data.id)
      if (started.body.code === 400) {
        expect(started.body.msg).toBe('没有可发送的号码')
        continue
      }
      expect(started.body.data.status).toBe('scheduled')
      const rows = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.select().from(smsMktRecipient).where(eq(smsMktRecipient.campaignId, saved.body.data.id)),
      )
      expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length)
      expect(rows.length).toBe(started.body.data.recipientCount)
    }
  })

  it('the receipt webhook refuses a wrong token and changes nothing', async () => {
    const f = await senderFixture(app, TENANT, { priceFen: 1, quotaFen: 100 })
    const res = await app.inject({
      method: 'POST',
      url: ep.receipt.path,
      query: { tenantId: TENANT, companyId: f.companyId, token: 'forged' },
      payload: { receipts: [{ msgId: '1', status: 'DELIVRD' }] },
    })
    expect(res.json()).toMatchObject({ code: 400, msg: '回调凭证无效' })
  })
})
