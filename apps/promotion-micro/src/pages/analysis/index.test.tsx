import { fireEvent, screen, within } from '@testing-library/react'
import {
  activityEndpoints,
  analysisEndpoints,
  PROMOTION_CODES,
  type ActivityPerformance,
  type RedemptionSummary,
} from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const row = (shopId: string, committed: number, discountFen: number): RedemptionSummary => ({
  activityId: '1',
  activityCode: 'P-ORDER-01',
  activityName: 'Tiered',
  shopId,
  committed,
  discountFen,
  reserved: 1,
  budgetFen: 100000,
})

describe('analysis (spec §2 promotions analysis)', () => {
  beforeAll(initI18n)

  it('shows redemptions, discount in yuan and budget used per activity and shop, and a chart of the discount per activity', async () => {
    renderArea(
      'analysis',
      {
        [`GET ${analysisEndpoints.redemptions.path}`]: () => ({
          data: [row('11', 3, 25000), row('12', 1, 1000)],
        }),
      },
      [PROMOTION_CODES.analysis],
    )
    const first = (await screen.findByText('11')).closest('tr')!
    expect(within(first).getByText('250.00')).toBeTruthy()
    expect(within(first).getByText('25.0%')).toBeTruthy()
    expect(within(screen.getByText('12').closest('tr')!).getByText('10.00')).toBeTruthy()
    // the chart: the activity's discount in all its shops
    const chart = screen.getByRole('figure', { name: 'Discount per activity (yuan)' })
    expect(within(chart).getByRole('listitem', { name: 'Tiered 260.00' })).toBeTruthy()
  })

  it('an activity’s sales uplift against the period before, per shop, and its budget burn by day, with their charts', async () => {
    const performance: ActivityPerformance = {
      activityId: '1',
      activityCode: 'P-ORDER-01',
      activityName: 'Tiered',
      from: '2026-11-20 00:00:00',
      to: '2026-11-27 12:00:00',
      beforeFrom: '2026-11-12 12:00:00',
      salesFen: 17_050,
      beforeSalesFen: 10_000,
      upliftFen: 7_050,
      upliftPermille: 705,
      spentFen: 1_200,
      budgetFen: 5_000,
      shops: [
        {
          shopId: '11',
          salesFen: 15_050,
          beforeSalesFen: 10_000,
          upliftFen: 5_050,
          upliftPermille: 505,
          spentFen: 1_000,
        },
        {
          shopId: '12',
          salesFen: 2_000,
          beforeSalesFen: 0,
          upliftFen: 2_000,
          upliftPermille: null,
          spentFen: 200,
        },
      ],
      burn: [
        { day: '2026-11-26', spentFen: 300, cumulativeFen: 300 },
        { day: '2026-11-27', spentFen: 900, cumulativeFen: 1_200 },
      ],
    }
    const { calls } = renderArea(
      'analysis',
      {
        [`GET ${analysisEndpoints.redemptions.path}`]: () => ({ data: [row('11', 3, 25000)] }),
        [`GET ${activityEndpoints.page.path}`]: () => page([]),
        [`GET ${analysisEndpoints.performance.path}`]: () => ({ data: performance }),
      },
      [PROMOTION_CODES.analysis],
    )
    expect(await screen.findByText(/Choose an activity \(or click a row above\)/)).toBeTruthy()
    // the redemptions' rows load apart from the picker's hint: waited for, not assumed (a loaded machine)
    fireEvent.click(await screen.findByText('11'))
    const shop = (await screen.findByText('+50.5%')).closest('tr')!
    expect(within(shop).getByText('150.50')).toBeTruthy()
    // the shop that sold nothing before: sales and uplift both 20.00, no uplift rate
    expect(
      within(screen.getByText('—', { selector: 'td' }).closest('tr')!).getAllByText('20.00'),
    ).toHaveLength(2)
    expect(screen.getByText('+70.5%')).toBeTruthy()
    expect(screen.getByText('12.00 / 50.00')).toBeTruthy()
    const burn = screen.getByRole('figure', { name: 'Budget burn (cumulative, yuan; dashed: the budget)' })
    expect(within(burn).getByRole('listitem', { name: '2026-11-27 12.00' })).toBeTruthy()
    expect(calls.find((c) => c.url === analysisEndpoints.performance.path)?.params.activityId).toBe('1')
  })
})
