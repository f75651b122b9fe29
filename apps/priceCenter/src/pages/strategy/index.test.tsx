import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  goodsResource,
  PRICE_CODES,
  priceEndpoints,
  priceListResource,
  priceStrategyResource,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const strategy = {
  id: '61',
  code: 'COST-PLUS-35',
  name: 'Cost plus 35 %',
  kind: 'cost_plus',
  valueBp: 3500,
  followListId: null,
  rounding: 'x9',
  minMarginBp: 1000,
  maxMarginBp: 7000,
  status: 1,
}
const proposals = [
  { goodsId: '501', goodsName: 'Green tea', currentFen: 600, proposedFen: 549, clamped: false },
  { goodsId: '502', goodsName: 'Black tea', currentFen: 800, proposedFen: 800, clamped: true },
]

const routes = () => ({
  [`GET ${priceStrategyResource.basePath}/page`]: () => page([strategy]),
  [`GET ${priceListResource.basePath}/page`]: () => page([{ id: '21', code: 'RETAIL', name: 'Retail' }]),
  [`GET ${goodsResource.basePath}/page`]: () =>
    page([
      { id: '501', goodsCode: 'G501', tradeName: 'Green tea' },
      { id: '502', goodsCode: 'G502', tradeName: 'Black tea' },
    ]),
  [`POST ${priceEndpoints.strategyPropose.path}`]: () => ({ data: proposals }),
  [`POST ${priceEndpoints.orderSave.path}`]: () => ({
    data: { id: '90', code: 'PO-90', lines: [], anomalies: 0 },
  }),
})

describe('pricing strategies', () => {
  beforeAll(initI18n)

  it('proposes prices for goods of a list as a diff, and makes the changed ones a draft change order', async () => {
    const { calls, notices } = renderArea('strategy', routes(), [
      'price_strategy_view',
      PRICE_CODES.orderEdit,
    ])
    const row = (await screen.findByText('COST-PLUS-35')).closest('tr')!
    expect(within(row).getByText('Cost plus')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Propose prices' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Propose prices' })).toHaveProperty('disabled', true)

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Price list' }))
    fireEvent.click(await screen.findByText('RETAIL Retail'))
    for (const name of ['G501 Green tea', 'G502 Black tea']) {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Search goods by name to add' }))
      fireEvent.click(await screen.findByTitle(name))
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose prices' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/strategy/propose'))?.body).toEqual({
        strategyId: '61',
        listId: '21',
        goodsIds: ['501', '502'],
      }),
    )
    const green = (await within(dialog).findByText('Green tea')).closest('tr')!
    expect(within(green).getByText('5.49')).toBeTruthy()
    expect(within(green).getByText('-0.51')).toBeTruthy()
    const black = within(dialog).getByText('Black tea').closest('tr')!
    expect(within(black).getByText('Moved by the margin guard')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a draft change order' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/order/save'))?.body).toMatchObject({
        title: 'Proposed by Cost plus 35 %',
        listId: '21',
        lines: [{ goodsId: '501', newPriceFen: 549 }],
      }),
    )
    await waitFor(() => expect(notices.at(-1)).toMatch(/^Draft change order PO-90 created/))
  })
})
