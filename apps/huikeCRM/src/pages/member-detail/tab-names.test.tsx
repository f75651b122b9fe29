import { fireEvent, screen, waitFor } from '@testing-library/react'
import { NO_PERMISSIONS } from '@store/bridge'
import type { FakeRoute } from '@store/ui/testing'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const ann = {
  id: '7001',
  cardNo: 'C0001',
  name: 'Ann Lee',
  phone: '13800000001',
  registerDate: '2026-03-01',
  status: 1,
}
const purchase = {
  id: '5001',
  memberId: '7001',
  consumeNo: 'R-1',
  shopId: '383700975011074050',
  consumeTime: '2026-03-02 10:00:00',
  totalAmount: '100.00',
  discountAmount: '0.00',
  payAmount: '100.00',
  goodsCount: 2,
}
const change = (id: string, fieldName: string, contentOld: string | null, contentNew: string) => ({
  id,
  memberId: '7001',
  fieldName,
  contentOld,
  contentNew,
})
const changes = [change('6001', 'gradeId', '9001', '9002'), change('6002', 'guideId', null, '8001')]
const grades = [
  { id: '9001', gradeName: 'Silver' },
  { id: '9002', gradeName: 'Gold' },
]
const guides = [{ id: '8001', guideName: 'Wang Fang' }]
const refused: FakeRoute = () => ({ code: 403, msg: 'No permission' })

function renderTab(tab: string | string[], buttons: string[], routes: Record<string, FakeRoute>) {
  return renderSubApp(subApp, 'member/detail?id=7001', {
    buttons,
    state: { permissions: { ...NO_PERMISSIONS, buttons, tabs: [tab].flat() } },
    routes: { 'GET /api/store-insider/insider/detail': () => ({ data: ann }), ...routes },
  })
}

/**
 * The text of the table's body rows, cell by cell. Read with a CSS selector, not `getAllByRole('row')`:
 * waitFor runs this on every DOM change, and the role query (the accessibility tree of the whole page)
 * took so long each time that it starved the rendering it waited for (30 s on a quiet machine, past the
 * 20 s limit under load).
 */
const bodyRows = () =>
  [...document.querySelectorAll('tr')]
    .filter((row) => row.querySelector('td'))
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))

describe('member detail tabs show names, not ids (spec §2 member detail tabs)', () => {
  beforeAll(initI18n)

  it('a purchase shows its shop by name', async () => {
    renderTab('member_tab_consume', ['retail_shop_view'], {
      'GET /api/store-crm/consume/list': () => ({ data: { records: [purchase], total: 1 } }),
      'GET /api/store-basicdata/retailshop/list': () => ({
        data: [{ id: '383700975011074050', name: 'Harbour City' }],
      }),
    })
    expect(await screen.findByText('Harbour City')).toBeTruthy()
    expect(screen.queryByText('383700975011074050')).toBeNull()
  })

  it("an evaluation names its purchase by receipt number, from the member's purchases", async () => {
    // the Purchases tab is the lookup's permission
    const { calls } = renderTab(['member_tab_consume', 'member_tab_evaluation'], [], {
      'GET /api/store-crm/evaluation/list': () => ({
        data: { records: [{ id: '4001', memberId: '7001', consumeId: '5001', score: 5 }], total: 1 },
      }),
      'GET /api/store-crm/consume/list': () => ({ data: { records: [purchase], total: 1 } }),
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Evaluations' }))
    // receipt number, score, comment, time, actions
    await waitFor(() => expect(bodyRows()).toContainEqual(['R-1', '5', '-', '-', '']))
    expect(screen.queryByText('5001')).toBeNull()
    expect(calls.find((c) => c.url.endsWith('/consume/list'))?.params).toMatchObject({ memberId: '7001' })
  })

  it('without the Purchases tab an evaluation keeps the purchase id and nothing is asked', async () => {
    const { calls } = renderTab('member_tab_evaluation', [], {
      'GET /api/store-crm/evaluation/list': () => ({
        data: { records: [{ id: '4001', memberId: '7001', consumeId: '5001', score: 5 }], total: 1 },
      }),
    })
    expect(await screen.findByText('5001')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/consume/list'))).toBe(false)
  })

  it('a change shows the field by its label and the grade and assistant by their names', async () => {
    const { notices } = renderTab('member_tab_change', ['member_grade_view', 'guide_view'], {
      'GET /api/store-crm/change/list': () => ({ data: { records: changes, total: 2 } }),
      'GET /api/store-insider/grade/list': () => ({ data: grades }),
      'GET /api/store-crm/insider/guide/list': () => ({ data: guides }),
    })
    await waitFor(() =>
      expect(bodyRows()).toContainEqual(expect.arrayContaining(['Grade', 'Silver', 'Gold'])),
    )
    await waitFor(() =>
      expect(bodyRows()).toContainEqual(expect.arrayContaining(['Shop assistant', 'Wang Fang'])),
    )
    expect(notices).toEqual([])
  })

  it('a lookup the server refuses leaves the ids as written, with no error shown', async () => {
    const { calls, notices } = renderTab('member_tab_change', ['member_grade_view'], {
      'GET /api/store-crm/change/list': () => ({ data: { records: changes, total: 2 } }),
      'GET /api/store-insider/grade/list': refused,
    })
    await waitFor(() => expect(bodyRows()).toContainEqual(expect.arrayContaining(['Grade', '9001', '9002'])))
    expect(bodyRows()).toContainEqual(expect.arrayContaining(['Shop assistant', '8001']))
    expect(calls.some((c) => c.url.endsWith('/grade/list'))).toBe(true)
    expect(calls.some((c) => c.url.endsWith('/guide/list'))).toBe(false)
    expect(notices).toEqual([])
    expect(screen.queryByText(/No permission/)).toBeNull()
  })
})
