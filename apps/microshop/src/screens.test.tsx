import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import {
  SHOP_CODES,
  afterSaleEndpoints,
  shopGoodsEndpoints,
  shopOrderEndpoints,
  shopSettingEndpoints,
} from '@store/contract'
import { createBridge, NO_PERMISSIONS, type HostServices } from '@store/bridge'
import { fakeServer, type FakeRoute } from '@store/ui/testing'
import subApp from './App'

const order = {
  id: '31',
  orderNo: 'SO100001',
  status: 'paid',
  buyerName: 'Wang',
  buyerPhone: '13900139002',
  memberId: null,
  deliveryType: 'express',
  address: 'Nanjing Road 1',
  originalFen: 2200,
  discountFen: 200,
  memberDiscountFen: 200,
  payableFen: 2000,
  paidFen: 2000,
  prepaidFen: 500,
  refundedFen: 0,
  paymentMethod: 1,
  carrier: null,
  trackingNo: null,
  buyerRemark: null,
  remark: null,
  cancelReason: null,
  expiresAt: null,
  createTime: '2026-11-27 10:00:00',
  lineCount: 1,
}
const detail = {
  ...order,
  lines: [],
  timeline: [
    {
      id: '1',
      action: 'checkout',
      fromStatus: null,
      toStatus: 'unpaid',
      note: null,
      userId: null,
      time: '2026-11-27 10:00:00',
    },
    {
      id: '2',
      action: 'pay',
      fromStatus: 'unpaid',
      toStatus: 'paid',
      note: null,
      userId: null,
      time: '2026-11-27 10:01:00',
    },
  ],
}

const sale = {
  id: '51',
  afterSaleNo: 'AS51',
  orderId: '31',
  orderNo: 'SO100001',
  type: 'refund',
  status: 'pending',
  reason: 'Damaged box',
  amountFen: 500,
  refuseReason: null,
  reviewTime: null,
  createTime: '2026-11-27 11:00:00',
}
const saleDetail = {
  ...sale,
  buyerName: 'Wang',
  buyerPhone: '13900139002',
  paidFen: 2000,
  refundedFen: 0,
  lines: [
    { id: '52', orderLineId: '41', goodsCode: 'G001', goodsName: 'Aspirin', quantity: 0, amountFen: 500 },
  ],
}

/** The sub-app at `path` under `base`, with the host's buttons, its confirm answering yes. */
function renderShop(base: string, path: string, buttons: string[], routes: Record<string, FakeRoute>) {
  const server = fakeServer(routes)
  axios.defaults.adapter = server.adapter
  const services = { confirm: jest.fn(async () => true), notify: jest.fn() }
  const { bridge } = createBridge(services as unknown as HostServices, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons },
  })
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={[`${base}${path}`]}>
        <Routes>
          <Route
            path={`${base}/*`}
            element={<subApp.Component bridge={bridge} basename={base} i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
  return { calls: server.calls, services }
}

const renderOrders = (buttons: string[]) =>
  renderShop('/ecshop', '/order/orderManagement', buttons, {
    [`GET ${shopOrderEndpoints.page.path}`]: () => ({ data: { records: [order], total: 1 } }),
    [`GET ${shopOrderEndpoints.detail.path}`]: () => ({ data: detail }),
  })

describe('order management (/ecshop/order/orderManagement)', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('lists orders with their state; the detail shows the timeline, the member discount, the gift-card and online parts of the payment and, with the ship button, Ship', async () => {
    renderOrders([SHOP_CODES.orderView, SHOP_CODES.orderShip])
    const row = (await screen.findByRole('button', { name: 'SO100001' })).closest('tr')!
    expect(within(row).getByText('Paid')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'SO100001' }))
    expect(await screen.findByText('2026-11-27 10:01:00 Paid')).toBeTruthy()
    expect(screen.getByText('2.00 (member discount 2.00)')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Member discount' })).toBeTruthy()
    expect(screen.getByText('Paid by gift card').closest('tr')!.textContent).toContain('5.00')
    expect(screen.getByText('Paid online').closest('tr')!.textContent).toContain('15.00')
    expect(screen.getByRole('button', { name: 'Ship' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })
})

describe('after-sale (/microshop/afterSale)', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('lists requests; approving asks for confirmation with the amount, then refunds through the approve call', async () => {
    const { calls, services } = renderShop(
      '/microshop',
      '/afterSale',
      [SHOP_CODES.afterSaleView, SHOP_CODES.afterSaleAudit],
      {
        [`GET ${afterSaleEndpoints.page.path}`]: () => ({ data: { records: [sale], total: 1 } }),
        [`GET ${afterSaleEndpoints.detail.path}`]: () => ({ data: saleDetail }),
        [`POST ${afterSaleEndpoints.approve.path}`]: () => ({ data: { ...saleDetail, status: 'refunded' } }),
      },
    )
    const row = (await screen.findByRole('button', { name: 'AS51' })).closest('tr')!
    expect(within(row).getByText('Pending')).toBeTruthy()
    expect(within(row).getByText('Refund only')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'AS51' }))
    expect(await screen.findByText('G001 Aspirin')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve refund' }))
    await waitFor(() => expect(calls.some((c) => c.url === afterSaleEndpoints.approve.path)).toBe(true))
    expect(services.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('¥5.00') }),
    )
    expect(calls.find((c) => c.url === afterSaleEndpoints.approve.path)?.params).toMatchObject({ id: '51' })
  })

  it('without the review button there is neither approve nor refuse; an empty list says so', async () => {
    renderShop('/microshop', '/afterSale', [SHOP_CODES.afterSaleView], {
      [`GET ${afterSaleEndpoints.page.path}`]: () => ({ data: { records: [], total: 0 } }),
    })
    expect(await screen.findByText('No after-sale requests')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve refund' })).toBeNull()
  })
})

