import type { FastifyInstance } from 'fastify'
import { count, eq, sql } from 'drizzle-orm'
import {
  wmsBinResource,
  wmsEndpoints as ep,
  wmsWarehouseResource,
  wmsZoneResource,
  type WmsReceipt,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { plusDays, today } from './lots'
import { wmsBin, wmsLedger, wmsReceipt, wmsStock } from './schema'
import { goodsId, inTenant, makeWarehouse, RUN, type TestWarehouse } from './test-fixture'

const PHARMACY = '100001'
const RETAIL = '100002'
type Who = 'admin' | 'clerk' | 'retail'
type Endpoint = { method: string; path: string }

/** Issue 30 item 1: the WMS calls — their rules, messages, permissions and tenant boundary. */
describe(`warehouse (WMS) calls (${engineName})`, () => {
  let app: FastifyInstance
  const token = {} as Record<Who, string>
  let day: string
  /** the demo bins of each tenant by code */
  const bins = {} as Record<Who, Record<string, string>>
  const warehouses = {} as Record<Who, Record<string, string>>
  /** this run's own warehouses, whose stock no other run or file touches */
  let mine: TestWarehouse
  let theirs: TestWarehouse

  const call = (who: Who, e: Endpoint, opts: { query?: string; body?: object; lang?: string } = {}) =>
    app.inject({
      method: e.method as 'GET',
      url: `${e.path}?lang=${opts.lang ?? 'zh_CN'}${opts.query ? `&${opts.query}` : ''}`,
      headers: auth(token[who]),
      ...(opts.body && { payload: opts.body }),
    })
  const data = async (...args: Parameters<typeof call>) => {
    const res = await call(...args)
    expect(res.json()).toMatchObject({ code: 200, success: true })
    return res.json().data
  }
  /** the envelope of a refused call: HTTP 400, nothing but the message */
  const refusal = async (...args: Parameters<typeof call>) => {
    const res = await call(...args)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false })
    return res.json().msg as string
  }
  const receiptCount = (tenant: string) =>
    inTenant(app, tenant, async (c) => (await c.tx.select({ n: count() }).from(wmsReceipt))[0]!.n)
  const byCode = (rows: { id: string; code: string }[]) => Object.fromEntries(rows.map((r) => [r.code, r.id]))

  beforeAll(async () => {
    app = await buildTestApp()
    token.admin = await tokenFor(app, PHARMACY, 'admin')
    token.clerk = await tokenFor(app, PHARMACY, 'clerk')
    token.retail = await tokenFor(app, RETAIL, 'admin')
    day = await inTenant(app, PHARMACY, (c) => today(c.tx))
    mine = await inTenant(app, PHARMACY, (c) => makeWarehouse(c, 'T', 2))
    theirs = await inTenant(app, RETAIL, (c) => makeWarehouse(c, 'T', 1))
    for (const who of ['admin', 'retail'] as const) {
      const page = (path: string) => data(who, { method: 'GET', path: `${path}/page` }, { query: 'size=100' })
      bins[who] = byCode((await page(wmsBinResource.basePath)).records)
      warehouses[who] = byCode((await page(wmsWarehouseResource.basePath)).records)
    }
  })
  afterAll(() => app.close())

  const lot = (no: string, expiresIn = 365) => ({
    lotNo: `${no}-${RUN}`,
    productionDate: plusDays(day, -30),
    expiryDate: plusDays(day, expiresIn),
  })

  it('demo data: each tenant has two warehouses with bins, lots in stock, receipts and pick lists in several states', async () => {
    for (const who of ['admin', 'retail'] as const) {
      expect(Object.keys(warehouses[who])).toEqual(expect.arrayContaining(['WH01', 'WH02']))
      expect(Object.keys(bins[who]).filter((code) => code.startsWith('WH0'))).toHaveLength(7)
      const stock = await data(who, ep.stockPage, { query: `size=100&warehouseId=${warehouses[who].WH01}` })
      expect(stock.total).toBeGreaterThanOrEqual(5)
      const lots = stock.records.filter((r: { expiryDate: string | null }) => r.expiryDate)
      expect(lots.map((r: { lotNo: string }) => r.lotNo)).toEqual(
        expect.arrayContaining(['L2407A', 'L2311B', 'L2501C', 'L2406D', 'L2502E']),
      )
      const receipts = (
        await data(who, ep.receiptPage, { query: `size=100&warehouseId=${warehouses[who].WH01}` })
      ).records as WmsReceipt[]
      expect(new Set(receipts.map((r) => r.status))).toEqual(new Set(['draft', 'confirmed']))
      const picks = (await data(who, ep.pickPage, { query: `size=100&warehouseId=${warehouses[who].WH01}` }))
        .records as { status: string }[]
      expect(new Set(picks.map((p) => p.status))).toEqual(new Set(['shipped', 'allocated']))
      const alerts = (await data(who, ep.alerts)) as { kind: string; lotNo: string }[]
      expect(alerts).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'near_expiry', lotNo: 'L2406D' })]),
      )
      expect(alerts.some((a) => a.kind === 'low_stock')).toBe(true)
    }
  })

  it('a zone names a live warehouse of the tenant and a bin a live zone; otherwise nothing is saved', async () => {
    const submit = (who: Who, path: string, body: object, lang = 'zh_CN') =>
      call(who, { method: 'POST', path: `${path}/submit` }, { body, lang })
    const zone = await submit('admin', wmsZoneResource.basePath, {
      warehouseId: warehouses.retail.WH01,
      code: `Z${RUN}`,
      name: '借用',
    })
    expect(zone.json()).toMatchObject({ success: false, msg: '仓库不存在或已删除' })
    const bin = await submit('admin', wmsBinResource.basePath, { zoneId: '1', code: `B${RUN}` }, 'en')
    expect(bin.json()).toMatchObject({
      success: false,
      msg: 'The selected Zone does not exist or was removed',
    })
    const zones = await data(
      'admin',
      { method: 'GET', path: `${wmsZoneResource.basePath}/page` },
      {
        query: `code=Z${RUN}`,
      },
    )
    expect(zones.total).toBe(0)
  })

  it('a warehouse, zone or bin that still holds something is not removed', async () => {
    const remove = (path: string, id: string, lang = 'zh_CN') =>
      refusal('admin', { method: 'POST', path: `${path}/remove` }, { query: `ids=${id}`, lang })
    expect(await remove(wmsBinResource.basePath, bins.admin['WH01-A-01']!)).toBe(
      'WH01-A-01 下仍有库区、货位或库存，不能删除',
    )
    expect(await remove(wmsWarehouseResource.basePath, warehouses.admin.WH01!, 'en')).toBe(
      'WH01 still holds zones, bins or stock: it cannot be removed',
    )
    const still = await data(
      'admin',
      { method: 'GET', path: `${wmsBinResource.basePath}/page` },
      {
        query: 'code=WH01-A-01',
      },
    )
    expect(still.total).toBe(1)
  })

  it('a pharmacy goods line without lot and expiry is refused in the caller’s language, and nothing is saved', async () => {
    const goods = await inTenant(app, PHARMACY, (c) => goodsId(c, 'YP00040'))
    const before = await receiptCount(PHARMACY)
    const body = {
      warehouseId: warehouses.admin.WH01!,
      lines: [{ goodsId: goods, binId: bins.admin['WH01-A-01']!, qty: 5 }],
    }
    expect(await refusal('admin', ep.receiptCreate, { body })).toMatch(
      /^.+ 是药品，须填写批号、生产日期和有效期$/,
    )
    expect(await refusal('admin', ep.receiptCreate, { body, lang: 'en' })).toMatch(
      /is a pharmacy goods: its lot, production date and expiry date are required$/,
    )
    const noExpiry = {
      ...body,
      lines: [{ ...body.lines[0], lotNo: 'X1', productionDate: plusDays(day, -1) }],
    }
    expect(await refusal('admin', ep.receiptCreate, { body: noExpiry, lang: 'zh_HK' })).toMatch(
      /是藥品，須填寫批號/,
    )
    expect(await receiptCount(PHARMACY)).toBe(before)
  })

  it('dates out of order, an expired lot, a bin of another warehouse and a zero quantity are refused', async () => {
    const goods = await inTenant(app, PHARMACY, (c) => goodsId(c, 'YP00040'))
    const line = { goodsId: goods, binId: bins.admin['WH01-A-01']!, qty: 5, ...lot('V1') }
    const send = (l: object) =>
      refusal('admin', ep.receiptCreate, { body: { warehouseId: warehouses.admin.WH01, lines: [l] } })
    expect(await send({ ...line, productionDate: plusDays(day, 400) })).toMatch(/的有效期须晚于生产日期$/)
    expect(await send({ ...line, ...lot('V2', -1), productionDate: plusDays(day, -100) })).toMatch(
      /批号 V2-\w+ 已过期，不能入库$/,
    )
    expect(await send({ ...line, binId: bins.admin['WH02-A-01'] })).toBe(
      `货位不存在、已停用或不属于该仓库：${bins.admin['WH02-A-01']}`,
    )
    expect(await send({ ...line, qty: 0 })).toMatch(/数量/)
    expect(await send({ ...line, goodsId: '1' })).toBe('商品不存在：1')
  })

  it('a receipt is put away once: stock and one ledger row per line; confirming again is refused', async () => {
    const goods = await inTenant(app, RETAIL, (c) => goodsId(c, 'SP00050'))
    const binId = theirs.bins[0]!
    // a retail goods needs no lot: it is stocked under the empty lot
    const created = (await data('retail', ep.receiptCreate, {
      body: { warehouseId: theirs.id, lines: [{ goodsId: goods, binId, qty: 9 }] },
    })) as WmsReceipt
    expect(created).toMatchObject({ status: 'draft', lines: [{ goodsId: goods, lotNo: null, qty: 9 }] })
    expect(await data('retail', ep.receiptConfirm, { body: { id: created.id } })).toMatchObject({
      status: 'confirmed',
    })
    expect(await refusal('retail', ep.receiptConfirm, { body: { id: created.id } })).toBe(
      '单据当前状态为“已上架”，不能执行此操作',
    )
    const [cell] = (
      await data('retail', ep.stockPage, { query: `goodsId=${goods}&warehouseId=${theirs.id}` })
    ).records
    expect(cell).toMatchObject({ binId, lotNo: '', onHand: 9, reserved: 0, available: 9 })
    const ledger = await inTenant(app, RETAIL, (c) =>
      c.tx.select().from(wmsLedger).where(eq(wmsLedger.docId, created.id)),
    )
    expect(ledger.map((l) => [l.kind, l.qty])).toEqual([['receipt', 9]])
  })

  it('a pick list reserves, is packed, then shipped; shipping before packing or after is refused', async () => {
    const goods = await inTenant(app, PHARMACY, (c) => goodsId(c, 'YP00041'))
    const wh = mine.id
    const r = await data('admin', ep.receiptCreate, {
      body: {
        warehouseId: wh,
        lines: [{ goodsId: goods, binId: mine.bins[0]!, qty: 10, ...lot('P1') }],
      },
    })
    await data('admin', ep.receiptConfirm, { body: { id: r.id } })
    const shortMsg = await refusal('admin', ep.pickCreate, {
      body: { warehouseId: wh, lines: [{ goodsId: goods, qty: 11 }] },
    })
    expect(shortMsg).toMatch(/可用库存不足：需要 11，可用 10$/)
    const pick = await data('admin', ep.pickCreate, {
      body: { warehouseId: wh, lines: [{ goodsId: goods, qty: 4 }] },
    })
    expect(pick).toMatchObject({ status: 'allocated', lines: [{ lotNo: `P1-${RUN}`, qty: 4 }] })
    const stock = async () =>
      (await data('admin', ep.stockPage, { query: `goodsId=${goods}&warehouseId=${wh}` })).records[0]
    expect(await stock()).toMatchObject({ onHand: 10, reserved: 4, available: 6 })
    expect(await refusal('admin', ep.pickShip, { body: { id: pick.id } })).toBe(
      '单据当前状态为“已分配”，不能执行此操作',
    )
    await data('admin', ep.pickPack, { body: { id: pick.id } })
    expect(await data('admin', ep.pickShip, { body: { id: pick.id } })).toMatchObject({ status: 'shipped' })
    expect(await stock()).toMatchObject({ onHand: 6, reserved: 0, available: 6 })
    expect(await refusal('admin', ep.pickCancel, { body: { id: pick.id }, lang: 'en' })).toBe(
      'The document is “Shipped”: this cannot be done now',
    )
  })

  it('a stocktake freezes its bins, is approved only when counted, adjusts by the variance and thaws them', async () => {
    const goods = await inTenant(app, PHARMACY, (c) => goodsId(c, 'YP00042'))
    const wh = mine.id
    const binId = mine.bins[1]!
    const r = await data('admin', ep.receiptCreate, {
      body: { warehouseId: wh, lines: [{ goodsId: goods, binId, qty: 20, ...lot('S1') }] },
    })
    await data('admin', ep.receiptConfirm, { body: { id: r.id } })
    const take = await data('admin', ep.stocktakeCreate, { body: { warehouseId: wh, binIds: [binId] } })
    expect(take).toMatchObject({ status: 'counting' })
    const line = take.lines.find((l: { goodsId: string }) => l.goodsId === goods)
    expect(line).toMatchObject({ bookQty: 20, countedQty: null })
    const more = { warehouseId: wh, lines: [{ goodsId: goods, binId, qty: 1, ...lot('S1') }] }
    expect(await refusal('admin', ep.receiptCreate, { body: more })).toBe(`货位 T${RUN}-02 正在盘点，已冻结`)
    expect(await refusal('admin', ep.stocktakeApprove, { body: { id: take.id } })).toMatch(
      /行未盘点，不能审核$/,
    )
    const counts = take.lines.map((l: { id: string; goodsId: string; bookQty: number }) => ({
      lineId: l.id,
      countedQty: l.goodsId === goods ? 17 : l.bookQty,
    }))
    await data('admin', ep.stocktakeCount, { body: { id: take.id, lines: counts } })
    expect(await data('admin', ep.stocktakeApprove, { body: { id: take.id } })).toMatchObject({
      status: 'approved',
    })
    const [cell] = (await data('admin', ep.stockPage, { query: `goodsId=${goods}&warehouseId=${wh}` }))
      .records
    expect(cell).toMatchObject({ onHand: 17, available: 17 })
    const ledger = await inTenant(app, PHARMACY, (c) =>
      c.tx.select().from(wmsLedger).where(eq(wmsLedger.docId, take.id)),
    )
    expect(ledger.map((l) => [l.kind, l.qty])).toEqual([['adjust', -3]])
    const [bin] = await inTenant(app, PHARMACY, (c) => c.tx.select().from(wmsBin).where(eq(wmsBin.id, binId)))
    expect(bin!.frozenBy).toBeNull()
  })

  it('a transfer moves available units between warehouses; to the same bin or beyond what is available is refused', async () => {
    const [cell] = (await data('admin', ep.stockPage, { query: 'keyword=L2501C&size=1' })).records
    const to = bins.admin['WH02-A-01']!
    const body = { goodsId: cell.goodsId, lotId: cell.lotId, fromBinId: cell.binId, toBinId: to, qty: 5 }
    expect(await refusal('admin', ep.transfer, { body: { ...body, toBinId: cell.binId } })).toBe(
      '调出货位与调入货位不能相同',
    )
    expect(await refusal('admin', ep.transfer, { body: { ...body, qty: cell.available + 1 } })).toMatch(
      /可用库存不足/,
    )
    expect(await data('admin', ep.transfer, { body })).toBe(true)
    const after = await inTenant(app, PHARMACY, (c) =>
      c.tx.select().from(wmsStock).where(eq(wmsStock.lotId, cell.lotId)),
    )
    expect(after.find((s) => s.binId === cell.binId)!.onHand).toBe(cell.onHand - 5)
  })

  it('every WMS call declares its permission: the clerk is refused each one', async () => {
    for (const e of Object.values(ep)) expect((await call('clerk', e, { body: {} })).statusCode).toBe(403)
  })

  it('another tenant’s documents are not found and its stock is not seen', async () => {
    const [theirs] = (await data('retail', ep.receiptPage, { query: 'size=1' })).records as WmsReceipt[]
    const res = await call('admin', ep.receiptConfirm, { body: { id: theirs!.id } })
    expect(res.json()).toMatchObject({ success: false, code: 404 })
    const mine = (await data('admin', ep.stockPage, { query: 'size=1000' })).records as { binId: string }[]
    const theirBins = new Set(Object.values(bins.retail))
    expect(mine.some((r) => theirBins.has(r.binId))).toBe(false)
  })

  it('the ledger is append-only: UPDATE and DELETE are refused, for the application role and the owner', async () => {
    const [row] = await inTenant(app, PHARMACY, (c) => c.tx.select().from(wmsLedger).limit(1))
    await expect(
      inTenant(app, PHARMACY, (c) => c.tx.execute(sql`UPDATE wms_ledger SET qty = 0 WHERE id = ${row!.id}`)),
    ).rejects.toThrow()
    await expect(
      inTenant(app, PHARMACY, (c) => c.tx.delete(wmsLedger).where(eq(wmsLedger.id, row!.id))),
    ).rejects.toThrow()
    const asOwner = (statement: ReturnType<typeof sql>) =>
      app.db.withSystem(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.tenant_id', ${PHARMACY}, true)`)
        return tx.execute(statement)
      })
    const reason = (e: { message: string; cause?: { message: string } }) => e.cause?.message ?? e.message
    await expect(asOwner(sql`DELETE FROM wms_ledger WHERE id = ${row!.id}`).catch(reason)).resolves.toMatch(
      /append-only/,
    )
    await expect(
      asOwner(sql`UPDATE wms_ledger SET qty = 0 WHERE id = ${row!.id}`).catch(reason),
    ).resolves.toMatch(/append-only/)
    const [still] = await inTenant(app, PHARMACY, (c) =>
      c.tx.select().from(wmsLedger).where(eq(wmsLedger.id, row!.id)),
    )
    expect(still).toEqual(row)
  })
})
