import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { callApi, tokenOf } from './support/api'
import { artifactsDir } from './support/browser'
import { useServerAndBrowser } from './support/fixture'
import { visible } from './support/forms'
import { ADMIN, MANAGER, settledDialog, signedInPage } from './support/shell'

const RUN = Date.now().toString(36).toUpperCase()

interface Page1<T> {
  records: T[]
}
type Call = <T>(path: string, body?: unknown) => Promise<T>

/** Clicks a row's confirmed action and answers its question with OK once the popover has settled. */
async function confirmed(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: action }).click()
  const popover = await settledDialog(page.locator('.ant-popover:visible'))
  await popover.getByRole('button', { name: 'OK' }).click()
}

/** Searches a list screen by `text` in its search box named `box`, and waits for the row holding it. */
async function rowOf(page: Page, box: string, text: string): Promise<Locator> {
  const search = visible(page).getByRole('textbox', { name: box }).or(visible(page).getByPlaceholder(box))
  await search.first().fill(text)
  await search.first().press('Enter')
  const row = visible(page).locator('tbody tr').filter({ hasText: text }).first()
  await row.waitFor()
  return row
}

/**
 * Issue 30 acceptance: a purchase order is approved, received into the warehouse, a shop order taken
 * in by OMS is routed there, picked and shipped through TMS, and its tracking appears in the shop's
 * order timeline.
 */
