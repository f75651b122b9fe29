import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { activityEndpoints, type Activity } from '@store/contract'
import { hostApi } from '../bridge/api'
import { envelope, fakeServer } from '../session/test-server'
import { ViewActivityPage } from '.'

const ACTIVITY: Activity = {
  id: '42',
  code: 'P-ORDER-01',
  name: 'Tiered whole order',
  promType: 4,
  form: 'tiered',
  sceneCode: 'POS',
  layer: 'order',
  exclusivity: 'exclusive',
  priority: 8,
  status: 'active',
  startTime: '2026-11-24 00:00:00',
  endTime: '2026-12-24 00:00:00',
  weekdays: [],
  hours: [],
  scope: {},
  tiers: [
    { threshold: 10000, unit: 'fen', value: 1000 },
    { threshold: 20000, unit: 'fen', value: 2500 },
  ],
  perMemberLimit: 2,
  totalLimit: null,
  budgetFen: 5_000_000,
  usedFen: 12_345,
  usedCount: 3,
  processInstanceId: null,
  promoCode: 'SPRING26',
  slogan: null,
  remark: null,
  createTime: '2026-11-24 00:00:00',
  updateTime: '2026-11-24 00:00:00',
}

describe('/cloudPromotion/view-activity (issue 24): an activity read-only, for other areas', () => {
  beforeAll(() => i18next.changeLanguage('en'))

  test('shows the activity named by ?id= with its type, form and status in the user’s language', async () => {
    const server = fakeServer(hostApi)
    server.on('GET', activityEndpoints.detail.path, (req) =>
      req.params.id === '42' ? envelope(ACTIVITY) : envelope(null, 404, 'Not found'),
    )
    render(<ViewActivityPage path="/cloudPromotion/view-activity?id=42" />)
    expect(await screen.findByText('Tiered whole order')).toBeTruthy()
    expect(screen.getByText('Whole order')).toBeTruthy()
    expect(screen.getByText('Tiered')).toBeTruthy()
    expect(screen.getByText('50,000.00')).toBeTruthy()
    expect(screen.getByText('123.45')).toBeTruthy()
    expect(screen.getByText('10000 fen → 1000; 20000 fen → 2500')).toBeTruthy()
    expect(screen.getByText('SPRING26')).toBeTruthy()
    expect(screen.getByText('Promotion code')).toBeTruthy()
  })

  test('a refused read shows the server’s message', async () => {
    const server = fakeServer(hostApi)
    server.on('GET', activityEndpoints.detail.path, () => envelope(null, 403, 'No permission'))
    render(<ViewActivityPage path="/cloudPromotion/view-activity?id=7" />)
    expect(await screen.findByText('No permission')).toBeTruthy()
  })
})
