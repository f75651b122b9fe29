import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { affordable, chargeQuota } from './quota'
import { quietWait } from './quiet-hours'
import { smsMktDept } from './schema'
import { senderFixture } from './test-fixture'

const TENANT = '100002'

describe('the quota pays for as many messages as it covers, never more', () => {
  it('affordable: never past the balance, never past what is wanted, and no message left unpaid that the rest would pay', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(5000),
        (balance, price, wanted) => {
          const paid = affordable(balance, price, wanted)
          expect(paid * price).toBeLessThanOrEqual(balance)
          expect(paid).toBeLessThanOrEqual(wanted)
          expect(paid === wanted || balance - paid * price < price).toBe(true)
        },
      ),
    )
  })
})

describe('quiet hours', () => {
  it('a send inside quiet hours waits until they end, also across midnight; outside, or with equal ends, it goes', () => {
    expect(quietWait(22 * 60, '21:00', '08:00')).toBe(10 * 60)
    expect(quietWait(7 * 60 + 59, '21:00', '08:00')).toBe(1)
    expect(quietWait(8 * 60, '21:00', '08:00')).toBe(0)
    expect(quietWait(13 * 60, '12:00', '14:00')).toBe(60)
    expect(quietWait(15 * 60, '12:00', '14:00')).toBe(0)
    expect(quietWait(3 * 60, '00:00', '00:00')).toBe(0)
  })
})

describe(`concurrent charges to one department (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('batches of two campaigns charged at the same time never spend past the quota, and spend exactly what they paid for', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 2, maxLength: 12 }),
        async (quotaFen, priceFen, batches) => {
          const { deptId } = await senderFixture(app, TENANT, { priceFen, quotaFen })
          // the batches of two campaigns, each charged in its own transaction, all at once
          const paid = await Promise.all(
            batches.map((wanted) =>
              app.db.withTenant({ tenantId: TENANT }, (tx) => chargeQuota(tx, deptId, wanted, priceFen)),
            ),
          )
          const [dept] = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
            tx.select().from(smsMktDept).where(eq(smsMktDept.id, deptId)),
          )
          const spent = paid.reduce((a, b) => a + b, 0) * priceFen
          expect(dept!.spentFen).toBe(spent)
          expect(spent).toBeLessThanOrEqual(quotaFen)
          const wantedAll = batches.reduce((a, b) => a + b, 0)
          // nothing left unpaid that the balance would still pay for
          expect(spent === wantedAll * priceFen || quotaFen - spent < priceFen).toBe(true)
        },
      ),
      { numRuns: 15 },
    )
  }, 120_000)
})
