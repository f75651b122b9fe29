import '@ant-design/v5-patch-for-react-19'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  endpointsOf,
  goodsResource,
  SRM_CODES,
  srmEndpoints,
  WORKFLOW_CODES,
  WORKFLOW_TASKS_PATH,
  srmQualificationResource,
  srmSupplierResource,
  permissionCodes,
  type SrmMatch,
  type SrmPurchaseOrder,
  type SrmPurchaseOrderDetail,
} from '@store/contract'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const page = <T,>(records: T[]) => ({
  data: { records, total: records.length, current: 1, size: 10, pages: 1 },
})
const order = (status: SrmPurchaseOrder['status']): SrmPurchaseOrder => ({
  id: '91',
  code: 'PO91',
  supplierId: '5',
  supplierName: 'Sinopharm',
  warehouseId: '6',
  warehouseName: 'Main DC',
  status,
  totalAmount: 123_456,
  remark: null,
  instanceId: status === 'draft' ? null : '77',
  approvers: status === 'submitted' ? ['Manager Wang'] : [],
  createTime: '2026-11-27T10:00:00.000Z',
})

/** The area's screen at `path` as the host mounts it, its calls answered by `routes` (the goods picker's by none found). */
const renderArea = (path: string, routes: Record<string, FakeRoute>, buttons: string[]) =>
  renderSubApp(subApp, path, {
    routes: {
      [`GET ${goodsResource.basePath}/${endpointsOf(goodsResource).page}`]: () => page([]),
      ...routes,
    },
    buttons,
  })

