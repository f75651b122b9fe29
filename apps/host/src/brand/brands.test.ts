import { createApi } from '@store/request'
import { hostBridge } from '../bridge/host-bridge'
import { BRAND_LIST_URL, chooseBrand, loadBrands, savedBrandId } from './brands'

/** The real client, answered with `status` and `body` instead of the network. */
function apiAnswering(status: number, body: unknown) {
  const api = createApi({ session: () => null, locale: () => 'zh_CN' })
  const seen: string[] = []
  api.axios.defaults.adapter = async (config) => {
    seen.push(config.url ?? '')
    return { status, statusText: '', headers: {}, config, data: body }
  }
  return { api, seen }
}

describe('the member brand list (spec §7 brand/optionlist)', () => {
  test('is read from the insider service and gives the envelope’s brands', async () => {
    const brands = [{ brandId: 'b1', brandName: '康安', memo: null }]
    const { api, seen } = apiAnswering(200, { code: 200, success: true, data: brands, msg: '操作成功' })
    await expect(loadBrands(api)).resolves.toEqual(brands)
    expect(seen).toEqual([BRAND_LIST_URL])
  })

  test('a server without the member module (404) means the tenant has no brand', async () => {
    const { api } = apiAnswering(404, { code: 404, success: false, data: null, msg: '接口不存在' })
    await expect(loadBrands(api)).resolves.toEqual([])
  })

  test('any other failure is passed on with the server’s message', async () => {
    const { api } = apiAnswering(500, { code: 500, success: false, data: null, msg: '服务器内部错误' })
    await expect(loadBrands(api)).rejects.toThrow('服务器内部错误')
  })
})

describe('choosing a brand (spec §3 brand_id)', () => {
  test('is kept across visits and shared with every sub-app through the bridge', () => {
    chooseBrand('b2')
    expect(savedBrandId()).toBe('b2')
    expect(localStorage.getItem('store-brand_id')).toBe('b2')
    expect(hostBridge.getState().brandId).toBe('b2')
  })

  test('no brand clears both', () => {
    chooseBrand('b2')
    chooseBrand(null)
    expect(savedBrandId()).toBeNull()
    expect(hostBridge.getState().brandId).toBeNull()
  })
})