describe('supply chain in the browser', () => {
  const e2e = useServerAndBrowser('supply-chain', { releases: true })
  let api: Call

  beforeAll(async () => {
    const token = await tokenOf(e2e.server.url, ADMIN)
    api = async <T>(path: string, body?: unknown) => {
      const reply = await callApi<T>(e2e.server.url, token, path, body)
      if (reply.code !== 200) throw new Error(`${path}: ${reply.msg}`)
      return reply.data
    }
  })

  it('purchase → receipt → OMS routing → pick → TMS waybill and tracking → the shop order’s timeline', async () => {
    const admin = await signedInPage(e2e.browser, e2e.server.url, ADMIN, '/child-store-srm/purchase')
    // goods no demo warehouse holds, bought from a qualified supplier into WH01
    const goods = await api<Page1<{ id: string }>>(
      '/api/store-goods/goods/page?rxType=OTC_A&size=1&current=32&descs=goodsCode',
    )
    const goodsId = goods.records[0]!.id
    const suppliers = await api<Page1<{ id: string }>>('/api/store-srm/supplier/page?code=SUP-001')
    const warehouses = await api<Page1<{ id: string }>>('/api/store-wms/warehouse/page?code=WH01')
    const draft = await api<{ id: string; code: string; lines: { id: string }[] }>(
      '/api/store-srm/purchase/save',
      {
        supplierId: suppliers.records[0]!.id,
        warehouseId: warehouses.records[0]!.id,
        remark: `E2E ${RUN}`,
        lines: [{ goodsId, qty: 20, unitPrice: 850 }],
      },
    )

    const purchase = await rowOf(admin.page, 'Order code or supplier name', draft.code)
    await confirmed(admin.page, purchase, 'Submit for approval')
    await purchase.getByText('Awaiting approval').waitFor()

    // the manager opens the order's task from their to-do list and approves it
    const { instanceId } = await api<{ instanceId: string }>(`/api/store-srm/purchase/detail?id=${draft.id}`)
    const todo = await callApi<Page1<{ id: string; instanceId: string }>>(
      e2e.server.url,
      await tokenOf(e2e.server.url, MANAGER),
      '/api/blade-workflow/process/todo-list?processKey=srm_purchase&size=100',
    )
    const task = todo.data.records.find((t) => t.instanceId === instanceId)!
    const approver = await signedInPage(
      e2e.browser,
      e2e.server.url,
      MANAGER,
      `/workflow-micro/workflow/process/detail/${instanceId}?taskId=${task.id}`,
    )
    await visible(approver.page).getByText(draft.code).first().waitFor()
    await visible(approver.page).locator('textarea').first().fill('同意')
    await visible(approver.page).getByRole('button', { name: 'Approve', exact: true }).click()
    await visible(approver.page).getByText('同意').waitFor()

    await api('/api/store-srm/purchase/confirm', { id: draft.id })
    const [bin] = await api<{ id: string }[]>(`/api/store-srm/purchase/bins?id=${draft.id}`)
    const year = new Date().getUTCFullYear()
    const received = await api<{ status: string }>('/api/store-srm/purchase/receive', {
      id: draft.id,
      lines: [
        {
          lineId: draft.lines[0]!.id,
          qty: 20,
          binId: bin!.id,
          lotNo: `E2E${RUN}`,
          productionDate: `${year - 1}-03-01`,
          expiryDate: `${year + 2}-03-01`,
        },
      ],
    })
    expect(received.status).toBe('received')

    // the shop front sells it: a paid express order, which OMS takes in
    const onSale = await api<{ id: string }>('/api/store-wxshop/goods/submit', {
      goodsId,
      category: 'E2E',
      stock: 20,
      priceFen: 1500,
      onShelf: 1,
    })
    const order = await api<{ id: string; orderNo: string }>('/api/store-wxshop/front/order/checkout', {
      lines: [{ shopGoodsId: onSale.id, quantity: 2 }],
      buyerName: '测试买家',
      buyerPhone: '13800000000',
      deliveryType: 'express',
      address: '北京市朝阳区建国路1号',
      idempotencyKey: `e2e-chain-${RUN}`,
    })
    await api('/api/store-wxshop/front/order/pay', { id: order.id, paymentMethod: 1 })

    await admin.page.goto(`${e2e.server.url}/oms-micro/order?lang=en`)
    const omsRow = await rowOf(admin.page, 'Order, source number, receiver or phone', order.orderNo)
    await confirmed(admin.page, omsRow, 'Route')
    await omsRow.getByText('Routed').waitFor()
    await confirmed(admin.page, omsRow, 'Release')
    await omsRow.getByText('Released').waitFor()
    await confirmed(admin.page, omsRow, 'Send to warehouse')
    await omsRow.getByText('In the warehouse').waitFor()

    const omsOrders = await api<Page1<{ id: string; pickId: string; warehouseId: string }>>(
      `/api/store-oms/order/page?channel=mall&keyword=${order.orderNo}`,
    )
    const { pickId, warehouseId } = omsOrders.records[0]!
    expect(warehouseId).toBe(warehouses.records[0]!.id)
    await api('/api/store-wms/pick/pack', { id: pickId })
    await api('/api/store-wms/pick/ship', { id: pickId })
    const services = await api<Page1<{ id: string }>>('/api/store-tms/service/page?code=FAKE-EXP-STD')
    const shipment = await api<{ code: string }>('/api/store-tms/shipment/create', {
      sourceRef: 'pick',
      wmsPickId: pickId,
      sender: { name: 'WH01', phone: '020-88886666', address: '1 Depot Road' },
      receiver: { name: '测试买家', phone: '13800000000', address: '北京市朝阳区建国路1号' },
      region: '北京',
      parcels: [{ weight: 600 }],
      serviceId: services.records[0]!.id,
    })

    await admin.page.goto(`${e2e.server.url}/tms-micro/waybill?lang=en`)
    const shipmentRow = await rowOf(admin.page, 'Waybill, code, source reference or receiver', shipment.code)
    await confirmed(admin.page, shipmentRow, 'Issue waybill')
    await shipmentRow.getByText('Waybill issued').waitFor()
    await shipmentRow.getByRole('button', { name: 'Update tracking' }).click()
    await shipmentRow.getByText('Picked up').waitFor()
    await shipmentRow.getByRole('button', { name: 'Update tracking' }).click()
    await shipmentRow.getByText('In transit').waitFor()

    await admin.page.goto(`${e2e.server.url}/microshop/order/orderManagement?lang=en`)
    const shopRow = await rowOf(admin.page, 'Order no.', order.orderNo)
    await shopRow.getByText('Shipped').waitFor()
    await shopRow.getByRole('button', { name: order.orderNo }).click()
    const drawer = admin.page.locator('.ant-drawer:visible')
    await drawer.getByText('Picked up by the carrier').waitFor()
    await drawer.getByText('In transit').waitFor()
    await admin.page.screenshot({ path: join(artifactsDir, 'supply-chain-shop-timeline-en.png') })
    expect([...admin.errors, ...approver.errors]).toEqual([])
    await admin.page.context().close()
    await approver.page.context().close()
  })
})
