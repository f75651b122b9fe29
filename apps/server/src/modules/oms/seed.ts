import type { DemoSeeded } from '../../core/module'
import { packPick, shipPick, warehouseStock } from '../wms'
import type { OmsContext } from './context'
import { allocateOrder, cancelOrder, pickShippedListener } from './fulfil'
import { takeIn } from './intake'
import { moveOrder } from './move'
import { orderRow } from './orders'
import { routeOrder } from './route'
import { omsRule } from './schema'

const RECEIVERS = [
  ['张伟', '13800000001', '上海市', '上海市浦东新区世纪大道 100 号'],
  ['李娜', '13800000002', '广东省', '广东省广州市天河路 385 号'],
  ['王芳', '13800000003', '北京市', '北京市朝阳区建国路 88 号'],
] as const

/**
 * Each demo tenant's routing rules (Shanghai to the front warehouse first, the rest to the central one)
 * and orders of every channel in several states, moved there through the real calls (the shipped one
 * through a WMS pick list). Small quantities of the WMS demo's stocked goods.
 */
export async function seedOms(c: OmsContext, goods: DemoSeeded['goods']): Promise<void> {
  const warehouses = await warehouseStock(c.tx, [])
  const central = warehouses.find((w) => w.code === 'WH01')
  const front = warehouses.find((w) => w.code === 'WH02')
  if (!central || !front || goods.length < 3) return
  await c.tx.insert(omsRule).values([
    {
      id: c.ids.next(),
      name: '上海订单走前置仓',
      priority: 1,
      region: '上海',
      warehouseId: front.warehouseId,
    },
    { id: c.ids.next(), name: '默认中心仓', priority: 10, warehouseId: central.warehouseId },
  ])
  const [g0, g1, g2] = goods.map((g) => g.id) as [string, string, string]
  const order = async (
    channel: 'mall' | 'pos' | 'marketplace',
    sourceNo: string,
    who: number,
    lines: [string, number][],
  ) => {
    const [receiverName, receiverPhone, region, address] = RECEIVERS[who]!
    const { id } = await takeIn(c, {
      channel,
      sourceNo,
      receiverName,
      receiverPhone,
      region,
      address,
      lines: lines.map(([goodsId, qty]) => ({ goodsId, qty })),
    })
    return id
  }
  await order('pos', 'POS-DEMO-001', 2, [[g0, 2]])
  await routeOrder(c, await order('mall', 'SO-DEMO-001', 0, [[g1, 3]]))
  await moveOrder(c, await order('marketplace', 'MP-DEMO-001', 1, [[g2, 1]]), 'hold', {}, '地址待核实')
  const released = await order('marketplace', 'MP-DEMO-002', 1, [
    [g0, 1],
    [g1, 1],
  ])
  await routeOrder(c, released)
  await moveOrder(c, released, 'release')
  const completed = await order('pos', 'POS-DEMO-002', 2, [[g1, 2]])
  await routeOrder(c, completed)
  await moveOrder(c, completed, 'release')
  await allocateOrder(c, completed)
  const { pickId } = await orderRow(c, completed)
  await packPick(c, pickId!)
  const shipped = await shipPick(c, pickId!)
  // the shipping event reaches the order when the OMS routes are plugged in; seeding may come before
  await pickShippedListener(c.ids)(c.tx, { pickId: pickId!, code: shipped.code })
  await moveOrder(c, completed, 'complete')
  await cancelOrder(c, await order('mall', 'SO-DEMO-002', 0, [[g0, 1]]), '买家取消')
}
