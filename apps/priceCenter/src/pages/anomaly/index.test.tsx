import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PRICE_CODES, priceEndpoints, type PriceAnomaly } from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const anomaly = (
  id: string,
  kind: PriceAnomaly['kind'],
  status: PriceAnomaly['status'],
  goodsName: string,
) => ({
  id,
  kind,
  goodsId: '50' + id,
  goodsCode: `G50${id}`,
  goodsName,
  listId: '21',
  orderId: '1',
  priceFen: 250,
  limitValue: kind === 'margin' ? 1000 : 300,
  source: 'save' as const,
  status,
  note: status === 'open' ? null : 'Checked with buying',
  handledAt: null,
  createTime: '2026-11-26 02:00:00',
})

const routes = () => ({
  [`GET ${priceEndpoints.anomalyPage.path}`]: () =>
    page([
      anomaly('1', 'below_cost', 'open', 'Green tea'),
      anomaly('2', 'margin', 'acknowledged', 'Black tea'),
      anomaly('3', 'below_min', 'resolved', 'Oolong'),
      { ...anomaly('4', 'promotion_floor', 'open', 'Jasmine'), orderId: null },
    ]),
  [`POST ${priceEndpoints.anomalyHandle.path}`]: () => ({
    data: anomaly('1', 'below_cost', 'resolved', 'Green tea'),
  }),
})

describe('price anomalies', () => {
  beforeAll(initI18n)

  it('lists anomalies with kind, price, the limit crossed and state; resolving needs a note', async () => {
    const { calls } = renderArea('priceInquiry/Priceanomalies', routes(), [
      PRICE_CODES.anomalyView,
      PRICE_CODES.anomalyHandle,
    ])
    const open = (await screen.findByText('G501 Green tea')).closest('tr')!
    expect(within(open).getByText('Below cost')).toBeTruthy()
    expect(within(open).getByText('2.50')).toBeTruthy()
    expect(within(open).getByText('3.00')).toBeTruthy()
    const acknowledged = screen.getByText('G502 Black tea').closest('tr')!
    expect(within(acknowledged).getByText('10 %')).toBeTruthy()
    expect(
      within(acknowledged)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resolve'])
    const resolved = screen.getByText('G503 Oolong').closest('tr')!
    expect(within(resolved).queryAllByRole('button')).toHaveLength(0)
    const promotion = screen.getByText('G504 Jasmine').closest('tr')!
    expect(within(promotion).getByText('Promotion price under the floor')).toBeTruthy()
    expect(within(promotion).getByText('3.00')).toBeTruthy()

    fireEvent.click(within(open).getByRole('button', { name: 'Resolve' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Enter a note')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/anomaly/handle'))).toBe(false)
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Cost corrected' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/anomaly/handle'))?.body).toEqual({
        id: '1',
        status: 'resolved',
        note: 'Cost corrected',
      }),
    )
  })

  it('the kind filter goes to the server from page 1; without the handle button nothing is offered', async () => {
    const { calls } = renderArea('priceInquiry/Priceanomalies', routes(), [PRICE_CODES.anomalyView])
    await screen.findByText('G501 Green tea')
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by kind' }))
    fireEvent.click(await screen.findByTitle('Deviates from the reference'))
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/anomaly/page')).at(-1)?.params).toMatchObject({
        current: 1,
        kind: 'deviation',
      }),
    )
  })
})
