import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NO_PERMISSIONS } from '@store/bridge'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const ann = {
  id: '7001',
  cardNo: 'C0001',
  name: 'Ann Lee',
  phone: '13800000001',
  gradeId: '9001',
  registerDate: '2026-03-01',
  status: 1,
}
const pointsRow = {
  id: '9001',
  memberId: '7001',
  kind: 'points',
  changeType: 'earn',
  amount: '120',
  balanceAfter: '120',
  remark: 'Receipt R-1',
  eventKey: 'sale:R-1',
  createUser: null,
  createTime: '2026-03-02 10:00:00',
}
const receipt = {
  eventId: '9100',
  eventKey: 'x',
  memberId: '7001',
  replayed: false,
  entries: [{ kind: 'points', changeType: 'adjust', amount: 30, balanceAfter: 150 }],
}

const grades = [
  { id: '9001', gradeName: 'Silver' },
  { id: '9002', gradeName: 'Gold' },
]

const growthReceipt = {
  ...receipt,
  entries: [{ kind: 'growth', changeType: 'earn', amount: 600, balanceAfter: 788 }],
  gradeId: '9002',
}

function renderDetail(tabs: string[], buttons: string[] = ['member_view']) {
  return renderSubApp(subApp, 'member/detail?id=7001', {
    buttons,
    state: { permissions: { ...NO_PERMISSIONS, buttons, tabs } },
    routes: {
      'GET /api/store-insider/insider/detail': () => ({ data: ann }),
      'GET /api/store-insider/grade/list': () => ({ data: grades }),
      'GET /api/store-insider/points/list': () => ({ data: { records: [pointsRow], total: 1 } }),
      'GET /api/store-crm/consume/list': () => ({ data: { records: [], total: 0 } }),
      'POST /api/store-insider/points/adjust': () => ({ data: receipt }),
      'POST /api/store-insider/growth/adjust': () => ({ data: growthReceipt }),
    },
  })
}

describe('member detail, /huikeCRM/member/detail?id= (spec §2 member detail tabs)', () => {
  beforeAll(initI18n)

  it('shows the member and only the tabs the user holds; a viewer gets no Adjust points', async () => {
    const { calls } = renderDetail(['member_tab_points', 'member_tab_wallet'])
    expect(await screen.findByText('Ann Lee')).toBeTruthy()
    expect(calls.find((c) => c.url.endsWith('/insider/detail'))?.params).toMatchObject({ id: '7001' })
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Points', 'Wallet'])
    expect(await screen.findByText('Receipt R-1')).toBeTruthy()
    expect(calls.find((c) => c.url.endsWith('/points/list'))?.params).toMatchObject({
      memberId: '7001',
      current: 1,
      size: 10,
    })
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Edit|Add|Delete/ })).toBeNull()
  })

  it('a ledger the server refuses shows why', async () => {
    renderSubApp(subApp, 'member/detail?id=7001', {
      state: { permissions: { ...NO_PERMISSIONS, tabs: ['member_tab_growth'] } },
      routes: {
        'GET /api/store-insider/insider/detail': () => ({ data: ann }),
        'GET /api/store-insider/crmGrowthValueMessage/insiderGrowthList': () => ({
          code: 403,
          msg: 'No permission to read growth value',
        }),
      },
    })
    expect(await screen.findByText('Could not load: No permission to read growth value')).toBeTruthy()
  })

  it('a CRM tab reads its list for the member', async () => {
    const { calls } = renderDetail(['member_tab_consume'])
    expect(await screen.findByRole('tab', { name: 'Purchases' })).toBeTruthy()
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/consume/list'))?.params).toMatchObject({ memberId: '7001' }),
    )
  })

  it('the adjust dialog sends the points, the reason and one event key per opening; the tab shown stays', async () => {
    const { calls, notices } = renderDetail(
      ['member_tab_consume', 'member_tab_points'],
      ['member_view', 'member_points_adjust'],
    )
    fireEvent.click(await screen.findByRole('tab', { name: 'Points' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust points' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Points (negative to deduct)'), {
      target: { value: '30' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Give the reason for the adjustment')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/points/adjust'))).toBe(false)

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Goodwill ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(notices).toContain('Points adjusted: 150 spendable now'))
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/points/list'))).toHaveLength(2))
    expect(screen.getByRole('tab', { name: 'Points' }).getAttribute('aria-selected')).toBe('true')
    const adjust = calls.filter((c) => c.url.endsWith('/points/adjust'))
    expect(adjust).toHaveLength(1)
    expect(adjust[0]?.body).toMatchObject({ memberId: '7001', points: 30, reason: 'Goodwill' })
    expect((adjust[0]?.body as { eventKey: string }).eventKey).toMatch(/^points-adjust:[A-Za-z0-9_.:-]+$/)
  })

  it("the header names the member's grade (spec §3 grade follows growth value)", async () => {
    renderDetail([], ['member_view', 'member_grade_view'])
    expect(await screen.findByText('Silver')).toBeTruthy()
  })

  it('the growth value dialog sends the amount and the reason to growth/adjust; only its holders see it', async () => {
    const { calls, notices } = renderDetail(
      ['member_tab_growth'],
      ['member_view', 'member_growth_adjust', 'member_grade_view'],
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust growth value' }))
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await within(dialog).findByText('Enter a growth value other than 0')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Growth value (negative to deduct)'), {
      target: { value: '600' },
    })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Campaign' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(notices).toContain('Growth value adjusted: 788 now, grade Gold'))
    // the header loads again: the grade may have moved
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/insider/detail'))).toHaveLength(2))
    const adjust = calls.filter((c) => c.url.endsWith('/growth/adjust'))
    expect(adjust).toHaveLength(1)
    expect(adjust[0]?.body).toMatchObject({ memberId: '7001', amount: 600, reason: 'Campaign' })
    expect((adjust[0]?.body as { eventKey: string }).eventKey).toMatch(/^growth-adjust:[A-Za-z0-9_.:-]+$/)
  })

  it('a retry after a refusal sends the same event key; a new opening sends a new one', async () => {
    let refuse = true
    const { calls } = renderSubApp(subApp, 'member/detail?id=7001', {
      buttons: ['member_points_adjust'],
      routes: {
        'GET /api/store-insider/insider/detail': () => ({ data: ann }),
        'POST /api/store-insider/points/adjust': () => {
          if (!refuse) return { data: receipt }
          refuse = false
          return { code: 500, msg: 'Try again later' }
        },
      },
    })
    const adjust = async (reason: string) => {
      const dialog = await screen.findByRole('dialog')
      fireEvent.change(within(dialog).getByLabelText('Points (negative to deduct)'), {
        target: { value: '-5' },
      })
      fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: reason } })
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    }
    const keys = () =>
      calls
        .filter((c) => c.url.endsWith('/points/adjust'))
        .map((c) => (c.body as { eventKey: string }).eventKey)

    fireEvent.click(await screen.findByRole('button', { name: 'Adjust points' }))
    await adjust('Returned gift')
    await waitFor(() => expect(keys()).toHaveLength(1))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(keys()).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Adjust points' }))
    await adjust('Second adjustment')
    await waitFor(() => expect(keys()).toHaveLength(3))
    const [first, retry, next] = keys()
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  })
})
