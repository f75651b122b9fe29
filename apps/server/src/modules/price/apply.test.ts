import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { JobQueue } from '../../core/jobs/queue'
import { buildTestApp, engineName } from '../../test/app'
import { userByAccount } from '../user'
import { definePriceJobs } from './jobs'
import { APPLY_JOB, saveOrder } from './orders'
import { priceChangeOrder, priceHistory, priceList } from './schema'
import { DEMO_LISTS } from './seed'

const TENANT = '100002'
const LANE = `price-apply-${process.pid}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Issue 28 acceptance: a change order scheduled for T is applied exactly once at T, whichever of two
 * nodes' workers runs its job, even when the job is delivered twice; history has one entry per goods.
 */
describe(`price change applied by the job queue (${engineName})`, () => {
  let app: FastifyInstance
  let nodes: JobQueue[]

  beforeAll(async () => {
    app = await buildTestApp()
    // two nodes' workers over the same job table and lane, each with the price centre's job kinds
    nodes = [0, 1].map(() => {
      const q = new JobQueue(app.db, app.log, { lane: LANE, leaseMs: 5000, pollMs: 50 })
      definePriceJobs(q, app.db, app.ids)
      return q
    })
  })
  afterAll(async () => {
    await app.close()
  })

  it('two nodes racing on a twice-queued job apply the order once, at its effective time', async () => {
    const { orderId, lines, effectiveAt } = await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      const admin = (await userByAccount(tx, 'admin'))!
      const [list] = await tx.select().from(priceList).where(eq(priceList.code, DEMO_LISTS.retail))
      const goods = await tx.execute(
        sql`SELECT goods_id FROM price_list_item WHERE list_id = ${list!.id} LIMIT 3`,
      )
      const lines = (goods.rows as { goods_id: string }[]).map((r, i) => ({
        goodsId: String(r.goods_id),
        newPriceFen: 777 + i,
      }))
      const at = await tx.execute(
        sql`SELECT to_char((now() + interval '2 seconds') AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at`,
      )
      const local = (at.rows[0] as { at: string }).at
      const ctx = {
        tx,
        ids: app.ids,
        tenantId: TENANT,
        timeZone: 'UTC',
        userId: admin.id,
        locale: 'zh_CN' as const,
      }
      const orderId = await saveOrder(ctx, { title: '并发调价', listId: list!.id, effectiveAt: local, lines })
      // approved: scheduled, with its job queued twice (an at-least-once queue may deliver it again)
      const [order] = await tx
        .update(priceChangeOrder)
        .set({ status: 'scheduled', submitterId: admin.id })
        .where(eq(priceChangeOrder.id, orderId))
        .returning()
      return { orderId, lines, effectiveAt: order!.effectiveAt }
    })
    await app.db.withSystem(async (tx) => {
      for (const q of nodes) await q.enqueue(tx, APPLY_JOB, { tenantId: TENANT, orderId }, 3, effectiveAt)
    })
    const status = async () =>
      (
        await app.db.withTenant({ tenantId: TENANT }, (tx) =>
          tx.select().from(priceChangeOrder).where(eq(priceChangeOrder.id, orderId)),
        )
      )[0]!

    // before T neither node may take it
    expect(await Promise.all(nodes.map((q) => q.runNext()))).toEqual([false, false])
    expect((await status()).status).toBe('scheduled')

    await sleep(Math.max(0, effectiveAt.getTime() - Date.now()) + 200)
    const ran = await Promise.all(nodes.map((q) => q.runNext()))
    while ((await Promise.all(nodes.map((q) => q.runNext()))).some(Boolean));
    expect(ran).toEqual([true, true])
    const order = await status()
    expect(order.status).toBe('applied')
    expect(order.appliedAt!.getTime()).toBeGreaterThanOrEqual(effectiveAt.getTime())
    const history = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx.select().from(priceHistory).where(eq(priceHistory.orderId, orderId)),
    )
    expect(history.map((h) => [h.goodsId, h.newPriceFen]).sort()).toEqual(
      lines.map((l) => [l.goodsId, l.newPriceFen]).sort(),
    )
  })

  it('the price history is append-only for the server’s role: no update, no delete', async () => {
    const refused = {
      cause: expect.objectContaining({ message: expect.stringMatching(/permission denied/) }),
    }
    await expect(
      app.db.withTenant({ tenantId: TENANT }, (tx) => tx.update(priceHistory).set({ newPriceFen: 1 })),
    ).rejects.toMatchObject(refused)
    await expect(
      app.db.withTenant({ tenantId: TENANT }, (tx) => tx.delete(priceHistory)),
    ).rejects.toMatchObject(refused)
  })
})
