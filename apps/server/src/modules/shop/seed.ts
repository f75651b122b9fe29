import type { ShopOrderStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { goodsSaleBriefs } from '../goods'
import { shopGoods, shopOrder, shopOrderLine, shopOrderLog, shopSetting } from './schema'
import { seedAfterSales } from './seed-after-sale'
import { DEFAULT_PAYMENT } from './settings'

/** Each demo tenant's mall (tests look its name up). */
export const DEMO_MALLS: Record<string, string> = { '100001': '康宁大药房微商城', '100002': '优品生活商城' }
const CATEGORIES = ['热销推荐', '家庭常备', '新品上架']
const GOODS_ON_SALE = 20
const BUYERS: [string, string][] = [
  ['张伟', '13800138001'],
  ['王芳', '13900139002'],
  ['李娜', '13700137003'],
  ['刘洋', '13600136004'],
]
/** The demo orders' states, one order each, newest last: every state is on the list screen. */
const STATES: ShopOrderStatus[] = [
  'completed',
  'completed',
  'shipped',
  'paid',
  'paid',
  'unpaid',
  'unpaid',
  'cancelled',
]
const STEPS: Record<ShopOrderStatus, ShopOrderStatus[]> = {
  awaiting_prescription: [],
  unpaid: [],
  group_forming: [],
  paid: ['paid'],
  shipped: ['paid', 'shipped'],
  completed: ['paid', 'shipped', 'completed'],
  cancelled: ['cancelled'],
}
const ACTION: Record<string, string> = {
  paid: 'pay',
  shipped: 'ship',
  completed: 'complete',
  cancelled: 'cancel',
}
const HOUR = 3_600_000

/**
 * A demo tenant's shop: its settings, 20 of its goods on sale, a few orders in every state and two
 * after-sales, each table written by one insert (the seed runs at every test server start).
 */
export async function seedShop(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  demoGoods: { id: string }[] | undefined,
): Promise<void> {
  const mallName = DEMO_MALLS[tenantId]
  if (!mallName || !demoGoods?.length) return
  await tx.insert(shopSetting).values({
    mallName,
    servicePhone: '400-800-1234',
    isOpen: 1,
    pickupEnabled: 1,
    payment: DEFAULT_PAYMENT,
    cancelMinutes: 30,
    buyerCancelUnpaid: 1,
    buyerCancelPaid: 0,
    cancelReasons: ['不想要了', '信息填写错误', '其他'],
    autoCompleteDays: 7,
    newOrderVoice: 1,
    refundOrderVoice: 1,
    voiceTime: 1,
  })
  const briefs = (
    await goodsSaleBriefs(
      tx,
      demoGoods.slice(0, GOODS_ON_SALE * 2).map((g) => g.id),
    )
  )
    .filter((g) => !g.rx)
    .slice(0, GOODS_ON_SALE)
  const onSale = briefs.map((g, i) => ({
    id: ids.next(),
    goodsId: g.id,
    goodsCode: g.goodsCode,
    goodsName: g.tradeName,
    rx: 0,
    listFen: g.retailFen,
    classId: g.classId,
    brandId: g.brandId,
    category: CATEGORIES[i % CATEGORIES.length]!,
    priceFen: g.retailFen,
    stock: 100 + i * 10,
    onShelf: i % 10 === 9 ? 0 : 1,
  }))
  if (onSale.length === 0) return
  await tx.insert(shopGoods).values(onSale)

  const now = Date.now()
  const orders = STATES.map((status, i) => {
    const goods = onSale[i % onSale.length]!
    const quantity = 1 + (i % 3)
    const [buyerName, buyerPhone] = BUYERS[i % BUYERS.length]!
    const payableFen = goods.priceFen * quantity
    const created = new Date(now - (STATES.length - i) * 5 * HOUR)
    const paid = STEPS[status].includes('paid')
    return {
      order: {
        id: ids.next(),
        orderNo: `SO${tenantId}${String(i + 1).padStart(4, '0')}`,
        idempotencyKey: `demo-${tenantId}-${i}`,
        status,
        buyerName,
        buyerPhone,
        deliveryType: i % 4 === 3 ? 'pickup' : 'express',
        address: i % 4 === 3 ? null : '上海市浦东新区世纪大道100号',
        originalFen: payableFen,
        discountFen: 0,
        payableFen,
        paidFen: paid ? payableFen : 0,
        paymentMethod: paid ? 1 : null,
        paymentRef: paid ? `FAKE-PAY-DEMO-${i}` : null,
        paidAt: paid ? new Date(created.getTime() + HOUR) : null,
        shippedAt: STEPS[status].includes('shipped') ? new Date(created.getTime() + 2 * HOUR) : null,
        carrier: STEPS[status].includes('shipped') ? '顺丰速运' : null,
        trackingNo: STEPS[status].includes('shipped') ? `SF10000${i}` : null,
        cancelReason: status === 'cancelled' ? '不想要了' : null,
        createTime: created,
        updateTime: created,
      },
      goods,
      quantity,
      payableFen,
      created,
    }
  })
  await tx.insert(shopOrder).values(orders.map((o) => o.order))
  const lineIds = orders.map(() => ids.next())
  await tx.insert(shopOrderLine).values(
    orders.map(({ order, goods, quantity, payableFen }, i) => ({
      id: lineIds[i]!,
      orderId: order.id,
      shopGoodsId: goods.id,
      goodsId: goods.goodsId,
      goodsCode: goods.goodsCode,
      goodsName: goods.goodsName,
      rx: 0,
      unitPriceFen: goods.priceFen,
      quantity,
      discountFen: 0,
      payableFen,
    })),
  )
  await tx.insert(shopOrderLog).values(
    orders.flatMap(({ order, created }) => {
      const path: ShopOrderStatus[] = ['unpaid', ...STEPS[order.status]]
      return path.map((to, step) => ({
        id: ids.next(),
        orderId: order.id,
        action: step === 0 ? 'checkout' : ACTION[to]!,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: to,
        note: to === 'shipped' ? `${order.carrier} ${order.trackingNo}` : null,
        time: new Date(created.getTime() + step * HOUR),
      }))
    }),
  )
  await seedAfterSales(
    tx,
    ids,
    tenantId,
    orders.map(({ order, quantity, payableFen, created }, i) => ({
      orderId: order.id,
      status: order.status,
      lineId: lineIds[i]!,
      quantity,
      payableFen,
      created,
    })),
  )
}