describe('supplier collaboration (SRM) screens', () => {
  beforeAll(initI18n)

  it('purchase orders list their supplier, total in yuan and status; the status filter and search go to the server', async () => {
    let rows = [order('submitted')]
    const { calls } = renderArea(
      'purchase',
      { [`GET ${srmEndpoints.purchasePage.path}`]: () => page(rows) },
      [SRM_CODES.purchaseView],
    )
    const row = (await screen.findByText('PO91')).closest('tr')!
    for (const text of ['Sinopharm', 'Main DC', '1,234.56', 'Awaiting approval', 'Approver: Manager Wang'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull()
    rows = []
    fireEvent.change(screen.getByPlaceholderText('Order code or supplier name'), {
      target: { value: 'Sino' },
    })
    fireEvent.click(screen.getByRole('button', { name: /search/i }))
    expect(await screen.findByText('No purchase orders')).toBeTruthy()
    expect(calls.some((c) => c.params.keyword === 'Sino')).toBe(true)
  })

  it('an order awaiting approval is decided in the workflow to-do list, which it opens; its submitter may withdraw it', async () => {
    const { calls, tabs } = renderArea(
      'purchase',
      {
        [`GET ${srmEndpoints.purchasePage.path}`]: () => page([order('submitted')]),
        [`POST ${srmEndpoints.withdraw.path}`]: () => ({ data: { ...order('draft'), lines: [] } }),
      },
      [SRM_CODES.purchaseView, SRM_CODES.purchaseAdd, WORKFLOW_CODES.todo],
    )
    const row = (await screen.findByText('PO91')).closest('tr')!
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'Approve in My to-do' }))
    expect(tabs.at(-1)?.path).toBe(WORKFLOW_TASKS_PATH)
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }))
    expect(
      await screen.findByText('Withdraw purchase order PO91 from approval? It becomes a draft again.'),
    ).toBeTruthy()
    expect(calls.some((c) => c.url.includes('/purchase/withdraw'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/purchase/withdraw'))?.body).toEqual({ id: '91' }),
    )
  })

  it('receiving asks for each line’s bin among the order’s warehouse’s bins and its lot, and sends them', async () => {
    const detail: SrmPurchaseOrderDetail = {
      ...order('confirmed'),
      lines: [
        {
          id: '31',
          goodsId: '8',
          goodsCode: 'G8',
          goodsName: 'Amoxicillin',
          qty: 10,
          unitPrice: 1000,
          amount: 10_000,
          receivedQty: 0,
          invoicedQty: 0,
          invoicedAmount: 0,
        },
      ],
    }
    const { calls } = renderArea(
      'purchase',
      {
        [`GET ${srmEndpoints.purchasePage.path}`]: () => page([order('confirmed')]),
        [`GET ${srmEndpoints.purchaseDetail.path}`]: () => ({ data: detail }),
        [`GET ${srmEndpoints.bins.path}`]: () => ({ data: [{ id: '41', code: 'WH01-A-01' }] }),
        [`POST ${srmEndpoints.receive.path}`]: () => ({ data: { ...detail, status: 'partly_received' } }),
      },
      [SRM_CODES.purchaseView, SRM_CODES.purchaseHandle],
    )
    const row = (await screen.findByText('PO91')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Receive' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Please enter the Bin')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    await waitFor(() => expect(calls.some((c) => c.url.includes('/purchase/bins'))).toBe(true))
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Bin Amoxicillin' }))
    fireEvent.click(await screen.findByTitle('WH01-A-01'))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lot Amoxicillin' }), {
      target: { value: 'L2611A' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/purchase/receive'))?.body).toEqual({
        id: '91',
        lines: [{ lineId: '31', qty: 10, binId: '41', lotNo: 'L2611A' }],
      }),
    )
  })

  it('a new purchase order needs its supplier, warehouse and goods lines: nothing is sent without them', async () => {
    const { calls } = renderArea('purchase', { [`GET ${srmEndpoints.purchasePage.path}`]: () => page([]) }, [
      SRM_CODES.purchaseView,
      SRM_CODES.purchaseAdd,
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'New purchase order' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Please enter the Supplier')).toBeTruthy()
    expect(within(dialog).getByText('Please enter the Receiving warehouse')).toBeTruthy()
    expect(within(dialog).getByText('Please enter the Goods')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('the match view shows each line matched or why not, with the tolerance', async () => {
    const match: SrmMatch = {
      id: '91',
      code: 'PO91',
      toleranceBp: 200,
      matched: false,
      lines: [
        {
          lineId: '1',
          goodsName: 'Aspirin',
          orderedQty: 10,
          receivedQty: 10,
          invoicedQty: 10,
          receivedValue: 10_000,
          invoicedAmount: 10_100,
          difference: 100,
          matched: true,
          reasons: [],
        },
        {
          lineId: '2',
          goodsName: 'Ibuprofen',
          orderedQty: 4,
          receivedQty: 4,
          invoicedQty: 4,
          receivedValue: 10_200,
          invoicedAmount: 11_000,
          difference: 800,
          matched: false,
          reasons: ['amount_outside_tolerance'],
        },
      ],
    }
    renderArea(
      'purchase',
      {
        [`GET ${srmEndpoints.purchasePage.path}`]: () => page([order('received')]),
        [`GET ${srmEndpoints.match.path}`]: () => ({ data: match }),
      },
      [SRM_CODES.purchaseView, SRM_CODES.matchView],
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Three-way match' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('Some lines do not match')).toBeTruthy()
    expect(within(drawer).getByText('Tolerance: 2% of the received value')).toBeTruthy()
    expect(within(within(drawer).getByText('Aspirin').closest('tr')!).getByText('Matched')).toBeTruthy()
    const bad = within(drawer).getByText('Ibuprofen').closest('tr')!
    expect(within(bad).getByText('Invoiced amount outside the tolerance')).toBeTruthy()
    expect(within(bad).getByText('8.00')).toBeTruthy()
  })

  it('a supplier’s qualifications flag the expired ones', async () => {
    renderArea(
      'supplier',
      {
        [`GET ${srmSupplierResource.basePath}/page`]: () =>
          page([{ id: '5', code: 'SUP-001', name: 'Sinopharm', contact: null, phone: null, status: 1 }]),
        [`GET ${srmQualificationResource.basePath}/page`]: () =>
          page([
            {
              id: '7',
              supplierId: '5',
              kind: 'gsp',
              number: 'GSP-OLD',
              validFrom: '2020-01-01',
              validTo: '2021-01-01',
            },
            {
              id: '8',
              supplierId: '5',
              kind: 'business_licence',
              number: 'BL-1',
              validFrom: '2020-01-01',
              validTo: '2099-01-01',
            },
          ]),
      },
      [permissionCodes(srmSupplierResource).view, permissionCodes(srmQualificationResource).view],
    )
    fireEvent.click(await screen.findByText('SUP-001'))
    const expired = (await screen.findByText('GSP-OLD')).closest('tr')!
    expect(within(expired).getByText('Expired')).toBeTruthy()
    expect(within(screen.getByText('BL-1').closest('tr')!).queryByText('Expired')).toBeNull()
  })

  it('a supplier’s statement shows the period’s received value, invoiced amount and difference per order and in total', async () => {
    const { calls } = renderArea(
      'supplier',
      {
        [`GET ${srmSupplierResource.basePath}/page`]: () =>
          page([{ id: '5', code: 'SUP-001', name: 'Sinopharm', contact: null, phone: null, status: 1 }]),
        [`GET ${srmQualificationResource.basePath}/page`]: () => page([]),
        [`GET ${srmEndpoints.statement.path}`]: () => ({
          data: {
            supplierId: '5',
            supplierName: 'Sinopharm',
            from: '2026-11-01',
            to: '2026-11-30',
            orders: [
              { id: '91', code: 'PO91', receivedValue: 20_200, invoicedAmount: 20_300, difference: 100 },
            ],
            receivedValue: 20_200,
            invoicedAmount: 20_300,
            difference: 100,
          },
        }),
      },
      [
        permissionCodes(srmSupplierResource).view,
        permissionCodes(srmQualificationResource).view,
        SRM_CODES.matchView,
      ],
    )
    fireEvent.click(await screen.findByText('SUP-001'))
    const row = (await screen.findByText('PO91')).closest('tr')!
    for (const text of ['202.00', '203.00', '1.00']) expect(within(row).getByText(text)).toBeTruthy()
    expect(calls.find((c) => c.url.includes('/statement'))?.params).toMatchObject({ supplierId: '5' })
  })
})
