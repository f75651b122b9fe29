import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const saved = { id: '51', brandName: 'Kangan Club', enabled: 1, sort: 0, memo: null }

function renderBrands(brands: object[], buttons: string[], state = {}) {
  return renderSubApp(subApp, 'memberbrandDefine', {
    buttons,
    state,
    routes: {
      'GET /api/store-insider/brand/page': () => ({ data: { records: brands, total: brands.length } }),
      'POST /api/store-insider/brand/submit': () => ({ data: saved }),
    },
  })
}

async function addBrand(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add' }))
  const dialog = await screen.findByRole('dialog')
  fireEvent.change(within(dialog).getByLabelText('Brand name'), { target: { value: name } })
  fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
}

describe('member brands, /huikeCRM/memberbrandDefine (spec §3 Member brand, §4 brand selection)', () => {
  beforeAll(initI18n)

  it('lists the tenant’s brands; a viewer gets no Add', async () => {
    renderBrands([saved], ['member_brand_view'])
    expect(await screen.findByText('Kangan Club')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
  })

  it('the first brand a tenant defines becomes the shell’s current brand at once', async () => {
    const { bridge, notices, calls } = renderBrands([], ['member_brand_view', 'member_brand_add'])
    await addBrand('Kangan Club')
    await waitFor(() => expect(bridge.getState().brandId).toBe('51'))
    expect(notices).toContain('“Kangan Club” is now the current member brand')
    expect(calls.find((c) => c.url.endsWith('/brand/submit'))?.body).toMatchObject({
      brandName: 'Kangan Club',
    })
  })

  it('a new brand leaves an already chosen brand alone', async () => {
    const { bridge, notices } = renderBrands([saved], ['member_brand_view', 'member_brand_add'], {
      brandId: '50',
    })
    await screen.findByText('Kangan Club')
    await addBrand('Second brand')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bridge.getState().brandId).toBe('50')
    expect(notices.some((n) => n.includes('current member brand'))).toBe(false)
  })
})
