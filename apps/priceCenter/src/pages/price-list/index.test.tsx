import { screen, within } from '@testing-library/react'
import { priceListResource } from '@store/contract'
import { initI18n, page, renderArea } from '../../testing'

const base = { scopeValue: null, shopIds: null, validFrom: null, validTo: null, remark: null }
const items = [
  { ...base, id: '21', code: 'RETAIL', name: 'Retail', scope: 'retail', priority: 10, status: 1 },
  {
    ...base,
    id: '22',
    code: 'ONLINE',
    name: 'Online',
    scope: 'channel',
    scopeValue: 'online',
    priority: 20,
    status: 0,
  },
]

const renderList = (buttons: string[]) =>
  renderArea('priceList', { [`GET ${priceListResource.basePath}/page`]: () => page(items) }, buttons)

describe('priceCenter price lists page', () => {
  beforeAll(initI18n)

  it('lists the price lists, their scope and status named in the user’s language', async () => {
    renderList(['price_list_view'])
    expect(await screen.findByText('Price lists')).toBeTruthy()
    const row = (await screen.findByText('ONLINE')).closest('tr')!
    expect(within(row).getByText('Channel')).toBeTruthy()
    expect(within(row).getByText('Disabled')).toBeTruthy()
  })

  it('a role with only the view button gets no add, edit or delete', async () => {
    renderList(['price_list_view'])
    await screen.findByText('RETAIL')
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('a role with the area’s buttons gets add, edit and delete', async () => {
    renderList(['price_list_view', 'price_list_add', 'price_list_edit', 'price_list_delete'])
    await screen.findByText('RETAIL')
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2)
  })
})
