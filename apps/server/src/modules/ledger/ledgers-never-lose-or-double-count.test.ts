import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { asc, inArray } from 'drizzle-orm'
import type { LedgerReceipt } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { AppError } from '../../core/errors'
import { buildTestApp, engineName } from '../../test/app'
import { uniqueTenantId } from '../sms/test-tenant'
import { sweepTenant } from './maturity'
import { ledgerAccount, ledgerEntry, ledgerPointsLot } from './schema'
import {
  changeCoins,
  changeGrowth,
  earnPoints,
  refundPoints,
  refundWallet,
  spendPoints,
  spendWallet,
  topUpWallet,
} from './service'

const DAY_MS = 86_400_000
// Far in the future: the server's own sweep (real time) never takes these lots for due.
const BASE = Date.UTC(2100, 0, 1)
/** The refusals a random history may meet; anything else fails the property. */
const EXPECTED_REFUSALS = /Insufficient$|^ledgerNothingToReverse$|^ledgerAlreadyReversed$/

type Command =
  | { t: 'earn'; m: number; points: number; frozenDays: number; expiryDays: number; day: number }
  | { t: 'spend'; m: number; points: number; day: number }
  | { t: 'refund'; target: number; day: number }
  | { t: 'replay'; target: number }
  | { t: 'sweep'; day: number }
  | { t: 'topup'; m: number; principal: number; bonus: number }
  | { t: 'pay'; m: number; amount: number }
  | { t: 'growth'; m: number; amount: number }
  | { t: 'coins'; m: number; amount: number }

const member = fc.integer({ min: 0, max: 1 })
const day = fc.integer({ min: 0, max: 90 })
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    t: fc.constant('earn' as const),
    m: member,
    points: fc.integer({ min: 1, max: 200 }),
    frozenDays: fc.constantFrom(0, 0, 7),
    expiryDays: fc.constantFrom(0, 10, 30, 60),
    day,
  }),
  fc.record({ t: fc.constant('spend' as const), m: member, points: fc.integer({ min: 1, max: 250 }), day }),
  fc.record({ t: fc.constant('refund' as const), target: fc.nat(), day }),
  fc.record({ t: fc.constant('replay' as const), target: fc.nat() }),
  fc.record({ t: fc.constant('sweep' as const), day }),
  fc.record({
    t: fc.constant('topup' as const),
    m: member,
    principal: fc.integer({ min: 1, max: 50_000 }),
    bonus: fc.integer({ min: 0, max: 10_000 }),
  }),
  fc.record({ t: fc.constant('pay' as const), m: member, amount: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ t: fc.constant('growth' as const), m: member, amount: fc.integer({ min: -300, max: 500 }) }),
  fc.record({ t: fc.constant('coins' as const), m: member, amount: fc.integer({ min: -300, max: 500 }) }),
)
/** A history: commands in batches; the commands of a batch run at once, each in its own transaction. */
const history = fc.array(fc.array(command, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 })

/**
 * Issue 8 acceptance: random interleavings of concurrent earn, spend, refund, replay and expiry (on
 * PostgreSQL truly concurrent over the pool; PGlite runs one transaction at a time) never leave a
 * negative balance, the cached balance always equals the ledger, and replays change nothing.
 */
