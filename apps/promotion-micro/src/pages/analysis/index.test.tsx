import { screen, within } from '@testing-library/react'
import { analysisEndpoints, PROMOTION_CODES, type RedemptionSummary } from '@store/contract'
import { initI18n, renderArea } from '../../testing'

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
})
