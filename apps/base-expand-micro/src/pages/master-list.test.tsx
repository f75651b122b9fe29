import { screen } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../App'

const row = (id: string, code: string, name: string, extra: object = {}) => ({
  id,
  code,
  name,
  sort: 0,
  status: 1,
  ...extra,
})

describe('master lists (spec §2 master data: brand, dosage form, factory, tax rate, unit…)', () => {
  beforeAll(initI18n)

  it('each menu path lists its own master: /taxRate lists tax rates with their rate', async () => {
    renderSubApp(subApp, 'taxRate', {
      buttons: ['tax_rate_view'],
      routes: {
        'GET /api/store-basicdata/taxRate/page': () => ({
          data: { records: [row('61', 'VAT13', 'Standard VAT', { rate: '13.00' })], total: 1 },
        }),
      },
    })
    expect(await screen.findByText('Standard VAT')).toBeTruthy()
    expect(screen.getByText('13.00')).toBeTruthy()
    expect(screen.getByText('Tax rate')).toBeTruthy()
  })

  it('/unit gives an administrator add, edit and delete on goods units', async () => {
    renderSubApp(subApp, 'unit', {
      buttons: ['goods_unit_view', 'goods_unit_add', 'goods_unit_edit', 'goods_unit_delete'],
      routes: {
        'GET /api/store-basicdata/goodsUnit/page': () => ({
          data: { records: [row('21', 'HE', 'Box'), row('22', 'PING', 'Bottle')], total: 2 },
        }),
      },
    })
    expect(await screen.findByText('Bottle')).toBeTruthy()
    expect(screen.getByText('Goods unit')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2)
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2)
  })
})
