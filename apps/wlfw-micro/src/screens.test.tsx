import '@ant-design/v5-patch-for-react-19'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  permissionCodes,
  retailShopResource,
  WLFW_CODES,
  wlfwAreaResource,
  wlfwEndpoints,
  wlfwPickupPointResource,
  type WlfwRateReply,
  type WlfwTracking,
} from '@store/contract'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const page = <T,>(records: T[]) => ({
  data: { records, total: records.length, current: 1, size: 10, pages: 1 },
})
const quote: WlfwRateReply = {
  area: { id: '1', code: 'HZ-CITY', name: 'Hangzhou city' },
  matchedPrefix: '3301',
  services: [
    { level: 'standard', fee: 1200, promisedDate: '2026-11-27', cutoff: '18:00' },
    { level: 'same_day', fee: 0, promisedDate: '2026-11-25', cutoff: '14:00' },
  ],
  pickupPoints: [
    {
      id: '9',
      code: 'PU-1',
      name: 'Renmin Road desk',
      address: '128 Renmin Road',
      shopId: '3',
      openingHours: '09:00-21:00',
    },
  ],
}
const tracking: WlfwTracking = {
  waybillNo: 'FK0001',
  shipmentCode: 'TS71',
  carrierName: 'Swift',
  status: 'in_transit',
  receiverName: 'Li Lei',
  signedBy: null,
  events: [
    { id: '81', status: 'picked_up', location: 'Hub A', note: null, occurredAt: '2026-11-27T10:00:00.000Z' },
  ],
}
const point = {
  id: '9',
  code: 'PU-1',
  name: 'Renmin Road desk',
  areaId: '1',
  shopId: '3',
  address: '128 Renmin Road',
  openingHours: '09:00-21:00',
  status: 1,
}

/** The area's screen at `path` as the host mounts it, its calls answered by `routes`. */
const renderArea = (path: string, routes: Record<string, FakeRoute>, buttons: string[]) =>
  renderSubApp(subApp, path, { routes, buttons }).calls

describe('logistics services screens', () => {
  beforeAll(initI18n)

  it('the rate calculator needs a destination, amount and weight: nothing is sent without them', async () => {
    const calls = renderArea('rate', {}, [WLFW_CODES.rateQuote])
    fireEvent.click(await screen.findByRole('button', { name: 'Calculate' }))
    expect(await screen.findByText('Enter the Postcode / district code')).toBeTruthy()
    expect(screen.getByText('Enter the Weight (g)')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('the rate calculator shows each service with its fee in yuan (free at 0), its promised date, and the pickup points', async () => {
    const calls = renderArea('rate', { [`POST ${wlfwEndpoints.rate.path}`]: () => ({ data: quote }) }, [
      WLFW_CODES.rateQuote,
    ])
    fireEvent.change(await screen.findByLabelText('Postcode / district code'), {
      target: { value: '330106' },
    })
    fireEvent.change(screen.getByLabelText('Order amount (fen)'), { target: { value: '5000' } })
    fireEvent.change(screen.getByLabelText('Weight (g)'), { target: { value: '1500' } })
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    const standard = (await screen.findByText('Standard')).closest('tr')!
    for (const text of ['12.00', '2026-11-27', '18:00']) expect(within(standard).getByText(text)).toBeTruthy()
    expect(within(screen.getByText('Same day').closest('tr')!).getByText('Free')).toBeTruthy()
    expect(screen.getByText('Renmin Road desk')).toBeTruthy()
    expect(calls.find((c) => c.url === wlfwEndpoints.rate.path)?.body).toEqual({
      destination: '330106',
      amount: 5000,
      weight: 1500,
    })
  })

  it('tracking looks a waybill up and shows its timeline; an unknown number shows the server’s message', async () => {
    renderArea(
      'track',
      {
        [`GET ${wlfwEndpoints.track.path}`]: (c) =>
          c.params.waybillNo === 'FK0001' ? { data: tracking } : { code: 400, msg: 'No such waybill: NOPE' },
      },
      [WLFW_CODES.trackView],
    )
    expect(await screen.findByText('Enter a waybill number to see its tracking')).toBeTruthy()
    const search = screen.getByPlaceholderText('Waybill number')
    fireEvent.change(search, { target: { value: 'FK0001' } })
    fireEvent.click(screen.getByRole('button', { name: /look up/i }))
    expect(await screen.findByText(/^Picked up · Hub A ·/)).toBeTruthy()
    expect(screen.getByText('Swift')).toBeTruthy()
    fireEvent.change(search, { target: { value: 'NOPE' } })
    fireEvent.click(screen.getByRole('button', { name: /look up/i }))
    expect(await screen.findByText('No such waybill: NOPE')).toBeTruthy()
  })

  it('disabling a pickup point asks first and is sent only when confirmed, with the point’s status 0', async () => {
    const calls = renderArea(
      'pickup',
      {
        [`GET ${wlfwPickupPointResource.basePath}/page`]: () => page([point]),
        [`GET ${wlfwAreaResource.basePath}/list`]: () => ({ data: [{ id: '1', name: 'Hangzhou city' }] }),
        [`GET ${retailShopResource.basePath}/list`]: () => ({
          data: [{ id: '3', name: 'Renmin Road shop' }],
        }),
        [`POST ${wlfwPickupPointResource.basePath}/submit`]: () => ({ data: { ...point, status: 0 } }),
      },
      [
        permissionCodes(wlfwPickupPointResource).view,
        permissionCodes(wlfwPickupPointResource).edit,
        permissionCodes(wlfwAreaResource).view,
        permissionCodes(retailShopResource).view,
      ],
    )
    const row = (await screen.findByText('PU-1')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }))
    expect(await screen.findByText(/Disable pickup point “Renmin Road desk”\?/)).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/submit'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toMatchObject({
        id: '9',
        code: 'PU-1',
        status: 0,
      }),
    )
  })
})
