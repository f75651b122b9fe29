import type { Application, MenuRoute } from '../menu/types'
import { defaultBrandId, hasBrandAccess, inBrandScope } from './rules'

const app = (id: string, code: string) => ({ id, code, menuCode: code }) as Application
const page = (path: string, applicationId: string) =>
  ({ id: path, parentId: '0', applicationId, path, category: 1, meta: {} }) as MenuRoute
const applications = [app('1', 'desk'), app('2', 'huikeCRM'), app('3', 'microshop')]
const routes = [
  page('/wel/index', '1'),
  page('/huikeCRM/member/list', '2'),
  page('/ecshop/order/orderManagement', '3'),
]
const brands = [
  { brandId: 'b1', brandName: '康安' },
  { brandId: 'b2', brandName: '康宁', memo: '二店' },
]

describe('brand selection (spec §4, §6)', () => {
  test('users with the CRM or the e-commerce shop need a brand; others do not', () => {
    expect(hasBrandAccess(applications)).toBe(true)
    expect(hasBrandAccess([app('3', 'microshop')])).toBe(true)
    expect(hasBrandAccess([app('1', 'desk'), app('4', 'child-store-demo')])).toBe(false)
  })

  test('the pages of those applications are in the brand’s scope, whatever their path looks like', () => {
    expect(inBrandScope('/huikeCRM/member/list', routes, applications)).toBe(true)
    expect(inBrandScope('/ecshop/order/orderManagement', routes, applications)).toBe(true)
    expect(inBrandScope('/wel/index', routes, applications)).toBe(false)
    expect(inBrandScope('/huikeCRM/unknown', routes, applications)).toBe(false)
  })

  test('the first brand is the default', () => {
    expect(defaultBrandId(brands, null)).toBe('b1')
  })

  test('a saved choice stays while the brand still exists, else the first is taken', () => {
    expect(defaultBrandId(brands, 'b2')).toBe('b2')
    expect(defaultBrandId(brands, 'gone')).toBe('b1')
  })

  test('no brand, no default', () => {
    expect(defaultBrandId([], 'b2')).toBeNull()
  })
})
