import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { buildTestApp, engineName } from '../../test/app'
import { helpBargain, startBargain } from './bargain'
import { runtimeOf, systemActivityContext } from './context'
import { shopActivity } from './schema'
import { memberIds } from './test-kit'

/** Rolls a property's writes back: each run starts from the same database. */
class RolledBack extends Error {}

/** Issue 26 acceptance, through the service and the database: helped to the end, a bargain lands exactly on its floor. */
describe(`Bargain helps (${engineName})`, () => {
  let app: FastifyInstance
  const member = memberIds()
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('for any original price, floor and helper count, each help lowers the price, never below the floor, ending on it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 500_000 }),
        async (floorFen, helpers, extra) => {
          const priceFen = floorFen + helpers + extra
          await systemActivityContext(runtimeOf(app), '100001', async (c) => {
            const id = c.ids.next()
            await c.tx.insert(shopActivity).values({
              id,
              kind: 'bargain',
              name: 'property',
              shopGoodsId: id,
              goodsName: 'property',
              priceFen,
              activityPriceFen: floorFen,
              helpers,
              limitMinutes: 60,
              startTime: new Date(Date.now() - 60_000),
              endTime: new Date(Date.now() + 60_000),
            })
            const b = await startBargain(c, { activityId: id, memberId: member() })
            let price = b.currentFen
            for (let i = 0; i < helpers; i++) {
              const after = await helpBargain(c, { bargainId: b.id, memberId: member() })
              expect(after.currentFen).toBeLessThan(price)
              expect(after.currentFen).toBeGreaterThanOrEqual(floorFen)
              expect(after.helps.every((h) => h.cutFen >= 1)).toBe(true)
              price = after.currentFen
            }
            expect(price).toBe(floorFen)
            throw new RolledBack()
          }).catch((e: unknown) => {
            if (!(e instanceof RolledBack)) throw e
          })
        },
      ),
      { numRuns: 25 },
    )
  })
})
