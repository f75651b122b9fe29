import '@ant-design/v5-patch-for-react-19'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  permissionCodes,
  TMS_CODES,
  tmsEndpoints,
  tmsServiceResource,
  type TmsShipmentDetail,
} from '@store/contract'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const page = <T,>(records: T[]) => ({
  data: { records, total: records.length, current: 1, size: 10, pages: 1 },
})
const shipment: TmsShipmentDetail = {
  id: '71',
  code: 'TS71',
  sourceRef: 'SO-001',
  sender: { name: 'Central DC', phone: '020-88886666', address: '1 Depot Road' },
  receiver: { name: 'Li Lei', phone: '13800138000', address: '2 Home Street' },
  region: 'Shanghai',
  parcels: [{ weight: 1200 }, { weight: 800 }],
  weight: 2000,
  carrierId: '5',
  carrierName: 'Swift',
  serviceId: '6',
  serviceName: 'Standard',
  waybillNo: 'FK0123456789ABCDEF',
  freight: 1100,
  status: 'waybill_issued',
  signedBy: null,
  signedAt: null,
  proofNote: null,
  createTime: '2026-11-27T10:00:00.000Z',
  events: [
    { id: '81', status: 'created', location: null, note: null, occurredAt: '2026-11-27T10:00:00.000Z' },
    {
      id: '82',
      status: 'waybill_issued',
      location: null,
      note: 'FK0123456789ABCDEF',
      occurredAt: '2026-11-27T10:05:00.000Z',
    },
  ],
}

/** The area's screen at `path` as the host mounts it, its calls answered by `routes`. */
const renderArea = (path: string, routes: Record<string, FakeRoute>, buttons: string[]) =>
  renderSubApp(subApp, path, { routes: routes, buttons }).calls

describe('transport (TMS) screens', () => {
  beforeAll(initI18n)

  it('shipments list their waybill, freight in yuan and status; the search goes to the server; an empty answer says so', async () => {
    let rows = [shipment]
    const calls = renderArea('waybill', { [`GET ${tmsEndpoints.shipmentPage.path}`]: () => page(rows) }, [
      TMS_CODES.shipmentView,
    ])
    const row = (await screen.findByText('TS71')).closest('tr')!
    for (const text of ['FK0123456789ABCDEF', 'SO-001', '11.00', 'Waybill issued', 'Swift Standard'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull()
    rows = []
    fireEvent.change(screen.getByPlaceholderText('Waybill, code, source reference or receiver'), {
      target: { value: 'Li' },
    })
    fireEvent.click(screen.getByRole('button', { name: /search/i }))
    expect(await screen.findByText('No shipments')).toBeTruthy()
    expect(calls.some((c) => c.params.keyword === 'Li')).toBe(true)
  })

  it('cancelling asks first and is sent only when confirmed; the detail shows the timeline', async () => {
    const calls = renderArea(
      'waybill',
      {
        [`GET ${tmsEndpoints.shipmentPage.path}`]: () => page([shipment]),
        [`GET ${tmsEndpoints.shipmentDetail.path}`]: () => ({ data: shipment }),
        [`POST ${tmsEndpoints.cancel.path}`]: () => ({ data: { ...shipment, status: 'cancelled' } }),
      },
      [TMS_CODES.shipmentView, TMS_CODES.shipmentEdit],
    )
    const row = (await screen.findByText('TS71')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText(/Cancel shipment TS71\?/)).toBeTruthy()
    expect(calls.some((c) => c.url.includes('/shipment/cancel'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/shipment/cancel'))?.body).toEqual({ id: '71' }),
    )
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('Tracking')).toBeTruthy()
    expect(within(drawer).getByText(/^Created ·/)).toBeTruthy()
    expect(within(drawer).getByText('1200 + 800 = 2000')).toBeTruthy()
  })

  it('a new shipment needs its source, parties, region, service and parcel weights: nothing is sent without them', async () => {
    const calls = renderArea('waybill', { [`GET ${tmsEndpoints.shipmentPage.path}`]: () => page([]) }, [
      TMS_CODES.shipmentView,
      TMS_CODES.shipmentAdd,
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'New shipment' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Please enter the Source reference')).toBeTruthy()
    expect(within(dialog).getByText('Please enter the Destination region')).toBeTruthy()
    expect(within(dialog).getByText('Please enter the Parcel weight (g)')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('the freight calculator asks the server and shows the freight in yuan with the tariff used', async () => {
    const calls = renderArea(
      'freight',
      {
        [`GET ${tmsServiceResource.basePath}/list`]: () => ({ data: [{ id: '6', name: 'Standard' }] }),
        [`GET ${tmsEndpoints.freightQuote.path}`]: () => ({ data: { freight: 1400, region: '*' } }),
      },
      [TMS_CODES.freightQuote, permissionCodes(tmsServiceResource).view],
    )
    fireEvent.mouseDown(await screen.findByRole('combobox'))
    fireEvent.click(await screen.findByTitle('Standard'))
    fireEvent.change(screen.getByLabelText('Destination region'), { target: { value: 'Tibet' } })
    fireEvent.change(screen.getByLabelText('Weight (g)'), { target: { value: '3500' } })
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByText('Freight: ¥14.00 (the “any other region” tariff)')).toBeTruthy()
    expect(calls.find((c) => c.url.includes('/freight/quote'))?.params).toMatchObject({
      serviceId: '6',
      region: 'Tibet',
      weight: 3500,
    })
  })
})
