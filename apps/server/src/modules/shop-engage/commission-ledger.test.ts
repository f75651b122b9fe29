import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { eq, sum } from 'drizzle-orm'
import type { CommissionEntryKind } from '@store/contract'
import { buildTestApp, engineName } from '../../test/app'
import { postCommission } from './commission-ledger'
import { engageCommissionEntry, engageDistributor } from './schema'
import { memberIds } from '../insider/test-kit'

/** What each kind of entry moves: frozen and available changes for an amount. */
const MOVES: Record<CommissionEntryKind, (n: number) => [frozen: number, available: number]> = {
  commission: (n) => [n, 0],
  release: (n) => [-n, n],
  cancel: (n) => [-n, 0],
  withdraw: (n) => [0, -n],
  withdraw_return: (n) => [0, n],
}

/** Issue 26 acceptance: the commission ledger never goes negative and its balances equal its entries. */
describe(`The commission ledger (${engineName})`, () => {
  let app: FastifyInstance
  const T = '100001'

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('for any sequence of postings, balances never go below zero and always equal the sums of the entries', async () => {
    const [memberId] = await memberIds(app, T, 50, 1)
    const op = fc.record({
      kind: fc.constantFrom<CommissionEntryKind>(
        'commission',
        'release',
        'cancel',
        'withdraw',
        'withdraw_return',
      ),
      amount: fc.integer({ min: 1, max: 5000 }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        await app.db.withTenant({ tenantId: T }, async (tx) => {
          const id = app.ids.next()
          await tx.delete(engageDistributor).where(eq(engageDistributor.memberId, memberId!))
          await tx
            .insert(engageDistributor)
            .values({ id, memberId: memberId!, code: id.slice(-16), level: 1, status: 'approved' })
          let frozen = 0
          let available = 0
          for (const o of ops) {
            const [df, da] = MOVES[o.kind](o.amount)
            const ok = await postCommission(tx, app.ids, null, {
              distributorId: id,
              kind: o.kind,
              frozenFen: df,
              availableFen: da,
            })
            expect(ok).toBe(frozen + df >= 0 && available + da >= 0)
            if (ok) {
              frozen += df
              available += da
            }
            const [row] = await tx.select().from(engageDistributor).where(eq(engageDistributor.id, id))
            const [sums] = await tx
              .select({
                frozen: sum(engageCommissionEntry.frozenFen).mapWith(Number),
                available: sum(engageCommissionEntry.availableFen).mapWith(Number),
              })
              .from(engageCommissionEntry)
              .where(eq(engageCommissionEntry.distributorId, id))
            expect(row!.frozenFen).toBeGreaterThanOrEqual(0)
            expect(row!.availableFen).toBeGreaterThanOrEqual(0)
            expect([row!.frozenFen, row!.availableFen]).toEqual([sums?.frozen ?? 0, sums?.available ?? 0])
            expect([row!.frozenFen, row!.availableFen]).toEqual([frozen, available])
          }
          await tx.delete(engageCommissionEntry).where(eq(engageCommissionEntry.distributorId, id))
          await tx.delete(engageDistributor).where(eq(engageDistributor.id, id))
        })
      }),
      { numRuns: 40 },
    )
  })
})
