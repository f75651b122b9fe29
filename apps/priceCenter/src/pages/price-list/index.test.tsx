import { screen, within } from '@testing-library/react'
import { priceListResource, retailShopResource } from '@store/contract'
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
  {
    ...base,
    id: '23',
    code: 'MALL',
    name: 'Mall shops',
    scope: 'shop_group',
    shopIds: '384697866744090624,384697866744090625',
    priority: 30,
    status: 1,
  },
]
const shops = [
  { id: '384697866744090624', name: 'Harbour City' },
  { id: '384697866744090625', name: 'Times Square' },
]

const renderList = (buttons: string[]) =>
  renderArea(
    'priceList',
    {
      [`GET ${priceListResource.basePath}/page`]: () => page(items),
      [`GET ${retailShopResource.basePath}/list`]: () => ({ data: shops }),
    },
    buttons,
  )

describe('priceCenter price lists page', () => {
  beforeAll(initI18n)

  it('lists the price lists, their scope and status named in the user’s language', async () => {
    renderList(['price_list_view'])
    expect(await screen.findByText('Price lists')).toBeTruthy()
    const row = (await screen.findByText('ONLINE')).closest('tr')!
    expect(within(row).getByText('Channel')).toBeTruthy()
    expect(within(row).getByText('Disabled')).toBeTruthy()
  })

  it('names a shop group’s shops, as the user may read them', async () => {
    renderList(['price_list_view', 'retail_shop_view'])
    const row = (await screen.findByText('MALL')).closest('tr')!
    expect(await within(row).findByText('Harbour City、Times Square')).toBeTruthy()
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
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(3)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3)
  })
})
