import '@ant-design/v5-patch-for-react-19'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  OMS_CODES,
  endpointsOf,
  goodsResource,
  omsEndpoints,
  retailShopResource,
  type OmsOrder,
  type OmsOrderDetail,
} from '@store/contract'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const page = <T,>(records: T[]) => ({
  data: { records, total: records.length, current: 1, size: 10, pages: 1 },
})
const order: OmsOrder = {
  id: '71',
  code: 'OM71',
  channel: 'marketplace',
  sourceNo: 'MP-001',
  status: 'new',
  heldFrom: null,
  receiverName: 'Ann',
  receiverPhone: '13800000000',
  region: 'Shanghai',
  address: 'Road 1',
  warehouseId: null,
  warehouseName: null,
  parentId: null,
  pickId: null,
  remark: null,
  createTime: '2026-11-27T10:00:00.000Z',
  lines: [{ goodsId: '501', goodsCode: 'YP00001', goodsName: 'Amoxicillin', qty: 3 }],
}
const detail: OmsOrderDetail = {
  ...order,
  timeline: [
    {
      id: '1',
      action: 'create',
      fromStatus: null,
      toStatus: 'new',
      note: null,
      createTime: order.createTime,
    },
    {
      id: '2',
      action: 'hold',
      fromStatus: 'new',
      toStatus: 'held',
      note: 'check address',
      createTime: order.createTime,
    },
  ],
}

/** The area's screen at `path` as the host mounts it, its calls answered by `routes`. */
const renderArea = (path: string, routes: Record<string, FakeRoute>, buttons: string[]) =>
  renderSubApp(subApp, path, {
    routes: {
      [`GET ${goodsResource.basePath}/${endpointsOf(goodsResource).page}`]: () =>
        page([{ id: '501', goodsCode: 'YP00001', tradeName: 'Amoxicillin' }]),
      ...routes,
    },
    buttons,
  }).calls

describe('order management (OMS) screens', () => {
  beforeAll(initI18n)

  it('the order list filters by channel, status and keyword on the server; a row opens its lines and timeline', async () => {
    let rows = [order]
    const calls = renderArea(
      'order',
      {
        [`GET ${omsEndpoints.orderPage.path}`]: () => page(rows),
        [`GET ${omsEndpoints.orderDetail.path}`]: () => ({ data: detail }),
      },
      [OMS_CODES.orderView],
    )
    const row = (await screen.findByText('OM71')).closest('tr')!
    expect(within(row).getByText('Marketplace')).toBeTruthy()
    expect(within(row).getByText('New')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Route' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Enter a POS order' })).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'OM71' }))
    expect(await screen.findByText('YP00001 Amoxicillin')).toBeTruthy()
    expect(screen.getByText(/Held → On hold（check address）/)).toBeTruthy()
    rows = []
    fireEvent.change(screen.getByPlaceholderText('Order, source number, receiver or phone'), {
      target: { value: 'MP-0' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No orders')).toBeTruthy()
    expect(calls.some((c) => c.params.keyword === 'MP-0')).toBe(true)
  })

  it('routing asks first and is sent only when confirmed; holding needs a reason', async () => {
    const calls = renderArea(
      'order',
      {
        [`GET ${omsEndpoints.orderPage.path}`]: () => page([order]),
        [`POST ${omsEndpoints.orderRoute.path}`]: () => ({ data: [{ ...order, status: 'routed' }] }),
        [`POST ${omsEndpoints.orderHold.path}`]: () => ({ data: { ...order, status: 'held' } }),
      },
      [OMS_CODES.orderView, OMS_CODES.orderEdit],
    )
    const row = (await screen.findByText('OM71')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Route' }))
    expect(await screen.findByText(/Route order OM71 to a warehouse/)).toBeTruthy()
    expect(calls.some((c) => c.url.includes('/order/route'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(calls.find((c) => c.url.includes('/order/route'))?.body).toEqual({ id: '71' }))

    fireEvent.click(within(row).getByRole('button', { name: 'Hold' }))
    const dialog = (await screen.findByText('Hold order OM71')).closest<HTMLElement>('.ant-modal-content')!
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy()
    expect(calls.some((c) => c.url.includes('/order/hold'))).toBe(false)
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'check address' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/order/hold'))?.body).toEqual({
        id: '71',
        reason: 'check address',
      }),
    )
  })

  it('a marketplace import that is refused shows each wrong row and why', async () => {
    renderArea(
      'order',
      {
        [`GET ${omsEndpoints.orderPage.path}`]: () => page([]),
        [`POST ${omsEndpoints.orderImport.path}`]: () => ({
          data: {
            imported: 0,
            duplicates: 0,
            rows: [
              { row: 2, sourceNo: 'MP-9', error: null },
              { row: 3, sourceNo: 'MP-10', error: 'No goods with code NOPE' },
            ],
          },
        }),
      },
      [OMS_CODES.orderView, OMS_CODES.orderCreate],
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Import marketplace orders' }))
    const dialog = await screen.findByRole('dialog')
    const file = new File(['a,b'], 'orders.csv', { type: 'text/csv' })
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } })
    expect(await within(dialog).findByText('No goods with code NOPE')).toBeTruthy()
    expect(within(dialog).getByText(/1 rows are wrong: nothing was imported/)).toBeTruthy()
  })

  it('the routing rules name their warehouse among the tenant’s warehouses, or their shop among its shops', async () => {
    renderArea(
      'strategy',
      {
        [`GET ${omsEndpoints.warehouseOptions.path}`]: () => ({
          data: [{ id: '1', code: 'WH01', name: 'Central' }],
        }),
        'GET /api/store-oms/rule/page': () =>
          page([
            {
              id: '9',
              name: 'Shanghai first',
              priority: 1,
              channel: null,
              region: 'Shanghai',
              warehouseId: '1',
              shopId: null,
              status: 1,
            },
            {
              id: '10',
              name: 'Shop stock',
              priority: 2,
              channel: null,
              region: null,
              warehouseId: null,
              shopId: '5',
              status: 1,
            },
          ]),
        [`GET ${retailShopResource.basePath}/list`]: () => ({ data: [{ id: '5', name: 'Bund shop' }] }),
      },
      ['oms_rule_view', 'retail_shop_view'],
    )
    const row = (await screen.findByText('Shanghai first')).closest('tr')!
    expect(await within(row).findByText('WH01 Central')).toBeTruthy()
    const shopRow = (await screen.findByText('Shop stock')).closest('tr')!
    expect(await within(shopRow).findByText('Bund shop')).toBeTruthy()
  })
})
