import type { FastifyInstance } from 'fastify'
import {
  goodsResource,
  omsEndpoints as ep,
  omsRuleResource,
  retailShopResource,
  wmsEndpoints,
  wmsWarehouseResource,
  type OmsImportResult,
  type OmsOrder,
  type OmsOrderDetail,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { shopCalls, takeOffSale } from '../shop/test-kit'
import { omsCalls, RUN } from './test-kit'

const PHARMACY = '100001'
const RETAIL = '100002'
const REGION = `R${RUN}`

/** Issue 30 item 2: the OMS calls — intake, routing, split, merge, hold and release, the WMS hand-over. */
describe(`order management (OMS) calls (${engineName})`, () => {
  let app: FastifyInstance
  let oms: ReturnType<typeof omsCalls>
  let retail: ReturnType<typeof omsCalls>
  let clerk: ReturnType<typeof omsCalls>
  let goods: string[]
  /** this run's warehouse A holds a little of each goods (a second, B, a lot of the first two) */
  let whA: string
  const onSale: string[] = []
  let adminToken: string

  const detail = (id: string): Promise<OmsOrderDetail> => oms.data(ep.orderDetail, { query: `id=${id}` })
  const act = (e: { method: string; path: string }, body: object, lang = 'zh_CN') =>
    oms.call(e, { body, lang })
  const totals = (orders: OmsOrder[]) => {
    const sum: Record<string, number> = {}
    for (const l of orders.flatMap((o) => o.lines)) sum[l.goodsId] = (sum[l.goodsId] ?? 0) + l.qty
    return sum
  }

  beforeAll(async () => {
    app = await buildTestApp()
    adminToken = await tokenFor(app, PHARMACY, 'admin')
    oms = omsCalls(app, adminToken)
    retail = omsCalls(app, await tokenFor(app, RETAIL, 'admin'))
    clerk = omsCalls(app, await tokenFor(app, PHARMACY, 'clerk'))
    const page = await oms.data(
      { method: 'GET', path: `${goodsResource.basePath}/page` },
      { query: 'size=3&goodsCode=YP0006' },
    )
    goods = page.records.map((g: { id: string }) => g.id)
    whA = await oms.warehouse('OA', [
      [goods[0]!, 5],
      [goods[1]!, 5],
      [goods[2]!, 5],
    ])
    await oms.warehouse('OB', [
      [goods[0]!, 50],
      [goods[1]!, 50],
    ])
    await oms.data(
      { method: 'POST', path: `${omsRuleResource.basePath}/submit` },
      { body: { name: `测试 ${RUN}`, priority: 1, region: REGION, warehouseId: whA } },
    )
  })
  afterAll(async () => {
    await takeOffSale(app, adminToken, onSale)
    await app.close()
  })

  it('demo data: each tenant has orders of all three channels in several states and two rules, and never sees the other’s', async () => {
    for (const who of [oms, retail]) {
      const orders = (await who.data(ep.orderPage, { query: 'size=100&keyword=DEMO' })).records as OmsOrder[]
      expect(new Set(orders.map((o) => o.channel))).toEqual(new Set(['mall', 'pos', 'marketplace']))
      expect(new Set(orders.map((o) => o.status))).toEqual(
        new Set(['new', 'routed', 'held', 'released', 'completed', 'cancelled']),
      )
      const rules = await who.data(
        { method: 'GET', path: `${omsRuleResource.basePath}/page` },
        { query: 'size=100&status=1' },
      )
      expect(rules.records.length).toBeGreaterThanOrEqual(2)
    }
    const [theirs] = (await retail.data(ep.orderPage, { query: 'size=1' })).records as OmsOrder[]
    expect((await oms.call(ep.orderDetail, { query: `id=${theirs!.id}` })).json().code).toBe(404)
  })

  it('a POS order is taken in once per source number; unknown goods are refused and nothing is saved', async () => {
    const first = await oms.pos(`P1-${RUN}`, [[goods[0]!, 1]])
    const again = await oms.pos(`P1-${RUN}`, [[goods[0]!, 9]])
    expect(again.id).toBe(first.id)
    expect(again.lines).toEqual([expect.objectContaining({ goodsId: goods[0], qty: 1 })])
    const missing = await act(
      ep.orderCreate,
      {
        sourceNo: `P2-${RUN}`,
        receiverName: 'x',
        receiverPhone: '13900000000',
        region: REGION,
        address: 'x',
        lines: [{ goodsId: '999999999', qty: 1 }],
      },
      'en',
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json().msg).toBe('No such goods: 999999999')
    expect((await oms.data(ep.orderPage, { query: `keyword=P2-${RUN}` })).total).toBe(0)
  })

  it('routing takes the rule’s warehouse when it holds every line, else splits across warehouses to the unit; short stock refuses', async () => {
    const whole = await oms.pos(`R1-${RUN}`, [
      [goods[0]!, 2],
      [goods[2]!, 1],
    ])
    const [routed] = (await oms.data(ep.orderRoute, { body: { id: whole.id } })) as OmsOrder[]
    expect(routed).toMatchObject({ status: 'routed', warehouseId: whA })

    const big = await oms.pos(`R2-${RUN}`, [
      [goods[0]!, 20],
      [goods[2]!, 2],
    ])
    const split = (await oms.data(ep.orderRoute, { body: { id: big.id } })) as OmsOrder[]
    expect(split.length).toBeGreaterThanOrEqual(2)
    expect(totals(split)).toEqual({ [goods[0]!]: 20, [goods[2]!]: 2 })
    expect(split.every((o) => o.status === 'routed' && o.sourceNo === `R2-${RUN}`)).toBe(true)
    expect(split.find((o) => o.id === big.id)!.warehouseId).toBe(whA)

    const short = await oms.pos(`R3-${RUN}`, [[goods[2]!, 100_000]])
    const refused = await act(ep.orderRoute, { id: short.id }, 'en')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().msg).toMatch(/available across the warehouses, 100000 needed$/)
    expect((await detail(short.id)).status).toBe('new')
  })

  it('a rule may target a shop (its stock’s warehouse); of equal priorities the warehouse nearest the order’s region wins', async () => {
    const region = `新疆${RUN}`
    const [shop] = (
      await oms.data({ method: 'GET', path: `${retailShopResource.basePath}/page` }, { query: 'size=1' })
    ).records as { id: string }[]
    const near = await oms.warehouse('ON', [[goods[2]!, 3]], {
      shopId: shop!.id,
      latitude: '43.8256',
      longitude: '87.6168',
    })
    const far = await oms.warehouse('OF', [[goods[2]!, 3]], { latitude: '31.2304', longitude: '121.4737' })
    const rule = (body: object, lang = 'zh_CN') =>
      act(
        { method: 'POST', path: `${omsRuleResource.basePath}/submit` },
        { name: `距离 ${RUN}`, priority: 2, region, ...body },
        lang,
      )
    const both = await rule({ warehouseId: far, shopId: shop!.id }, 'en')
    expect(both.json().msg).toBe('A rule targets either a warehouse or a shop (one of them)')
    expect((await rule({}, 'en')).statusCode).toBe(400)
    expect((await rule({ warehouseId: far })).statusCode).toBe(200)
    expect((await rule({ shopId: shop!.id })).statusCode).toBe(200)
    const order = await oms.pos(`D1-${RUN}`, [[goods[2]!, 2]], region)
    const [routed] = (await oms.data(ep.orderRoute, { body: { id: order.id } })) as OmsOrder[]
    expect(routed).toMatchObject({ status: 'routed', warehouseId: near })

    const badPlace = await act(
      { method: 'POST', path: `${wmsWarehouseResource.basePath}/submit` },
      { code: `OX${RUN}`, name: 'x', latitude: '95', longitude: '10' },
      'en',
    )
    expect(badPlace.json().msg).toMatch(/^Latitude must be within -90 to 90/)
    const halfPlace = await act(
      { method: 'POST', path: `${wmsWarehouseResource.basePath}/submit` },
      { code: `OX${RUN}`, name: 'x', latitude: '30' },
    )
    expect(halfPlace.statusCode).toBe(400)
  })

  it('a held order is not routed until released; a released order goes to the WMS as a pick list and is shipped when the WMS ships it', async () => {
    const order = await oms.pos(`H1-${RUN}`, [[goods[1]!, 2]])
    await oms.data(ep.orderHold, { body: { id: order.id, reason: '核实地址' } })
    const refused = await act(ep.orderRoute, { id: order.id }, 'en')
    expect(refused.json().msg).toBe('The order is “On hold”: it cannot be Routed')
    expect((await oms.data(ep.orderRelease, { body: { id: order.id } })).status).toBe('new')
    await oms.data(ep.orderRoute, { body: { id: order.id } })
    expect((await act(ep.orderAllocate, { id: order.id })).statusCode).toBe(400)
    expect((await oms.data(ep.orderRelease, { body: { id: order.id } })).status).toBe('released')
    const allocated = (await oms.data(ep.orderAllocate, { body: { id: order.id } })) as OmsOrder
    expect(allocated).toMatchObject({ status: 'allocated', warehouseId: whA })
    await oms.data(wmsEndpoints.pickPack, { body: { id: allocated.pickId } })
    await oms.data(wmsEndpoints.pickShip, { body: { id: allocated.pickId } })
    const shipped = await detail(order.id)
    expect(shipped.status).toBe('shipped')
    expect(shipped.timeline.map((s) => s.action)).toEqual([
      'create',
      'hold',
      'release',
      'route',
      'release',
      'allocate',
      'ship',
    ])
    expect((await oms.data(ep.orderComplete, { body: { id: order.id } })).status).toBe('completed')
    expect((await act(ep.orderCancel, { id: order.id, reason: 'x' })).statusCode).toBe(400)
  })

  it('cancelling an order in the warehouse cancels its pick list, giving the stock back', async () => {
    const order = await oms.pos(`C1-${RUN}`, [[goods[1]!, 1]])
    await oms.data(ep.orderRoute, { body: { id: order.id } })
    await oms.data(ep.orderRelease, { body: { id: order.id } })
    const { pickId } = (await oms.data(ep.orderAllocate, { body: { id: order.id } })) as OmsOrder
    await oms.data(ep.orderCancel, { body: { id: order.id, reason: '缺货' } })
    const picks = await oms.data(wmsEndpoints.pickPage, { query: `size=100&warehouseId=${whA}` })
    expect(picks.records.find((p: { id: string }) => p.id === pickId).status).toBe('cancelled')
  })

  it('a split moves quantities to a new order and a merge of one receiver’s orders keeps every line', async () => {
    const order = await oms.pos(`S1-${RUN}`, [
      [goods[0]!, 3],
      [goods[1]!, 2],
    ])
    const parts = (await oms.data(ep.orderSplit, {
      body: { id: order.id, lines: [{ goodsId: goods[0], qty: 1 }] },
    })) as OmsOrder[]
    expect(parts).toHaveLength(2)
    expect(totals(parts)).toEqual({ [goods[0]!]: 3, [goods[1]!]: 2 })
    const tooMuch = await act(
      ep.orderSplit,
      {
        id: order.id,
        lines: [
          { goodsId: goods[1], qty: 2 },
          { goodsId: goods[0], qty: 2 },
        ],
      },
      'en',
    )
    expect(tooMuch.statusCode).toBe(400)

    const other = await oms.pos(`S2-${RUN}`, [[goods[1]!, 4]])
    const merged = (await oms.data(ep.orderMerge, {
      body: { ids: parts.map((p) => p.id).concat(other.id) },
    })) as OmsOrder
    expect(totals([merged])).toEqual({ [goods[0]!]: 3, [goods[1]!]: 6 })
    expect((await detail(other.id)).status).toBe('cancelled')
    const stranger = await oms.pos(`S3-${RUN}`, [[goods[1]!, 1]], `X${RUN}`)
    expect((await act(ep.orderMerge, { ids: [merged.id, stranger.id] }, 'en')).json().msg).toBe(
      'Only new or routed orders of one receiver and one channel can be merged',
    )
  })

  it('a marketplace file is refused whole when a row is wrong, each wrong row saying why; a good file is imported once', async () => {
    const header = '平台订单号,收货人,电话,地区,地址,商品编码,数量'
    const codes = (
      await oms.data(
        { method: 'GET', path: `${goodsResource.basePath}/page` },
        { query: 'size=2&goodsCode=YP0006' },
      )
    ).records.map((g: { goodsCode: string }) => g.goodsCode)
    const file = (rows: string[]) => ({
      fileName: 'orders.csv',
      content: Buffer.from([header, ...rows].join('\n')).toString('base64'),
    })
    const good = [
      `M1-${RUN},赵六,13700000000,${REGION},"${REGION} 路 2 号, 3 楼",${codes[0]},2`,
      `M1-${RUN},赵六,13700000000,${REGION},"${REGION} 路 2 号, 3 楼",${codes[1]},1`,
    ]
    const bad: OmsImportResult = await oms.data(ep.orderImport, {
      body: file([
        ...good,
        `M2-${RUN},钱七,13700000001,${REGION},某路,NOPE,1`,
        `M3-${RUN},,13700000001,${REGION},某路,${codes[0]},0`,
      ]),
      lang: 'en',
    })
    expect(bad.imported).toBe(0)
    expect(bad.rows.map((r) => r.error)).toEqual([
      null,
      null,
      'No goods with code NOPE',
      '“Receiver” is required',
    ])
    expect((await oms.data(ep.orderPage, { query: `keyword=M1-${RUN}` })).total).toBe(0)

    const ok: OmsImportResult = await oms.data(ep.orderImport, { body: file(good) })
    expect(ok).toMatchObject({ imported: 1, duplicates: 0 })
    const again: OmsImportResult = await oms.data(ep.orderImport, { body: file(good) })
    expect(again).toMatchObject({ imported: 0, duplicates: 1 })
    const [order] = (await oms.data(ep.orderPage, { query: `keyword=M1-${RUN}` })).records as OmsOrder[]
    expect(order).toMatchObject({ channel: 'marketplace', address: `${REGION} 路 2 号, 3 楼` })
    expect(order!.lines).toHaveLength(2)

    const { default: excel } = await import('exceljs')
    const book = new excel.Workbook()
    const sheet = book.addWorksheet('orders')
    sheet.addRow(['Order number', 'Receiver', 'Phone', 'Region', 'Address', 'Goods code', 'Quantity'])
    sheet.addRow([`M4-${RUN}`, 'Ann', '13700000002', REGION, 'Road 4', codes[0], 3])
    const xlsx = Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
    expect(
      await oms.data(ep.orderImport, { body: { fileName: 'orders.xlsx', content: xlsx } }),
    ).toMatchObject({ imported: 1 })
  })

  it('a paid express order of the shop is taken in as a mall order', async () => {
    const shop = shopCalls(app, adminToken)
    const [master] = await shop.masterGoods(false, 25, 1)
    const onShelf = (await shop.putOnSale(master!.id, 10)).data
    onSale.push(onShelf.id)
    const order = (await shop.checkout(onShelf.id, 2, `oms-${RUN}`)).data
    await shop.pay(order.id)
    const [taken] = (await oms.data(ep.orderPage, { query: `channel=mall&keyword=${order.orderNo}` }))
      .records as OmsOrder[]
    expect(taken).toMatchObject({ status: 'new', region: '上海市', receiverName: '测试买家' })
    expect(taken!.lines).toEqual([expect.objectContaining({ goodsId: master!.id, qty: 2 })])
  })

  it('a role without the area’s buttons may not read or change orders', async () => {
    expect((await clerk.call(ep.orderPage)).statusCode).toBe(403)
    expect((await clerk.call(ep.orderCreate, { body: {} })).statusCode).toBe(403)
  })
})