describe('settings and goods (/microshop/setting/*, /microshop/goods)', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('unpaid-order minutes out of range are refused on the form and nothing is sent; in range they are saved', async () => {
    const { calls } = renderShop(
      '/microshop',
      '/setting/order',
      [SHOP_CODES.orderSettingView, SHOP_CODES.orderSettingEdit],
      {
        [`GET ${shopSettingEndpoints.unpaidSearch.path}`]: () => ({
          data: { tenantId: '100001', cancelMinutes: 30 },
        }),
        [`GET ${shopSettingEndpoints.unpaidSave.path}`]: (c) => ({
          data: { tenantId: '100001', cancelMinutes: Number(c.params.cancelMinutes) },
        }),
        [`GET ${shopSettingEndpoints.cancelSearch.path}`]: () => ({
          data: { buyerCancelUnpaid: 1, buyerCancelPaid: 0, reasons: [] },
        }),
        [`GET ${shopSettingEndpoints.completeSearch.path}`]: () => ({ data: { autoCompleteDays: 7 } }),
      },
    )
    const label = 'Minutes after checkout before an unpaid order is cancelled'
    const minutes = await screen.findByLabelText(label)
    const card = minutes.closest('.ant-card') as HTMLElement
    fireEvent.change(minutes, { target: { value: '1' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }))
    expect(await within(card).findByText('Enter a whole number from 5 to 10080')).toBeTruthy()
    expect(calls.some((c) => c.url === shopSettingEndpoints.unpaidSave.path)).toBe(false)
    fireEvent.change(minutes, { target: { value: '45' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === shopSettingEndpoints.unpaidSave.path)?.params).toMatchObject({
        cancelMinutes: 45,
      }),
    )
  })

  it('an unsupported payment method cannot be switched on; saving sends every method with its flag', async () => {
    const { calls } = renderShop('/microshop', '/setting/payment', [SHOP_CODES.paymentEdit], {
      [`GET ${shopSettingEndpoints.paymentSearch.path}`]: () => ({
        data: [
          { paymentMethod: 1, isSupported: 1, isEnabled: 1 },
          { paymentMethod: 2, isSupported: 0, isEnabled: 0 },
          { paymentMethod: 3, isSupported: 1, isEnabled: 1 },
        ],
      }),
      [`POST ${shopSettingEndpoints.paymentSave.path}`]: (c) => ({ data: c.body as object }),
    })
    expect((await screen.findByRole('switch', { name: 'Other payment' })).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('switch', { name: 'Member balance' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === shopSettingEndpoints.paymentSave.path)?.body).toEqual([
        { paymentMethod: 1, isSupported: 1, isEnabled: 1 },
        { paymentMethod: 2, isSupported: 0, isEnabled: 0 },
        { paymentMethod: 3, isSupported: 1, isEnabled: 0 },
      ]),
    )
  })

  it('goods on sale show price and stock; taking one off sale is confirmed, then sent', async () => {
    const goods = {
      id: '61',
      goodsId: '7',
      goodsCode: 'G007',
      goodsName: 'Vitamin C',
      rx: 0,
      category: 'Vitamins',
      priceFen: 1250,
      listFen: 1500,
      stock: 42,
      onShelf: 1,
      sales: 3,
    }
    const { calls, services } = renderShop(
      '/microshop',
      '/goods',
      [SHOP_CODES.goodsView, SHOP_CODES.goodsEdit],
      {
        [`GET ${shopGoodsEndpoints.page.path}`]: () => ({ data: { records: [goods], total: 1 } }),
        [`GET ${shopGoodsEndpoints.categories.path}`]: () => ({ data: ['Vitamins'] }),
        [`POST ${shopGoodsEndpoints.shelf.path}`]: () => ({ data: true }),
        [`POST ${shopGoodsEndpoints.submit.path}`]: () => ({ data: { ...goods, priceFen: 990 } }),
      },
    )
    const row = (await screen.findByText('Vitamin C')).closest('tr')!
    expect(within(row).getByText('12.50')).toBeTruthy()
    expect(within(row).getByText('42')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Remove' })).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'Take off sale' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === shopGoodsEndpoints.shelf.path)?.params).toMatchObject({
        ids: '61',
        onShelf: 0,
      }),
    )
    expect(services.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: expect.stringContaining('Vitamin C') }),
    )

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const price = await screen.findByLabelText('Price')
    fireEvent.change(price, { target: { value: '9.90' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === shopGoodsEndpoints.submit.path)?.body).toEqual({
        id: '61',
        goodsId: '7',
        category: 'Vitamins',
        priceFen: 990,
        stock: 42,
        onShelf: 1,
      }),
    )
    await waitFor(() => expect(services.notify).toHaveBeenCalledWith({ type: 'success', message: 'Saved' }))
  })
})
