import type { FastifyInstance } from 'fastify'
import { goodsResource, shopGoodsEndpoints, shopOrderEndpoints } from '@store/contract'
import { auth } from '../../test/app'

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
 * Runs `n` tasks together with at most `limit` in flight: every transaction waits for a pooled
 * connection at most 10 s, and the embedded engine has one, so an unbounded crowd's tail would
 * time out waiting instead of reaching the stock (on PostgreSQL the 8 run truly in parallel).
 */
export async function atMost<T>(limit: number, n: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(n)
  let next = 0
  const worker = async () => {
    while (next < n) {
      const i = next++
      results[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}
