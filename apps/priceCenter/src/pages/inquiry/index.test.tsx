import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  goodsResource,
  memberGradeResource,
  PRICE_CODES,
  priceEndpoints,
  retailShopResource,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const answer = {
  goodsId: '501',
  priceFen: 569,
  floorFen: 450,
  explanation: {
    source: 'list',
    listId: '22',
    listCode: 'ONLINE',
    listName: 'Online',
    scope: 'channel',
    priority: 20,
    itemId: '77',
    rule: 'formula',
    baseFen: 600,
    discountBp: 9500,
    surchargeFen: 0,
    rounding: 'x9',
    orderId: null,
    considered: ['SHOPS-A', 'ONLINE', 'RETAIL'],
  },
}

const routes = () => ({
  [`POST ${priceEndpoints.inquiry.path}`]: () => ({ data: [answer] }),
  [`GET ${priceEndpoints.history.path}`]: () => ({
    data: [
      {
        id: '1',
        goodsId: '501',
        listId: '21',
        orderId: '31',
        oldPriceFen: null,
        newPriceFen: 600,
        effectiveAt: '2026-10-01 00:00:00',
      },
      {
        id: '2',
        goodsId: '501',
        listId: '21',
        orderId: '32',
        oldPriceFen: 600,
        newPriceFen: 550,
        effectiveAt: '2026-11-01 00:00:00',
      },
    ],
  }),
  [`GET ${goodsResource.basePath}/page`]: () =>
    page([{ id: '501', goodsCode: 'G501', tradeName: 'Green tea' }]),
  [`GET ${retailShopResource.basePath}/page`]: () => page([{ id: '7', code: 'S01', name: 'Harbour shop' }]),
  [`GET ${memberGradeResource.basePath}/page`]: () => page([]),
})

describe('price inquiry', () => {
  beforeAll(initI18n)

  it('asks the price of a goods for a shop and channel and shows why and its history', async () => {
    const { calls } = renderArea('priceInquiry/index', routes(), [PRICE_CODES.inquiry])
    expect(await screen.findByText(/the price and how it was made show here/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }))
    expect(await screen.findByText('Choose a goods')).toBeTruthy()

    fireEvent.mouseDown(screen.getByLabelText('Goods'))
    fireEvent.click(await screen.findByText('G501 Green tea'))
    fireEvent.mouseDown(screen.getByLabelText('Shop'))
    fireEvent.click(await screen.findByText('S01 Harbour shop'))
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'online' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/inquiry'))?.body).toEqual({
        goodsIds: ['501'],
        shopId: '7',
        channel: 'online',
      }),
    )

    expect(await screen.findByText('5.69')).toBeTruthy()
    expect(screen.getByText('4.50')).toBeTruthy()
    expect(screen.getByText('ONLINE Online · Channel · priority 20')).toBeTruthy()
    expect(screen.getByText('6.00 × 95 % + 0.00, Ends in .x9')).toBeTruthy()
    expect(screen.getByText('Not set by an order')).toBeTruthy()
    expect(screen.getByText('2. ONLINE')).toBeTruthy()

    const history = (await screen.findByText('2026-11-01 00:00:00')).closest('table')!
    const rows = within(history).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      '2026-11-01 00:00:006.005.5032',
      '2026-10-01 00:00:006.0031',
    ])
    expect(calls.find((c) => c.url.endsWith('/history'))?.params).toMatchObject({ goodsId: '501' })
  })
})
