import '@ant-design/v5-patch-for-react-19'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  WMS_CODES,
  endpointsOf,
  goodsResource,
  wmsBinResource,
  wmsEndpoints,
  wmsWarehouseResource,
  wmsZoneResource,
  type WmsPick,
  type WmsStockRow,
} from '@store/contract'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const page = <T,>(records: T[]) => ({
  data: { records, total: records.length, current: 1, size: 10, pages: 1 },
})
const stockRow: WmsStockRow = {
  goodsId: '501',
  goodsCode: 'YP00001',
  goodsName: 'Amoxicillin',
  warehouseId: '1',
  warehouseName: 'Central',
  binId: '11',
  binCode: 'WH01-A-01',
  lotId: '71',
  lotNo: 'L2407A',
  productionDate: '2025-01-01',
  expiryDate: '2027-01-01',
  onHand: 120,
  reserved: 10,
  available: 110,
}
const pick: WmsPick = {
  id: '91',
  code: 'CK91',
  warehouseId: '1',
  warehouseName: 'Central',
  status: 'packed',
  createTime: '2026-11-27T10:00:00.000Z',
  lines: [
    { ...stockRow, id: '92', lotNo: 'L2311B', expiryDate: '2027-01-10', qty: 4 },
    { ...stockRow, id: '93', qty: 6 },
  ],
}
const places: Record<string, FakeRoute> = {
  [`GET ${wmsWarehouseResource.basePath}/list`]: () => ({
    data: [{ id: '1', code: 'WH01', name: 'Central' }],
  }),
  [`GET ${wmsZoneResource.basePath}/list`]: () => ({ data: [{ id: '5', code: 'WH01-A', warehouseId: '1' }] }),
  [`GET ${wmsBinResource.basePath}/list`]: () => ({ data: [{ id: '11', code: 'WH01-A-01', zoneId: '5' }] }),
  [`GET ${goodsResource.basePath}/${endpointsOf(goodsResource).page}`]: () =>
    page([{ id: '501', goodsCode: 'YP00001', tradeName: 'Amoxicillin' }]),
}

/** The area's screen at `path` as the host mounts it, its calls answered by `routes`. */
const renderArea = (path: string, routes: Record<string, FakeRoute>, buttons: string[]) =>
  renderSubApp(subApp, path, { routes: { ...places, ...routes }, buttons }).calls

describe('warehouse (WMS) screens', () => {
  beforeAll(initI18n)

  it('stock lists each lot with its dates and quantities; the search goes to the server; an empty answer says so', async () => {
    let rows = [stockRow]
    const calls = renderArea('stock', { [`GET ${wmsEndpoints.stockPage.path}`]: () => page(rows) }, [
      WMS_CODES.stockView,
    ])
    const row = (await screen.findByText('YP00001 Amoxicillin')).closest('tr')!
    for (const text of ['WH01-A-01', 'L2407A', '2025-01-01', '2027-01-01', '120', '110'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Transfer' })).toBeNull()
    rows = []
    fireEvent.change(screen.getByPlaceholderText('Goods code, name or lot'), { target: { value: 'L24' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No stock')).toBeTruthy()
    expect(calls.some((c) => c.params.keyword === 'L24')).toBe(true)
  })

  it('a pick list shows its allocated lots; shipping asks first and is sent only when confirmed', async () => {
    const calls = renderArea(
      'outbound',
      {
        [`GET ${wmsEndpoints.pickPage.path}`]: () => page([pick]),
        [`POST ${wmsEndpoints.pickShip.path}`]: () => ({ data: { ...pick, status: 'shipped' } }),
      },
      [WMS_CODES.pickView, WMS_CODES.pickEdit],
    )
    const row = (await screen.findByText('CK91')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: /expand row/i }))
    expect(await screen.findByText('L2311B')).toBeTruthy()
    expect(screen.getByText('2027-01-10')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Ship' }))
    expect(await screen.findByText(/Ship pick list CK91\?/)).toBeTruthy()
    expect(calls.some((c) => c.url.includes('/pick/ship'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(calls.find((c) => c.url.includes('/pick/ship'))?.body).toEqual({ id: '91' }))
  })

  it('a receipt line needs goods, bin and quantity: nothing is sent until they are given', async () => {
    const calls = renderArea('inbound', { [`GET ${wmsEndpoints.receiptPage.path}`]: () => page([]) }, [
      WMS_CODES.receiptView,
      WMS_CODES.receiptEdit,
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'New receipt' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Warehouse is required')).toBeTruthy()
    expect(within(dialog).getByText('Goods is required')).toBeTruthy()
    expect(within(dialog).getByText('Quantity is required')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })
})
