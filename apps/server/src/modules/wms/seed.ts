import type { DemoSeeded } from '../../core/module'
import type { WmsContext } from './context'
import { plusDays, today } from './lots'
import { createPick, packPick, shipPick } from './picks'
import { confirmReceipt, createReceipt } from './receipts'
import { wmsBin, wmsWarehouse, wmsZone } from './schema'

/**
 * Two warehouses, their zones and bins and where they are (Hangzhou, Shanghai):
 * [warehouse code, name, [zone code, name, bin count][], [latitude, longitude]]
 */
export const DEMO_WAREHOUSES = [
  [
    'WH01',
    '中心仓',
    [
      ['WH01-A', '常温区', 3],
      ['WH01-C', '阴凉区', 2],
    ],
    ['30.2741', '120.1551'],
  ],
  ['WH02', '门店前置仓', [['WH02-A', '常温区', 2]], ['31.2304', '121.4737']],
] as const

/**
 * Each demo tenant's warehouses and bins, stock of a few goods received through the real receipt path
 * (so the ledger and the stock agree), one receipt awaiting put-away, one pick list shipped and one
 * allocated. Small: every test loads it.
 */
export async function seedWms(c: WmsContext, goods: DemoSeeded['goods']): Promise<Partial<DemoSeeded>> {
  if (goods.length < 5) return {}
  const bins: string[][] = []
  for (const [code, name, zones, [latitude, longitude]] of DEMO_WAREHOUSES) {
    const warehouseId = c.ids.next()
    await c.tx.insert(wmsWarehouse).values({ id: warehouseId, code, name, latitude, longitude })
    const inWarehouse: string[] = []
    for (const [zoneCode, zoneName, binCount] of zones) {
      const zoneId = c.ids.next()
      await c.tx.insert(wmsZone).values({ id: zoneId, warehouseId, code: zoneCode, name: zoneName })
      for (let b = 1; b <= binCount; b++) {
        const id = c.ids.next()
        await c.tx.insert(wmsBin).values({ id, zoneId, code: `${zoneCode}-${String(b).padStart(2, '0')}` })
        inWarehouse.push(id)
      }
    }
    bins.push([warehouseId, ...inWarehouse])
  }
  const [[main, a1, a2, a3, c1], [front, f1]] = bins as [string[], string[]]
  const day = await today(c.tx)
  const lot = (no: string, expiresIn: number) => ({
    lotNo: no,
    productionDate: plusDays(day, expiresIn - 730),
    expiryDate: plusDays(day, expiresIn),
  })
  const [g0, g1, g2, g3, g4] = goods.map((g) => g.id) as [string, string, string, string, string]
  const received = await createReceipt(c, {
    warehouseId: main!,
    lines: [
      { goodsId: g0, binId: a1!, qty: 120, ...lot('L2407A', 400) },
      { goodsId: g0, binId: a2!, qty: 30, ...lot('L2311B', 45) },
      { goodsId: g1, binId: a1!, qty: 200, ...lot('L2501C', 600) },
      { goodsId: g2, binId: a3!, qty: 60, ...lot('L2406D', 20) },
      { goodsId: g3, binId: c1!, qty: 12, ...lot('L2502E', 500) },
    ],
  })
  await confirmReceipt(c, received.id)
  const front1 = await createReceipt(c, {
    warehouseId: front!,
    lines: [{ goodsId: g1, binId: f1!, qty: 40, ...lot('L2501C', 600) }],
  })
  await confirmReceipt(c, front1.id)
  await createReceipt(c, {
    warehouseId: main!,
    lines: [{ goodsId: g4, binId: a2!, qty: 80, ...lot('L2508F', 700) }],
  })
  const shipped = await createPick(c, { warehouseId: main!, lines: [{ goodsId: g0, qty: 10 }] })
  await packPick(c, shipped.id)
  await shipPick(c, shipped.id)
  await createPick(c, { warehouseId: main!, lines: [{ goodsId: g1, qty: 25 }] })
  return { wmsShippedPick: shipped.id }
}
