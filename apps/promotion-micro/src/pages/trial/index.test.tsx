import { fireEvent, screen, within } from '@testing-library/react'
import {
  endpointsOf,
  goodsResource,
  memberEndpoints,
  promChannelResource,
  promSceneResource,
  PROMOTION_CODES,
  retailShopResource,
  trialEndpoints,
  type ResourceDef,
  type TrialResult,
} from '@store/contract'
import { memberFilter } from '../../components/member-picker'
import { initI18n, page, renderArea } from '../../testing'

const pageCall = (r: Pick<ResourceDef, 'basePath' | 'endpoints'>) =>
  `GET ${r.basePath}/${endpointsOf(r).page}`
const GOODS = [
  { id: '11', goodsCode: 'G1', tradeName: 'Vitamin C', retailPrice: '60.00', classId: '5', brandId: null },
  { id: '12', goodsCode: 'G2', tradeName: 'Zinc', retailPrice: '39.99', classId: null, brandId: null },
]

/** The engine's answer for 60.00 + 39.99: the ladder one fen short, the single-item 90 % applied. */
const RESULT: TrialResult = {
  lines: [
    {
      lineId: '1',
      goodsId: '11',
      quantity: 1,
      unitPriceFen: 6000,
      originalFen: 6000,
      discountFen: 600,
      payableFen: 5400,
      allocations: [{ source: 'activity', id: '7', amountFen: 600 }],
    },
    {
      lineId: '2',
      goodsId: '12',
      quantity: 1,
      unitPriceFen: 3999,
      originalFen: 3999,
      discountFen: 0,
      payableFen: 3999,
      allocations: [],
    },
  ],
  totals: {
    originalFen: 9999,
    itemDiscountFen: 600,
    orderDiscountFen: 0,
    couponDiscountFen: 0,
    goodsPayableFen: 9399,
    shippingFen: 0,
    shippingDiscountFen: 0,
    payableFen: 9399,
  },
  applied: [
    {
      activityId: '7',
      name: 'Vitamins 90%',
      promType: 2,
      form: 'discountRate',
      layer: 'item',
      amountFen: 600,
      lineIds: ['1'],
    },
  ],
  rejected: [
    {
      activityId: '8',
      name: 'Tiered whole order',
      reason: { code: 'thresholdNotReached', params: { missingFen: 601, thresholdFen: 10000 } },
    },
  ],
  coupons: {
    applied: [],
    usable: [],
    unusable: [{ couponId: '99', reason: { code: 'couponUsed', params: {} } }],
  },
  points: { base: 0, bonus: 0, total: 0 },
  suggestion: { code: 'suggestAddAmount', params: { missingFen: 601, name: 'Tiered whole order' } },
}

describe('trial calculation (spec §2 promotions)', () => {
  beforeAll(initI18n)

  it('builds a cart from searched goods and a member found by name, sends it with the sale’s context (the first scene and channel preselected) and the codes entered, no prices, and explains the result', async () => {
    const { calls } = renderArea(
      'trial',
      {
        [pageCall(goodsResource)]: () => page(GOODS),
        [pageCall(promSceneResource)]: () => page([{ id: '1', code: 'POS', name: 'Till' }]),
        [pageCall(promChannelResource)]: () => page([{ id: '2', code: 'APP', name: 'Mini program' }]),
        [pageCall(retailShopResource)]: () => page([]),
        [`POST ${trialEndpoints.trial.path}`]: () => ({ data: RESULT }),
        [`POST ${memberEndpoints.search.path}`]: () => page([{ id: '501', name: 'Li Lei', cardNo: 'C501' }]),
      },
      [PROMOTION_CODES.trial],
    )
    expect(await screen.findByText('Till')).toBeTruthy()
    expect(screen.getByText('Mini program')).toBeTruthy()
    const calculate = screen.getByRole('button', { name: 'Calculate' })
    expect((calculate as HTMLButtonElement).disabled).toBe(true)
    const search = screen.getByRole('combobox', { name: 'Search goods by name to add them' })
    fireEvent.focus(search)
    fireEvent.mouseDown(search.closest('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('G1 Vitamin C · 60.00'))
    fireEvent.mouseDown(search.closest('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('G2 Zinc · 39.99'))
    const member = screen.getByRole('combobox', { name: 'Member' })
    fireEvent.change(member, { target: { value: 'Li' } })
    fireEvent.click(await screen.findByText('Li Lei · C501'))
    const codes = screen.getByRole('combobox', { name: 'Codes entered' })
    fireEvent.change(codes, { target: { value: 'SPRING26' } })
    fireEvent.keyDown(codes, { key: 'Enter', code: 'Enter', keyCode: 13 })
    expect(screen.queryByLabelText('Member grades')).toBeNull()
    fireEvent.click(calculate)

    expect(await screen.findByText('Threshold not reached by 6.01')).toBeTruthy()
    expect(calls.find((c) => c.url === memberEndpoints.search.path)?.body).toEqual({ name: 'Li' })
    // prices, grade and tags are the server's to look up: the price centre's and the member's own
    const sent = calls.find((c) => c.url === trialEndpoints.trial.path)!.body
    expect(sent).toEqual({
      lines: [
        { goodsId: '11', quantity: 1, classId: '5', brandId: null },
        { goodsId: '12', quantity: 1, classId: null, brandId: null },
      ],
      member: { id: '501' },
      shopId: null,
      scene: 'POS',
      channel: 'APP',
      codes: ['SPRING26'],
    })
    const vitamin = screen.getAllByText('G1 Vitamin C').at(-1)!.closest('tr')!
    expect(within(vitamin).getByText('54.00')).toBeTruthy()
    expect(within(screen.getByText('Vitamins 90%').closest('tr')!).getByText('6.00')).toBeTruthy()
    expect(screen.getByText('93.99')).toBeTruthy()
    expect(screen.getByText('99: The coupon has been used', { exact: false })).toBeTruthy()
  })
})

describe('the member search’s filter', () => {
  it('a mobile number searches by phone, other digits by member id, anything else by the name’s beginning', () => {
    expect(memberFilter(' 13800138000 ')).toEqual({ phone: '13800138000' })
    expect(memberFilter('385013969654689792')).toEqual({ insiderId: '385013969654689792' })
    expect(memberFilter('Li')).toEqual({ name: 'Li' })
    expect(memberFilter('  ')).toBeNull()
  })
})