describe(`member ledgers under concurrent random histories (${engineName})`, () => {
  let app: FastifyInstance
  const tenantId = uniqueTenantId('ldg')
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  /** The state of the members' ledgers: balances, rows and lots, for "nothing changed". */
  const stateOf = (members: string[]) =>
    inTenant(async (tx) => ({
      accounts: await tx
        .select()
        .from(ledgerAccount)
        .where(inArray(ledgerAccount.memberId, members))
        .orderBy(asc(ledgerAccount.memberId), asc(ledgerAccount.kind)),
      entries: await tx
        .select()
        .from(ledgerEntry)
        .where(inArray(ledgerEntry.memberId, members))
        .orderBy(asc(ledgerEntry.id)),
      lots: await tx
        .select()
        .from(ledgerPointsLot)
        .where(inArray(ledgerPointsLot.memberId, members))
        .orderBy(asc(ledgerPointsLot.id)),
    }))

  it('no negative balance, every cached balance equals its ledger, lots hold the points, replays change nothing', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(history, async (batches) => {
        run++
        const members = [app.ids.next(), app.ids.next()]
        const flat = batches.flat()
        const keyOf = (i: number) => `r${run}:c${i}`
        const ctxAt = (d: number) => ({ ids: app.ids, userId: null, at: new Date(BASE + d * DAY_MS) })

        /** The write a command makes; a replay makes its target's write again with the target's key. */
        const writeOf = (i: number): ((key: string) => Promise<LedgerReceipt | null>) | null => {
          const c = flat[i]!
          const m = 'm' in c ? members[c.m]! : ''
          switch (c.t) {
            case 'earn': {
              const at = BASE + c.day * DAY_MS
              return (key) =>
                inTenant((tx) =>
                  earnPoints(tx, ctxAt(c.day), {
                    memberId: m,
                    eventKey: key,
                    points: c.points,
                    frozenUntil: c.frozenDays ? new Date(at + c.frozenDays * DAY_MS) : null,
                    expiresAt: c.expiryDays ? new Date(at + c.expiryDays * DAY_MS) : null,
                  }),
                )
            }
            case 'spend':
              return (key) =>
                inTenant((tx) =>
                  spendPoints(tx, ctxAt(c.day), { memberId: m, eventKey: key, points: c.points }),
                )
            case 'refund': {
              if (i === 0) return null
              const target = c.target % i
              const original = flat[target]!
              if (original.t === 'spend')
                return (key) =>
                  inTenant((tx) =>
                    refundPoints(tx, ctxAt(c.day), { eventKey: key, spendEventKey: keyOf(target) }),
                  )
              if (original.t === 'pay' || original.t === 'topup')
                return (key) =>
                  inTenant((tx) =>
                    refundWallet(tx, ctxAt(c.day), { eventKey: key, originalEventKey: keyOf(target) }),
                  )
              return null
            }
            case 'replay':
              return null
            case 'sweep':
              return async () => {
                await sweepTenant(app.db, app.ids, tenantId, new Date(BASE + c.day * DAY_MS))
                return null
              }
            case 'topup':
              return (key) =>
                inTenant((tx) =>
                  topUpWallet(tx, ctxAt(0), {
                    memberId: m,
                    eventKey: key,
                    principal: c.principal,
                    bonus: c.bonus,
                  }),
                )
            case 'pay':
              return (key) =>
                inTenant((tx) => spendWallet(tx, ctxAt(0), { memberId: m, eventKey: key, amount: c.amount }))
            case 'growth':
              return (key) =>
                inTenant((tx) =>
                  changeGrowth(tx, ctxAt(0), {
                    memberId: m,
                    eventKey: key,
                    amount: c.amount,
                    thresholds: [
                      { gradeId: '1', minGrowth: 0 },
                      { gradeId: '2', minGrowth: 300 },
                    ],
                  }),
                )
            case 'coins':
              return (key) =>
                inTenant((tx) => changeCoins(tx, ctxAt(0), { memberId: m, eventKey: key, amount: c.amount }))
          }
        }

        /** Every answer per event key: a key's answers must all be the same rows, at most one not a replay. */
        const answers = new Map<string, LedgerReceipt[]>()
        const attempt = async (i: number) => {
          const c = flat[i]!
          const target = c.t === 'replay' ? (i === 0 ? -1 : c.target % i) : i
          if (target < 0) return
          const write = writeOf(target)
          if (!write) return
          const key = keyOf(target)
          try {
            const receipt = await write(key)
            if (receipt) answers.set(key, [...(answers.get(key) ?? []), receipt])
          } catch (err) {
            if (!(err instanceof AppError) || !EXPECTED_REFUSALS.test(err.key)) throw err
          }
        }
        let offset = 0
        for (const batch of batches) {
          const from = offset
          await Promise.all(batch.map((_c, j) => attempt(from + j)))
          offset += batch.length
        }

        const state = await stateOf(members)
        for (const account of state.accounts) {
          expect(account.balance).toBeGreaterThanOrEqual(0)
          const rows = state.entries.filter((e) => e.memberId === account.memberId && e.kind === account.kind)
          // Row by row, each balance after is the one before plus the change: nothing lost between rows.
          let running = 0
          for (const row of rows) {
            running += row.amount
            expect(row.balanceAfter).toBe(running)
          }
          expect(account.balance).toBe(running)
        }
        for (const m of members) {
          const lotsOf = (frozen: number) =>
            state.lots
              .filter((l) => l.memberId === m && l.frozen === frozen)
              .reduce((n, l) => n + l.remaining, 0)
          const balance = (kind: string) =>
            state.accounts.find((a) => a.memberId === m && a.kind === kind)?.balance ?? 0
          expect(lotsOf(0)).toBe(balance('points'))
          expect(lotsOf(1)).toBe(balance('points_frozen'))
        }
        for (const receipts of answers.values()) {
          expect(receipts.filter((r) => !r.replayed).length).toBeLessThanOrEqual(1)
          for (const r of receipts) expect(r.entries).toEqual(receipts[0]!.entries)
        }

        // Every event that went through, sent again at once: the first rows come back, nothing changes.
        const replays = await Promise.all(
          [...answers.keys()].map((key) => writeOf(Number(key.split(':c')[1]))!(key)),
        )
        for (const r of replays) {
          expect(r!.replayed).toBe(true)
          expect(r!.entries).toEqual(answers.get(r!.eventKey)![0]!.entries)
        }
        expect(await stateOf(members)).toEqual(state)
      }),
      // A failure reports its first history: shrinking over a database outlasts the test's time.
      { numRuns: 60, endOnFailure: true },
    )
  })
})
