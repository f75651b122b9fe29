import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  SHOP_CARDS_CODES as C,
  couponTemplateResource,
  permissionCodes,
  entityCouponEndpoints as coupons,
  giftCardEndpoints as cards,
  payingMemberEndpoints as plans,
  type Endpoint,
} from '@store/contract'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from './App'

const at = (ep: Endpoint) => `${ep.method} ${ep.path}`
const page = <T,>(records: T[]) => ({
  data: { records, total: records.length, size: 10, current: 1, pages: 1 },
})
const schedule = {
  startTime: '2026-11-01 00:00:00',
  endTime: '2027-10-31 23:59:59',
  createTime: '2026-11-01 09:00:00',
}

const batch = {
  id: '11',
  name: 'Opening 20 off',
  kind: 'amount',
  faceFen: 2000,
  discountPercent: 0,
  count: 30,
  status: 'active',
  redeemed: 3,
  ...schedule,
}
const code = {
  id: '12',
  batchId: '11',
  batchName: 'Opening 20 off',
  code: 'ABCD1234EFGH5',
  status: 'redeemed',
  memberId: '900',
  channel: 'pos',
  redeemTime: '2026-11-02 10:00:00',
}
const cardType = {
  id: '21',
  name: '100 card',
  faceFen: 10000,
  validDays: 365,
  status: 'active',
  sold: 4,
  ...schedule,
}
const card = {
  id: '22',
  cardNo: 'GC00000000001',
  typeId: '21',
  typeName: '100 card',
  memberId: '900',
  status: 'active',
  faceFen: 10000,
  balanceFen: 7200,
  activateTime: '2026-11-02 10:00:00',
  expireTime: '2027-11-02 10:00:00',
  createTime: '2026-11-02 09:00:00',
}
const plan = {
  id: '31',
  name: 'Monthly member',
  period: 'month',
  priceFen: 1990,
  discountPercent: 5,
  freeShipping: 1,
  monthlyCoupons: 2,
  couponTemplateId: null,
  graceDays: 7,
  status: 'active',
  purchases: 3,
  ...schedule,
}
const purchase = {
  id: '32',
  memberId: '900',
  planId: '31',
  planName: 'Monthly member',
  kind: 'renewal',
  priceFen: 1990,
  periodStart: '2026-12-01 00:00:00',
  periodEnd: '2027-01-01 00:00:00',
  createTime: '2026-11-20 08:00:00',
}

const routes: Record<string, FakeRoute> = {
  [at(coupons.stats)]: () => ({ data: { batches: 2, issued: 40, redeemed: 3, rate: 7.5 } }),
  [at(coupons.batchPage)]: () => page([batch]),
  [at(coupons.codePage)]: () => page([code]),
  [at(coupons.batchVoid)]: () => ({ data: { ...batch, status: 'voided' } }),
  [at(coupons.batchSubmit)]: () => ({ data: batch }),
  [at(cards.stats)]: () => ({
    data: { sold: 5, active: 2, loadedFen: 60000, paidFen: 12800, balanceFen: 47200 },
  }),
  [at(cards.typePage)]: () => page([cardType]),
  [at(cards.cardPage)]: () => page([card]),
  [at(cards.sell)]: () => ({ data: [card] }),
  [at(plans.stats)]: () => ({
    data: {
      active: 3,
      grace: 1,
      revenueFen: 25870,
      byPlan: [{ planId: '31', planName: 'Monthly member', purchases: 3, revenueFen: 5970 }],
    },
  }),
  [at(plans.planPage)]: () => page([plan]),
  [at(plans.planSubmit)]: () => ({ data: plan }),
  [`GET ${couponTemplateResource.basePath}/list`]: () => ({
    data: [{ id: '41', code: 'C-90', name: '10% off' }],
  }),
  [at(plans.purchasePage)]: () => page([purchase]),
  [at(plans.planStop)]: () => ({ data: { ...plan, status: 'stopped' } }),
}

/** A statistics card's figure, once loaded (antd writes its integer and decimals apart). */
const figure = async (title: string, value: string) =>
  waitFor(() =>
    expect(screen.getByText(title).closest('.ant-statistic')?.textContent).toBe(`${title}${value}`),
  )

const confirmPopover = async () => {
  const tip = await screen.findByRole('tooltip')
  fireEvent.click(within(tip).getByRole('button', { name: 'OK' }))
}

