import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { goodsResource, omsEndpoints as ep, omsRuleResource, type OmsOrderDetail } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { next, type MoveAction, type OmsState } from './machine'
import { omsCalls, RUN } from './test-kit'

const MOVES = {
  route: ep.orderRoute,
  hold: ep.orderHold,
  release: ep.orderRelease,
} as const

/**
 * Issue 30 item 2: route, hold and release fired at one order at once leave one consistent outcome —
 * each accepted call one step of the state machine from where the previous left it, the timeline the
 * order's history, no unit lost.
 */
describe(`concurrent moves on one OMS order (${engineName})`, () => {
  let app: FastifyInstance
  let oms: ReturnType<typeof omsCalls>
  let goods: string[]
  const region = `C${RUN}`

  beforeAll(async () => {
    app = await buildTestApp()
    oms = omsCalls(app, await tokenFor(app, '100001', 'admin'))
    const page = await oms.data(
      { method: 'GET', path: `${goodsResource.basePath}/page` },
      { query: 'size=2&goodsCode=YP0007' },
    )
    goods = page.records.map((g: { id: string }) => g.id)
    const warehouseId = await oms.warehouse('OC', [
      [goods[0]!, 1000],
      [goods[1]!, 1000],
    ])
    await oms.data(
      { method: 'POST', path: `${omsRuleResource.basePath}/submit` },
      { body: { name: `并发 ${RUN}`, priority: 1, region, warehouseId } },
    )
  })
  afterAll(() => app.close())

  it('every accepted call is one step from the status the one before left; the timeline tells the order’s story', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...(Object.keys(MOVES) as (keyof typeof MOVES)[])), {
          minLength: 2,
          maxLength: 5,
        }),
        async (actions) => {
          const order = await oms.pos(
            `CC${n++}-${RUN}`,
            [
              [goods[0]!, 2],
              [goods[1]!, 3],
            ],
            region,
          )
          const answers = await Promise.all(
            actions.map((a) =>
              oms.call(MOVES[a], { body: { id: order.id, ...(a === 'hold' && { reason: '并发' }) } }),
            ),
          )
          expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true)
          const accepted = answers.filter((r) => r.statusCode === 200).length
          const after: OmsOrderDetail = await oms.data(ep.orderDetail, { query: `id=${order.id}` })
          const steps = after.timeline.slice(1)
          expect(steps).toHaveLength(accepted)
          let state: OmsState = { status: 'new', heldFrom: null }
          for (const step of steps) {
            expect(step.fromStatus).toBe(state.status)
            const to = next(state, step.action as MoveAction)
            expect(to?.status).toBe(step.toStatus)
            state = to!
          }
          expect(after.status).toBe(state.status)
          expect(after.heldFrom).toBe(state.heldFrom)
          expect(after.lines.map((l) => l.qty).sort()).toEqual([2, 3])
        },
      ),
      { numRuns: 8 },
    )
  })
})
