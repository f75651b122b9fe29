import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { ActivityKind, ShopActivityInput, ShopOrderDetail } from '@store/contract'
import { goodsResource, shopActivityEndpoints, shopOrderEndpoints } from '@store/contract'
import { formatDateTime } from '../../core/time'
import { shopCalls, shopGoodsStock } from '../shop/test-kit'
import { shopActivity } from './schema'
import { runtimeOf } from './context'

const HOUR = 3_600_000

/** Calls of the activities' tests: JSON in, the envelope out; activities on goods put on sale for them. */
export function activityCalls(app: FastifyInstance, token: string, tenantId = '100001') {
  const shop = shopCalls(app, token)
  let goodsTaken = 0
  const at = async (ms: number) =>
    formatDateTime(new Date(Date.now() + ms), await app.tenants.timeZoneOf(tenantId))
  return {
    ...shop,
    runtime: runtimeOf(app),
    at,
    /**
     * A goods put on sale at `priceFen`: the next OTC_B master-data goods from `skip` (the shop's tests
     * take OTC_A ones) that can go on sale (a disabled one cannot).
     */
    goods: async (skip: number, priceFen = 10_000): Promise<{ id: string; goodsName: string }> => {
      for (;;) {
        const page = await shop.get(
          `${goodsResource.basePath}/page?rxType=OTC_B&size=1&current=${skip + 1 + goodsTaken++}&descs=goodsCode`,
        )
        const [master] = page.data.records as { id: string }[]
        if (!master) throw new Error('no OTC_B master-data goods left to put on sale')
        const sale = await shop.putOnSale(master.id, 100, priceFen)
        if (sale.code === 200) return sale.data
      }
    },
    /** a shop goods' stock as it is now */
    stockOf: (shopGoodsId: string) => shopGoodsStock(app, tenantId, shopGoodsId),
    /** an activity's counters: its stock, what it holds from the goods, what it sold */
    countersOf: async (activityId: string) => {
      const [row] = await app.db.withTenant({ tenantId }, (tx) =>
        tx
          .select({ stock: shopActivity.stock, held: shopActivity.held, sold: shopActivity.sold })
          .from(shopActivity)
          .where(eq(shopActivity.id, activityId)),
      )
      return row!
    },
    /** a shop order as the order screens show it */
    order: async (id: string): Promise<ShopOrderDetail> =>
      (await shop.get(`${shopOrderEndpoints.detail.path}?id=${id}`)).data,
    /** submits an activity of `kind` running from an hour ago for a day unless told otherwise */
    submit: async (kind: ActivityKind, input: Partial<ShopActivityInput> & { shopGoodsId: string }) =>
      shop.post(shopActivityEndpoints(kind).submit.path, {
        name: `${kind} 测试活动`,
        activityPriceFen: 5_000,
        startTime: await at(-HOUR),
        endTime: await at(24 * HOUR),
        ...input,
      }),
  }
}

/** A member id of its own for each call (on PostgreSQL the database outlives a test file). */
export function memberIds() {
  let n = 0
  const base = BigInt(Date.now()) * 1000n
  return () => String(base + BigInt(n++))
}
