import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { cardModeEndpoints, virtualCoinEndpoints } from '@store/contract'
import { auditLog } from '../../core/audit/schema'
import type { Tx } from '../../core/db/database'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { ledgerCoinConfig } from '../ledger/schema'
import { orgCalls } from '../org/test-helpers'
import { createTenant, uniqueTenantId } from '../sms/test-tenant'
import { DEFAULT_CARD_MODE } from './card-mode'
import { DEFAULT_VIRTUAL_COIN } from '../ledger/coin-config'
import { insiderCardMode } from './schema'

const CARD_MODE = { scope: 'brand', electronicCard: 1, physicalCard: 1, cardPrefix: 'KA', cardLength: 10 }
const COIN = { enabled: 1, coinName: '康安币', coinsPerYuan: 50, expiryMonths: 24 }

/** Spec §7 start-up "membership card mode and virtual coin configuration (member-center path)". */
describe(`member centre settings (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof orgCalls>
  let clerk: string
  let boss: string
  let otherBoss: string
  const tenant = uniqueTenantId('mcs')
  const other = uniqueTenantId('mco')
  const inTenant = <T>(tenantId: string, fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)
  const auditOf = (tenantId: string, requestId: string) =>
    inTenant(tenantId, (tx) => tx.select().from(auditLog).where(eq(auditLog.requestId, requestId)))

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    clerk = await tokenFor(app, '100001', 'clerk')
    await createTenant(app, tenant, [{ account: 'boss', admin: true }])
    await createTenant(app, other, [{ account: 'boss', admin: true }])
    boss = await tokenFor(app, tenant, 'boss')
    otherBoss = await tokenFor(app, other, 'boss')
  })
  afterAll(() => app.close())

  it('every signed-in user reads the settings the shell loads at start-up: the defaults until saved', async () => {
    expect((await calls.get(clerk, cardModeEndpoints.detail.path)).json()).toMatchObject({
      code: 200,
      data: DEFAULT_CARD_MODE,
    })
    expect((await calls.get(otherBoss, virtualCoinEndpoints.detail.path)).json()).toMatchObject({
      code: 200,
      data: DEFAULT_VIRTUAL_COIN,
    })
  })

  it('a saved card mode is the tenant’s one row, audited with before and after; other tenants keep theirs', async () => {
    const res = await calls.post(boss, cardModeEndpoints.submit.path, CARD_MODE)
    expect(res.json()).toMatchObject({ code: 200, success: true, data: CARD_MODE })
    const rows = await inTenant(tenant, (tx) => tx.select().from(insiderCardMode))
    expect(rows).toEqual([expect.objectContaining({ tenantId: tenant, ...CARD_MODE })])
    const again = { ...CARD_MODE, physicalCard: 0 }
    await calls.post(boss, cardModeEndpoints.submit.path, again)
    expect(await inTenant(tenant, (tx) => tx.select().from(insiderCardMode))).toHaveLength(1)
    expect((await calls.get(boss, cardModeEndpoints.detail.path)).json().data).toEqual(again)
    expect(await auditOf(tenant, res.headers['x-request-id'] as string)).toEqual([
      expect.objectContaining({ resource: 'card-mode', before: DEFAULT_CARD_MODE, after: CARD_MODE }),
    ])
    expect((await calls.get(otherBoss, cardModeEndpoints.detail.path)).json().data).toEqual(DEFAULT_CARD_MODE)
  })

  it('a saved virtual coin configuration is the tenant’s one row, audited with before and after', async () => {
    const res = await calls.post(boss, virtualCoinEndpoints.submit.path, COIN)
    expect(res.json()).toMatchObject({ code: 200, success: true, data: COIN })
    const rows = await inTenant(tenant, (tx) => tx.select().from(ledgerCoinConfig))
    expect(rows).toEqual([expect.objectContaining({ tenantId: tenant, ...COIN })])
    expect(await auditOf(tenant, res.headers['x-request-id'] as string)).toEqual([
      expect.objectContaining({ resource: 'virtual-coin', before: DEFAULT_VIRTUAL_COIN, after: COIN }),
    ])
    expect((await calls.get(otherBoss, virtualCoinEndpoints.detail.path)).json().data).toEqual(
      DEFAULT_VIRTUAL_COIN,
    )
  })

  it('a card mode issuing no card, or too short for its prefix and 4 serial digits, is refused with the spec’s message and saves nothing', async () => {
    const post = (body: object, lang = 'zh_CN') =>
      calls.post(otherBoss, `${cardModeEndpoints.submit.path}?lang=${lang}`, body)
    expect((await post({ ...CARD_MODE, electronicCard: 0, physicalCard: 0 })).json()).toMatchObject({
      code: 400,
      success: false,
      msg: '电子卡和实体卡至少发放一种',
    })
    expect((await post({ ...CARD_MODE, cardPrefix: 'KANGAN', cardLength: 9 }, 'en')).json()).toMatchObject({
      code: 400,
      msg: 'Card numbers must be at least 10 characters long (the prefix and 4 serial digits)',
    })
    const badPrefix = (await post({ ...CARD_MODE, cardPrefix: 'ka-1' })).json()
    expect(badPrefix).toMatchObject({ code: 400, success: false })
    expect(badPrefix.msg).toContain('卡号前缀')
    expect(await inTenant(other, (tx) => tx.select().from(insiderCardMode))).toEqual([])
  })

  it('a coin without a name, or worth nothing, is refused naming the field and saves nothing', async () => {
    const post = (body: object) => calls.post(otherBoss, virtualCoinEndpoints.submit.path, body)
    const blank = (await post({ ...COIN, coinName: ' ' })).json()
    expect(blank).toMatchObject({ code: 400, success: false })
    expect(blank.msg).toContain('虚拟币名称')
    const worthless = (await post({ ...COIN, coinsPerYuan: 0 })).json()
    expect(worthless).toMatchObject({ code: 400, success: false })
    expect(worthless.msg).toContain('每元兑换虚拟币数')
    expect(await inTenant(other, (tx) => tx.select().from(ledgerCoinConfig))).toEqual([])
  })

  it('saving needs the screens’ edit permissions: the clerk is refused', async () => {
    expect((await calls.post(clerk, cardModeEndpoints.submit.path, CARD_MODE)).json().code).toBe(403)
    expect((await calls.post(clerk, virtualCoinEndpoints.submit.path, COIN)).json().code).toBe(403)
    expect(await inTenant('100001', (tx) => tx.select().from(insiderCardMode))).toEqual([])
  })
})
