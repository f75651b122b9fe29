import type { FastifyInstance } from 'fastify'
import { srmEndpoints as ep, type SrmPurchaseOrderDetail } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { dayFrom } from './days'
import { srmCalls } from './http-fixture'
import { purchaseTargets, supplierWith } from './test-fixture'

const TENANT = '100001'

/** Issue 30 item 5: purchase orders with approval, through the workflow's `srm_purchase` process. */
describe(`purchase orders with approval (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let manager: string
  let calls: ReturnType<typeof srmCalls>
  let draft: () => Promise<SrmPurchaseOrderDetail>

  const detail = (id: string) =>
    calls.data<SrmPurchaseOrderDetail>(calls.get(admin, `${ep.purchaseDetail.path}?id=${id}`))
  const submitted = async () => {
    const order = await draft()
    return calls.data<SrmPurchaseOrderDetail>(calls.post(admin, ep.submit.path, { id: order.id }))
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, TENANT, 'admin')
    manager = await tokenFor(app, TENANT, 'manager')
    calls = srmCalls(app)
    const targets = await purchaseTargets(app, TENANT)
    const supplierId = await supplierWith(app, TENANT, 'WF', { validFrom: dayFrom(-1), validTo: dayFrom(1) })
    draft = () =>
      calls.data<SrmPurchaseOrderDetail>(
        calls.post(admin, ep.purchaseSave.path, {
          supplierId,
          warehouseId: targets.warehouseId,
          lines: [{ goodsId: targets.goodsIds[0], qty: 3, unitPrice: 500 }],
        }),
      )
  })
  afterAll(() => app.close())

  it('submitting starts the process: the order awaits approval and the manager’s task appears in the to-do list', async () => {
    const order = await submitted()
    expect(order.status).toBe('submitted')
    expect(order.instanceId).toMatch(/^\d+$/)
    expect(order.approvers.length).toBeGreaterThan(0)
    expect(await calls.taskOf(manager, order.instanceId)).toBeDefined()
  })

  it('completing the task in the to-do list approves the order, and the task is gone', async () => {
    const order = await submitted()
    expect((await calls.decide(manager, order, true)).json()).toMatchObject({ success: true })
    expect(await detail(order.id)).toMatchObject({ status: 'approved', approvers: [] })
    expect(await calls.taskOf(manager, order.instanceId)).toBeUndefined()
  })

  it('rejecting the task rejects the order, and it ends there', async () => {
    const order = await submitted()
    await calls.decide(manager, order, false)
    expect((await detail(order.id)).status).toBe('rejected')
    expect((await calls.post(admin, ep.submit.path, { id: order.id })).json().msg).toBe(
      'A purchase order cannot go from “Rejected” to “Awaiting approval”',
    )
    expect((await calls.post(admin, ep.withdraw.path, { id: order.id })).statusCode).toBe(400)
  })

  it('withdrawing a submitted order withdraws its instance: the task leaves the to-do list and the order is a draft again', async () => {
    const order = await submitted()
    const withdrawn = await calls.data<SrmPurchaseOrderDetail>(
      calls.post(admin, ep.withdraw.path, { id: order.id }),
    )
    expect(withdrawn).toMatchObject({ status: 'draft', approvers: [] })
    expect(await calls.taskOf(manager, order.instanceId)).toBeUndefined()
    const again = await calls.data<SrmPurchaseOrderDetail>(
      calls.post(admin, ep.submit.path, { id: order.id }),
    )
    expect(again.status).toBe('submitted')
    expect(again.instanceId).not.toBe(order.instanceId)
  })

  it('an order the approver has decided can no longer be withdrawn', async () => {
    const order = await submitted()
    await calls.decide(manager, order, true)
    expect((await calls.post(admin, ep.withdraw.path, { id: order.id })).json().msg).toBe(
      'A purchase order cannot go from “Approved” to “Draft”',
    )
  })
})