describe('Shop cards screens (/microshop/entityCoupon, giftCard, payingMember)', () => {
  beforeAll(initI18n)

  it('entity coupons: the statistics row and the batches list; voiding a batch asks first, then voids it', async () => {
    const { calls } = renderSubApp(subApp, 'entityCoupon', {
      buttons: [C.entityCouponView, C.entityCouponEdit, C.entityCouponVoid],
      routes,
    })
    expect(await screen.findByText('Opening 20 off')).toBeTruthy()
    await figure('Redemption rate', '7.5%')
    expect(screen.getByText('20.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Void' }))
    expect(await screen.findByText(/Void “Opening 20 off”\?/)).toBeTruthy()
    expect(calls.some((c) => c.url === coupons.batchVoid.path)).toBe(false)
    await confirmPopover()
    await waitFor(() =>
      expect(calls.find((c) => c.url === coupons.batchVoid.path)?.params).toMatchObject({ id: '11' }),
    )
  })

  it('entity coupons: a new batch without its schedule is refused on the form and nothing is sent', async () => {
    const { calls } = renderSubApp(subApp, 'entityCoupon', { buttons: [C.entityCouponEdit], routes })
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon batch' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Spring' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Please choose the start and end')).toBeTruthy()
    expect(calls.some((c) => c.url === coupons.batchSubmit.path)).toBe(false)
  })

  it('entity coupons: the codes tab searches by code and status', async () => {
    const { calls } = renderSubApp(subApp, 'entityCoupon', { buttons: [C.entityCouponView], routes })
    await screen.findByText('Opening 20 off')
    fireEvent.click(screen.getByRole('button', { name: 'Codes' }))
    expect(await screen.findByText('ABCD1234EFGH5')).toBeTruthy()
    const search = screen.getByLabelText('Search by code')
    fireEvent.change(search, { target: { value: 'abcd' } })
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 })
    await waitFor(() =>
      expect(calls.filter((c) => c.url === coupons.codePage.path).at(-1)?.params).toMatchObject({
        code: 'abcd',
      }),
    )
  })

  it('gift cards: statistics, card types, selling cards of a type to a member', async () => {
    const { calls } = renderSubApp(subApp, 'giftCard', { buttons: [C.giftCardView, C.giftCardEdit], routes })
    expect(await screen.findByText('100 card')).toBeTruthy()
    await figure('Balance held', '472.00')
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Member ID'), { target: { value: '900' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === cards.sell.path)?.body).toEqual({
        typeId: '21',
        quantity: 1,
        memberId: '900',
      }),
    )
  })

  it('gift cards: the cards tab lists balances; no Stop without its button', async () => {
    renderSubApp(subApp, 'giftCard', { buttons: [C.giftCardView], routes })
    await screen.findByText('100 card')
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Cards sold' }))
    expect(await screen.findByText('GC00000000001')).toBeTruthy()
    expect(screen.getByText('72.00')).toBeTruthy()
  })

  it('paying membership: plans and statistics; stopping a plan asks first; purchases are listed', async () => {
    const { calls } = renderSubApp(subApp, 'payingMember', {
      buttons: [C.payingMemberView, C.payingMemberStop],
      routes,
    })
    expect(await screen.findByText('Monthly member')).toBeTruthy()
    await figure('Revenue', '258.70')
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    await confirmPopover()
    await waitFor(() =>
      expect(calls.find((c) => c.url === plans.planStop.path)?.params).toMatchObject({ id: '31' }),
    )
    fireEvent.click(screen.getByRole('tab', { name: 'Purchases' }))
    expect(await screen.findByText('Renewal')).toBeTruthy()
  })

  it('paying membership: a plan names the coupon template its monthly coupons come from', async () => {
    const { calls } = renderSubApp(subApp, 'payingMember', {
      buttons: [C.payingMemberView, C.payingMemberEdit, permissionCodes(couponTemplateResource).view],
      routes,
    })
    await screen.findByText('Monthly member')
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Coupon template' }))
    fireEvent.click(await screen.findByTitle('C-90 10% off'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(calls.find((c) => c.url === plans.planSubmit.path)?.body).toMatchObject({
        id: '31',
        monthlyCoupons: 2,
        couponTemplateId: '41',
      }),
    )
  })
})
