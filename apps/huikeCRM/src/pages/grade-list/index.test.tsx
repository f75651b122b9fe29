import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const brands = [
  { brandId: '50', brandName: 'Kangan Club', memo: null },
  { brandId: '51', brandName: 'Hui Pharmacy', memo: null },
]
const gold = { id: '801', brandId: '51', gradeName: 'Gold', growthMin: 1000, discount: 95, pointsMultiple: 2 }

function renderGrades(buttons: string[], state = {}) {
  return renderSubApp(subApp, 'grade/list', {
    buttons,
    state,
    routes: {
      'GET /api/store-insider/brand/optionlist': () => ({ data: brands }),
      'GET /api/store-insider/grade/page': ({ params }) => ({
        data: params.brandId === '51' ? { records: [gold], total: 1 } : { records: [], total: 0 },
      }),
      'POST /api/store-insider/grade/submit': ({ body }) => ({ data: { id: '802', ...(body as object) } }),
    },
  })
}

const pages = (calls: { url: string; params: Record<string, unknown> }[]) =>
  calls.filter((c) => c.url.endsWith('/grade/page'))

describe('member grades, /huikeCRM/grade/list (spec §7 grade/list by brand)', () => {
  beforeAll(initI18n)

  it('opens on the shell’s current brand and lists only its grades; a viewer gets no Add', async () => {
    const { calls } = renderGrades(['member_grade_view'], { brandId: '51' })
    expect(await screen.findByText('Gold')).toBeTruthy()
    expect(screen.getByText('Member grades of Hui Pharmacy')).toBeTruthy()
    expect(pages(calls).every((c) => c.params.brandId === '51')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
  })

  it('another brand chosen lists its grades, and a grade added there belongs to it', async () => {
    const { calls } = renderGrades(['member_grade_view', 'member_grade_add'], { brandId: '51' })
    await screen.findByText('Gold')
    fireEvent.mouseDown(screen.getByLabelText('Member brand').closest('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('Kangan Club', { selector: '.ant-select-item-option-content' }))
    await waitFor(() => expect(pages(calls).at(-1)?.params.brandId).toBe('50'))
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0)

    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByLabelText('Member brand')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    expect(await within(dialog).findByText('Enter the Grade name')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/grade/submit'))).toBe(false)

    fireEvent.change(within(dialog).getByLabelText('Grade name'), { target: { value: 'Silver' } })
    fireEvent.change(within(dialog).getByLabelText('Growth threshold'), { target: { value: '200' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/grade/submit'))?.body).toMatchObject({
        brandId: '50',
        gradeName: 'Silver',
        growthMin: 200,
      }),
    )
  })

  it('a tenant without brands is told to define one first', async () => {
    renderSubApp(subApp, 'grade/list', {
      buttons: ['member_grade_view'],
      routes: { 'GET /api/store-insider/brand/optionlist': () => ({ data: [] }) },
    })
    expect(await screen.findByText(/No member brand is defined yet/)).toBeTruthy()
  })
})
