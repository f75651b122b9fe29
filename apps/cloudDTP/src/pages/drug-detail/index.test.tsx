import '@ant-design/v5-patch-for-react-19'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import axios from 'axios'
import i18next from 'i18next'
import { dtpEndpoints, type DrugInfo, type DrugReview } from '@store/contract'
import { createBridge, NO_PERMISSIONS, type HostServices } from '@store/bridge'
import { fakeServer } from '@store/ui/testing'
import subApp from '../../App'

const BASE = '/cloudDTP'
const INCOMPLETE = 'This drug’s information is incomplete: ask an administrator to repair it'
const drug = {
  drugId: '7',
  drugTradeName: '三九阿莫西林胶囊',
  genericName: '阿莫西林胶囊',
  approvalValidTo: '2020-01-01',
  approvalState: 'expired',
  daysToExpiry: -10,
  category: 'RX',
  controlFlags: ['antibiotic'],
  maxQtyPerSale: null,
  maxDailyMg: 4000,
} as Partial<DrugInfo>
const review = {
  id: '1',
  drugId: '7',
  drugTradeName: '三九阿莫西林胶囊',
  customerName: '王**',
  rating: 5,
  content: '好',
  status: 'pending',
} as Partial<DrugReview>

function renderAt(path: string) {
  const opened: string[] = []
  axios.defaults.adapter = fakeServer({
    [`GET ${dtpEndpoints.drugInfo.path}`]: () => ({ data: drug }),
    [`GET ${dtpEndpoints.drugReviews.path}`]: () => ({
      data: { records: [review], total: 1, size: 10, current: 1, pages: 1 },
    }),
  }).adapter
  const services = {
    openTab: (tab: { path: string }) => void opened.push(tab.path),
  } as Partial<HostServices> as HostServices
  const { bridge } = createBridge(services, {
    locale: 'en',
    permissions: { ...NO_PERMISSIONS, buttons: ['dtp_drug_view', 'dtp_review_view'] },
  })
  render(
    <ConfigProvider locale={enUS}>
      <MemoryRouter initialEntries={[`${BASE}/${path}`]}>
        <Routes>
          <Route
            path={`${BASE}/*`}
            element={<subApp.Component bridge={bridge} basename={BASE} i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  )
  return opened
}

/** Spec §2 (the drug detail route, opened from a trade name) and §5 (no drugId: the incomplete-record message). */
describe('cloudDTP drug detail', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('spec §5: opened without a drugId, the page says the record is incomplete', async () => {
    renderAt('drugsmanagement/drugsmanagement')
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy()
  })

  it('spec §3: with a drugId it shows the drug, an expired approval flagged as not sellable', async () => {
    renderAt('drugsmanagement/drugsmanagement?drugId=7')
    expect(await screen.findByText('三九阿莫西林胶囊')).toBeTruthy()
    expect(screen.getByText('Approval expired: cannot be sold')).toBeTruthy()
    expect(screen.getByText('Antibiotic')).toBeTruthy()
  })

  it('spec §2: a trade name opens the detail route with its drugId', async () => {
    const opened = renderAt('review')
    fireEvent.click(await screen.findByRole('button', { name: '三九阿莫西林胶囊' }))
    expect(opened).toEqual([`${BASE}/drugsmanagement/drugsmanagement?drugId=7`])
  })
})
