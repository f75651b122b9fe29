import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import {
  MATCH_TOLERANCE_BP,
  PO_FLOW,
  PO_STATUSES,
  type PoStatus,
  type SrmPoLine,
  type SrmPurchaseOrderDetail,
} from '@store/contract'
import { buildTestApp, engineName } from '../../test/app'
import { dayFrom } from './days'
import { matchLine, toleranceOf } from './match'
import { orderRow } from './moves'
import { submitPurchase, withdrawPurchase } from './approval'
import { savePurchase, stepTo } from './purchases'
import { receivePurchase } from './receipts'
import { canMove } from './status-flow'
import { inTenant, lineInto, purchaseTargets, supplierWith } from './test-fixture'

const TENANT = '100001'

/** The one-step moves a purchase order may make (issue 30 item 5), written out apart from the server's table. */
function allowed(from: PoStatus, to: PoStatus): boolean {
  const i = PO_FLOW.indexOf(from as never)
  if (to === 'partly_received' || to === 'received') return from === 'confirmed' || from === 'partly_received'
  if (i >= 0 && PO_FLOW[i + 1] === to) return true
  if (to === 'rejected' || to === 'draft') return from === 'submitted'
  return to === 'cancelled' && ['draft', 'approved', 'confirmed'].includes(from)
}

describe('purchase order status flow (issue 30 item 5)', () => {
  it('the server’s table allows exactly the one-step moves, so no step of the flow can be skipped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PO_STATUSES), fc.constantFrom(...PO_STATUSES), (from, to) => {
        expect(canMove(from, to)).toBe(allowed(from, to))
      }),
    )
  })
})

/** Issue 30 item 5: the three-way match with the tolerance, per line. */
describe('three-way match of a line', () => {
  const line = fc
    .record({
      qty: fc.integer({ min: 1, max: 1000 }),
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      received: fc.integer({ min: 0, max: 1000 }),
      invoicedQty: fc.integer({ min: 0, max: 1000 }),
      invoicedAmount: fc.integer({ min: 0, max: 100_000_000 }),
    })
    .map((l): SrmPoLine => ({
      id: '1',
      goodsId: '2',
      goodsCode: 'G',
      goodsName: 'Goods',
      qty: l.qty,
      unitPrice: l.unitPrice,
      amount: l.qty * l.unitPrice,
      receivedQty: l.received,
      invoicedQty: l.invoicedQty,
      invoicedAmount: l.invoicedAmount,
    }))

  it('matches exactly when received, invoiced for the received quantity and within the tolerance of the received value', () => {
    fc.assert(
      fc.property(line, (l) => {
        const m = matchLine(l)
        const value = l.receivedQty * l.unitPrice
        expect(m.receivedValue).toBe(value)
        expect(m.difference).toBe(l.invoicedAmount - value)
        const within = Math.abs(l.invoicedAmount - value) * 10_000 <= value * MATCH_TOLERANCE_BP
        expect(m.matched).toBe(l.receivedQty > 0 && l.invoicedQty === l.receivedQty && within)
        expect(m.matched).toBe(m.reasons.length === 0)
      }),
      { numRuns: 500 },
    )
  })

  it('an invoice of exactly the received value always matches; one fen beyond the tolerance never does', () => {
    fc.assert(
      fc.property(line, (l) => {
        if (l.receivedQty === 0) return
        const value = l.receivedQty * l.unitPrice
        const exact = { ...l, invoicedQty: l.receivedQty, invoicedAmount: value }
        expect(matchLine(exact).matched).toBe(true)
        const beyond = { ...exact, invoicedAmount: value + toleranceOf(value) + 1 }
        expect(matchLine(beyond).reasons).toEqual(['amount_outside_tolerance'])
      }),
    )
  })
})

/** approve and reject are the moves the approval's end handler makes (the guarded move itself) */
const command = fc.constantFrom(
  'submit',
  'withdraw',
  'approve',
  'reject',
  'confirm',
  'receive',
  'cancel',
  'close',
)
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never
const TARGET: Record<Exclude<Command, 'submit' | 'withdraw' | 'receive'>, PoStatus> = {
  approve: 'approved',
  reject: 'rejected',
  confirm: 'confirmed',
  cancel: 'cancelled',
  close: 'closed',
}

describe(`purchase order moves on the database (${engineName})`, () => {
  let app: FastifyInstance
  let supplierId: string
  let targets: Awaited<ReturnType<typeof purchaseTargets>>

  beforeAll(async () => {
    app = await buildTestApp()
    targets = await purchaseTargets(app, TENANT)
    supplierId = await supplierWith(app, TENANT, 'PROP', { validFrom: dayFrom(-1), validTo: dayFrom(1) })
  })
  afterAll(() => app.close())

  /** runs one command in its own transaction; a refusal rolls it back */
  const run = (order: SrmPurchaseOrderDetail, cmd: Command) =>
    inTenant(app, TENANT, (c) =>
      cmd === 'submit'
        ? submitPurchase(c, order.id)
        : cmd === 'withdraw'
          ? withdrawPurchase(c, order.id)
          : cmd === 'receive'
            ? receivePurchase(c, { id: order.id, lines: [lineInto(order, 0, 2, targets.binId)] })
            : stepTo(TARGET[cmd])(c, order.id),
    ).then(
      () => true,
      () => false,
    )
  const statusOf = (id: string) =>
    inTenant(app, TENANT, async (c) => (await orderRow(c, id)).status as PoStatus)

  it('any sequence of calls moves an order only one allowed step at a time; a refused call changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const order = await inTenant(app, TENANT, (c) =>
          savePurchase(c, {
            supplierId,
            warehouseId: targets.warehouseId,
            lines: [{ goodsId: targets.goodsIds[0]!, qty: 4, unitPrice: 100 }],
          }),
        )
        for (const cmd of commands) {
          const from = await statusOf(order.id)
          // 4 ordered, 2 received each time: the first receipt is partial, the second completes it
          const to: PoStatus =
            cmd === 'submit'
              ? 'submitted'
              : cmd === 'withdraw'
                ? 'draft'
                : cmd === 'receive'
                  ? from === 'confirmed'
                    ? 'partly_received'
                    : 'received'
                  : TARGET[cmd]
          const done = await run(order, cmd)
          expect(done).toBe(allowed(from, to))
          expect(await statusOf(order.id)).toBe(done ? to : from)
        }
      }),
      { numRuns: 15 },
    )
  })
})
