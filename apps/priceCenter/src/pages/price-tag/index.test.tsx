import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  DEFAULT_TAG_LAYOUT,
  menuEndpoints,
  PRICE_CODES,
  priceTagEndpoints,
  priceTagTemplateResource,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const job = {
  id: '7',
  orderId: '70',
  orderCode: 'TJ0007',
  orderTitle: 'Autumn prices',
  listName: 'Retail',
  lineCount: 2,
  printCount: 1,
  lastPrintedAt: '2026-11-27 09:00:00',
  createTime: '2026-11-27 08:00:00',
}
const line = (goodsId: string, goodsName: string, newPriceFen: number) => ({
  goodsId,
  goodsCode: `G${goodsId}`,
  goodsName,
  barcode: `69000000${goodsId}`,
  specification: '1 box',
  oldPriceFen: 999,
  newPriceFen,
})
const plan = (id: string, printPlanName: string, forbidReprint: number) => ({
  id,
  printPlanName,
  forbidReprint,
  template: '{}',
})

const routes = () => ({
  [`GET ${priceTagEndpoints.tagJobPage.path}`]: () => page([job]),
  [`GET ${priceTagEndpoints.tagJobDetail.path}`]: () => ({
    data: { ...job, lines: [line('1', 'Green tea', 1280), line('2', 'Black tea', 2590)] },
  }),
  [`GET ${priceTagTemplateResource.basePath}/page`]: () =>
    page([{ id: '3', name: 'Shelf', widthMm: 70, heightMm: 38, layout: JSON.stringify(DEFAULT_TAG_LAYOUT) }]),
  [`GET ${menuEndpoints.listPrintPlans.path}`]: () => ({
    data: [
      {
        menuId: '9',
        menuCode: 'price_tag',
        printPlans: [plan('11', 'Once only', 1), plan('12', 'Any time', 0)],
      },
    ],
  }),
  [`POST ${priceTagEndpoints.tagJobPrinted.path}`]: () => ({ data: { ...job, printCount: 2 } }),
})

describe('price tags', () => {
  beforeAll(initI18n)

  it('the print preview shows exactly the job’s tags; a plan forbidding reprint blocks a printed job, another prints it', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined)
    const { calls } = renderArea('priceTag', routes(), [PRICE_CODES.tagView, PRICE_CODES.tagPrint])
    fireEvent.click(await screen.findByRole('button', { name: 'Print preview' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getAllByTestId('price-tag')).toHaveLength(2))
    expect(
      within(dialog)
        .getAllByTestId('price-tag')
        .map((t) => t.dataset.goodsId),
    ).toEqual(['1', '2'])
    expect(within(dialog).getByText('¥12.80')).toBeTruthy()
    expect(within(dialog).getByText(/forbids reprinting/)).toBeTruthy()
    const printButton = within(dialog).getByRole('button', { name: 'Print' })
    expect(printButton.hasAttribute('disabled')).toBe(true)

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Print plan' }))
    fireEvent.click(await screen.findByText('Any time'))
    await waitFor(() => expect(printButton.hasAttribute('disabled')).toBe(false))
    fireEvent.click(printButton)
    expect(print).toHaveBeenCalledTimes(1)
    await waitFor(() =>
      expect(calls.find((c) => c.url === priceTagEndpoints.tagJobPrinted.path)?.body).toEqual({
        id: '7',
        planId: '12',
      }),
    )
  })
})
