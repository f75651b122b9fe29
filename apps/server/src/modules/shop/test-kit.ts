import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { goodsResource, shopGoodsEndpoints, shopOrderEndpoints } from '@store/contract'
import { auth } from '../../test/app'
import { applyAfterSale } from './after-sale-apply'
import { approveAfterSale } from './after-sale-review'
import { checkout } from './checkout'
import type { OrderContext } from './context'
import { systemContext } from './jobs'
import type { PaymentGateway } from './payment'
import { shopGoods, shopOrder } from './schema'
import { cancelOrder, payOrder } from './transitions'

export type { OrderContext, PaymentGateway }

/** Calls of the shop's tests: JSON in, the envelope out. */
export function shopCalls(app: FastifyInstance, token: string) {
  const post = async (url: string, payload?: object) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string) => (await app.inject({ url, headers: auth(token) })).json()
  return {
    get,
    post,
    /** master-data goods of the tenant, `rx` or not, skipping the first `skip` (each test file its own) */
    masterGoods: async (
      rx: boolean,
      skip: number,
      take: number,
    ): Promise<{ id: string; tradeName: string }[]> => {
      const type = rx ? 'RX' : 'OTC_A'
      const page = await get(
        `${goodsResource.basePath}/page?rxType=${type}&size=${skip + take}&descs=goodsCode`,
      )
      return page.data.records.slice(skip, skip + take)
    },
    putOnSale: async (goodsId: string, stock: number, priceFen = 1000) =>
      post(shopGoodsEndpoints.submit.path, { goodsId, category: '测试', stock, priceFen, onShelf: 1 }),
    checkout: (shopGoodsId: string, quantity: number, key: string, more: object = {}) =>
      post(shopOrderEndpoints.frontCheckout.path, {
        lines: [{ shopGoodsId, quantity }],
        buyerName: '测试买家',
        buyerPhone: '13800000000',
        deliveryType: 'express',
        address: '上海市黄浦区南京东路1号',
        idempotencyKey: key,
        ...more,
      }),
    pay: (id: string, paymentMethod = 1) => post(shopOrderEndpoints.frontPay.path, { id, paymentMethod }),
    stockOf: async (shopGoodsId: string, name: string): Promise<number> => {
      const page = await get(`${shopGoodsEndpoints.page.path}?keyword=${encodeURIComponent(name)}&size=100`)
      return page.data.records.find((g: { id: string }) => g.id === shopGoodsId).stock
    },
  }
}

/** Removes the shop goods a test put on sale (on PostgreSQL the database outlives the file). */
export async function takeOffSale(app: FastifyInstance, token: string, ids: string[]) {
  if (ids.length)
    await app.inject({
      method: 'POST',
      url: `${shopGoodsEndpoints.remove.path}?ids=${ids.join(',')}`,
      headers: auth(token),
    })
}

/**
 * The shop's order steps for other modules' tests of what follows an order's money (gift cards,
 * commissions): each runs in a tenant transaction the test opens with `inShop`, so a property test can
 * roll a whole run back; payments go to the gateway the test gives.
 */
export function orderSteps(app: FastifyInstance, payments: PaymentGateway, tenantId = '100001') {
  return {
    inShop: <T>(fn: (c: OrderContext) => Promise<T>) =>
      systemContext(
        { db: app.db, ids: app.ids, jobs: app.jobs, payments, timeZoneOf: async () => 'Asia/Shanghai' },
        tenantId,
        fn,
      ),
    checkout,
    payOrder,
    cancelOrder,
    /** an after-sale refund of one line, applied and approved */
    refund: async (
      c: OrderContext,
      orderId: string,
      orderLineId: string,
      amountFen: number,
      reason: string,
    ) => {
      const sale = await applyAfterSale(c, {
        orderId,
        type: 'refund',
        reason,
        lines: [{ orderLineId, amountFen }],
      })
      return approveAfterSale(c, sale.id)
    },
    orderHead: async (c: OrderContext, orderId: string) => {
      const [head] = await c.tx.select().from(shopOrder).where(eq(shopOrder.id, orderId))
      return head!
    },
  }
}

/** A shop goods' stock as it is now, read in the tenant (for other modules' stock rules). */
export async function shopGoodsStock(
  app: FastifyInstance,
  tenantId: string,
  shopGoodsId: string,
): Promise<number> {
  const [row] = await app.db.withTenant({ tenantId }, (tx) =>
    tx.select({ stock: shopGoods.stock }).from(shopGoods).where(eq(shopGoods.id, shopGoodsId)),
  )
  return row!.stock
}
