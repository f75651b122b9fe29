import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  goodsResource,
  PRICE_CODES,
  priceEndpoints,
  priceListResource,
  type ChangeOrder,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const order = (id: string, code: string, status: ChangeOrder['status']): ChangeOrder => ({
  id,
  code,
  title: `Order ${code}`,
  listId: '21',
  listName: 'Retail',
  status,
  effectiveAt: '2026-12-01 00:00:00',
  instanceId: null,
  submitterId: '1',
  appliedAt: null,
  remark: null,
  lineCount: 2,
  createTime: '2026-11-20 10:00:00',
})

const routes = () => ({
  [`GET ${priceEndpoints.orderPage.path}`]: () =>
    page([order('1', 'PO-1', 'draft'), order('2', 'PO-2', 'scheduled'), order('3', 'PO-3', 'applied')], 23),
  [`POST ${priceEndpoints.orderSubmit.path}`]: () => ({ data: order('1', 'PO-1', 'pending') }),
  [`POST ${priceEndpoints.orderWithdraw.path}`]: () => ({ data: order('2', 'PO-2', 'withdrawn') }),
  [`POST ${priceEndpoints.orderSave.path}`]: () => ({
    data: { ...order('9', 'PO-9', 'draft'), lines: [], anomalies: 1 },
  }),
  [`GET ${priceListResource.basePath}/page`]: () => page([{ id: '21', code: 'RETAIL', name: 'Retail' }]),
  [`GET ${goodsResource.basePath}/page`]: () =>
    page([{ id: '501', goodsCode: 'G501', tradeName: 'Green tea' }]),
})
const ALL = [PRICE_CODES.orderView, PRICE_CODES.orderEdit, PRICE_CODES.orderRemove]

describe('price-change orders', () => {
  beforeAll(initI18n)

  it('lists orders with their state; each state offers its own steps; withdraw asks first', async () => {
    const { calls } = renderArea('priceOrder', routes(), ALL)
    const draft = (await screen.findByText('PO-1')).closest('tr')!
    expect(within(draft).getByText('Draft')).toBeTruthy()
    expect(within(draft).getByRole('button', { name: 'Submit for approval' })).toBeTruthy()
    expect(within(draft).getByRole('button', { name: 'Remove' })).toBeTruthy()
    const scheduled = screen.getByText('PO-2').closest('tr')!
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy()
    expect(within(scheduled).queryByRole('button', { name: 'Submit for approval' })).toBeNull()
    const applied = screen.getByText('PO-3').closest('tr')!
    expect(
      within(applied)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View'])
    expect(screen.getByText('23 in all')).toBeTruthy()

    fireEvent.click(within(scheduled).getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('A withdrawn order changes no price. Withdraw it?')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/order/withdraw'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/order/withdraw'))?.params).toMatchObject({ id: '2' }),
    )
  })

  it('the status filter goes to the server from page 1', async () => {
    const { calls } = renderArea('priceOrder', routes(), ALL)
    await screen.findByText('PO-1')
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }))
    fireEvent.click(await screen.findByTitle('Awaiting approval'))
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/order/page')).at(-1)?.params).toMatchObject({
        current: 1,
        status: 'pending',
      }),
    )
  })

  it('a new order needs goods with new prices before it is saved', async () => {
    const { calls, notices } = renderArea('priceOrder', routes(), ALL)
    await screen.findByText('PO-1')
    fireEvent.click(screen.getByRole('button', { name: 'New change order' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Tea down' } })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Price list' }))
    fireEvent.click(await screen.findByText('RETAIL Retail'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Add at least one goods')).toBeTruthy()

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Search goods by name to add' }))
    fireEvent.click(await screen.findByText('G501 Green tea'))
    fireEvent.change(await within(dialog).findByLabelText('New price (yuan) G501 Green tea'), {
      target: { value: '3.5' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/order/save'))?.body).toMatchObject({
        title: 'Tea down',
        listId: '21',
        effectiveAt: expect.stringMatching(/^\d{4}-\d\d-\d\d 00:00:00$/),
        lines: [{ goodsId: '501', newPriceFen: 350 }],
      }),
    )
    await waitFor(() => expect(notices.at(-1)).toBe('Saved; 1 price anomalies found'))
  })

  it('a role with only the view button can only view', async () => {
    renderArea('priceOrder', routes(), [PRICE_CODES.orderView])
    const draft = (await screen.findByText('PO-1')).closest('tr')!
    expect(
      within(draft)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View'])
    expect(screen.queryByRole('button', { name: 'New change order' })).toBeNull()
  })
})
