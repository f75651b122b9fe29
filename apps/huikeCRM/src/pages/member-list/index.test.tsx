import { fireEvent, screen, waitFor } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const ann = {
  id: '7001',
  cardNo: 'C0001',
  name: 'Ann Lee',
  phone: '13800000001',
  brandId: '51',
  gradeId: '9002',
  shopId: '31',
  guideId: null,
  registerDate: '2026-03-01',
  status: 1,
}

function renderList(members: object[], buttons = ['member_view']) {
  return renderSubApp(subApp, 'member/list', {
    buttons,
    routes: {
      'POST /api/store-insider/insider/save/query': () => ({
        data: { records: members, total: members.length },
      }),
      'GET /api/store-insider/insider/detail': () => ({ data: ann }),
      'GET /api/store-insider/brand/optionlist': () => ({
        data: [{ brandId: '51', brandName: 'Hui Pharmacy', memo: null }],
      }),
      'GET /api/store-insider/grade/list': () => ({
        data: [
          { id: '9001', gradeName: 'Silver' },
          { id: '9002', gradeName: 'Gold' },
        ],
      }),
      'GET /api/store-basicdata/retailshop/list': () => ({ data: [{ id: '31', name: 'Harbour City' }] }),
    },
  })
}

const queries = <C extends { url: string }>(calls: C[]) =>
  calls.filter((c) => c.url.endsWith('/insider/save/query'))

describe('member list, /huikeCRM/member/list (spec §2 member lists)', () => {
  beforeAll(initI18n)

  it('shows the first page of members with their status', async () => {
    const { calls } = renderList([ann])
    expect(await screen.findByText('Ann Lee')).toBeTruthy()
    expect(screen.getByText('C0001')).toBeTruthy()
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0)
    expect(queries(calls)[0]).toMatchObject({ method: 'POST', params: { current: 1, size: 10 }, body: {} })
  })

  it('a member’s brand shows by name, not by id', async () => {
    renderList([ann])
    await screen.findByText('Ann Lee')
    expect(await screen.findByText('Hui Pharmacy', { selector: 'td, td *' })).toBeTruthy()
    expect(screen.queryByText('51', { selector: 'td, td *' })).toBeNull()
  })

  it('searching by phone sends the phone in the body, paging in the query string', async () => {
    const { calls } = renderList([ann])
    await screen.findByText('Ann Lee')
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: ' 13800000001 ' } })
    fireEvent.click(screen.getByRole('button', { name: /Query|Search/ }))
    await waitFor(() => expect(queries(calls).length).toBe(2))
    expect(queries(calls)[1]).toMatchObject({
      params: { current: 1, size: 10 },
      body: { phone: '13800000001' },
    })
  })

  it('a member’s grade and registration shop show by name to those who may read them', async () => {
    renderList([ann], ['member_view', 'member_grade_view', 'retail_shop_view'])
    expect(await screen.findByText('Gold', { selector: 'td, td *' })).toBeTruthy()
    expect(await screen.findByText('Harbour City', { selector: 'td, td *' })).toBeTruthy()
    expect(screen.queryByText('9002', { selector: 'td, td *' })).toBeNull()
  })

  it('searching by grade sends the grade’s id (spec §7 insider/save/query filters)', async () => {
    const { calls } = renderList([ann], ['member_view', 'member_grade_view'])
    await screen.findByText('Ann Lee')
    fireEvent.click(screen.getByText('Expand'))
    fireEvent.mouseDown(screen.getByLabelText('Grade').closest('.ant-select-selector')!)
    await screen.findByText('Silver', { selector: '.ant-select-item-option-content' })
    // these grades name no brand: listed as they are, under no group
    expect(screen.queryByText('undefined')).toBeNull()
    fireEvent.click(screen.getByText('Silver', { selector: '.ant-select-item-option-content' }))
    fireEvent.click(screen.getByRole('button', { name: /Query|Search/ }))
    await waitFor(() => expect(queries(calls).length).toBe(2))
    expect(queries(calls)[1]?.body).toEqual({ gradeId: '9001' })
  })

  it('an empty result shows the empty table', async () => {
    renderList([])
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0)
  })

  it('a row’s Detail opens the member detail inside the sub-app', async () => {
    const { calls } = renderList([ann])
    fireEvent.click(await screen.findByRole('link', { name: 'Detail' }))
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/insider/detail') && c.params.id === '7001')).toBe(true),
    )
  })
})
