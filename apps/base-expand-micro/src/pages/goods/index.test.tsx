import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const goods = [
  {
    id: '501',
    goodsCode: 'G0001',
    barcode: '6901234567890',
    tradeName: 'Amoxicillin capsules',
    genericName: 'Amoxicillin',
    specification: '0.25g*24',
    unitId: '21',
    classId: '31',
    brandId: '41',
    factoryId: null,
    dosageFormId: null,
    approvalNumber: null,
    rxType: 'RX',
    taxRateId: null,
    retailPrice: '1280.50',
    memberPrice: null,
    status: 1,
  },
]
const named = (id: string, name: string) => () => ({ data: [{ id, name }] })

function renderGoods(buttons: string[]) {
  return renderSubApp(subApp, 'goods', {
    buttons: buttons,
    routes: {
      'GET /api/store-goods/goods/page': () => ({ data: { records: goods, total: goods.length } }),
      'GET /api/store-basicdata/goodsUnit/list': named('21', 'Box'),
      'GET /api/store-goods/goodsClass/list': named('31', 'Antibiotics'),
      'GET /api/store-goods/goodsBrand/list': named('41', 'Kangan'),
      'GET /api/store-goods/goodsFactory/list': () => ({ data: [] }),
      'GET /api/store-basicdata/dosageForm/list': () => ({ data: [] }),
      'GET /api/store-basicdata/taxRate/list': () => ({ data: [] }),
      'POST /api/store-goods/goods/remove': () => ({ code: 400, msg: 'not now' }),
    },
  })
}

describe('goods screen (spec §2 master data)', () => {
  beforeAll(initI18n)

  it('a good shows its unit, class and brand by name, its Rx/OTC category and its price', async () => {
    renderGoods(['goods_view'])
    const row = (await screen.findByText('G0001')).closest('tr')!
    await waitFor(() => expect(within(row).getByText('Kangan')).toBeTruthy())
    expect(within(row).getByText('Box')).toBeTruthy()
    expect(within(row).getByText('Antibiotics')).toBeTruthy()
    expect(within(row).getByText('Prescription only')).toBeTruthy()
    expect(within(row).getByText('1,280.50')).toBeTruthy()
  })

  it('the add dialog offers the brand by name and the Rx/OTC category by its label', async () => {
    renderGoods(['goods_view', 'goods_add'])
    await screen.findByText('G0001')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.mouseDown(within(dialog).getByLabelText('Brand').closest('.ant-select-selector')!)
    expect(await screen.findByText('Kangan', { selector: '.ant-select-item-option-content' })).toBeTruthy()
    fireEvent.mouseDown(within(dialog).getByLabelText('Rx/OTC category').closest('.ant-select-selector')!)
    expect(
      await screen.findByText('OTC class A', { selector: '.ant-select-item-option-content' }),
    ).toBeTruthy()
  })

  it('searching by goods code sends the code to the page call', async () => {
    const { calls } = renderGoods(['goods_view'])
    await screen.findByText('G0001')
    fireEvent.change(screen.getByLabelText('Goods code'), { target: { value: 'G00' } })
    fireEvent.click(screen.getByRole('button', { name: /Query|Search/ }))
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/goods/page') && c.params.goodsCode === 'G00')).toBe(true),
    )
  })

  it('a clerk (view only) gets no add, edit or delete', async () => {
    renderGoods(['goods_view'])
    await screen.findByText('G0001')
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('an administrator deletes after confirming, and sees the server’s refusal', async () => {
    const { calls, notices } = renderGoods(['goods_view', 'goods_add', 'goods_edit', 'goods_delete'])
    const row = (await screen.findByText('G0001')).closest('tr')!
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(notices).toContain('not now'))
    expect(calls.find((c) => c.url.endsWith('/goods/remove'))?.params).toEqual({ ids: '501' })
  })
})
