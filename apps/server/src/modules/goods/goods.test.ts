import type { FastifyInstance } from 'fastify'
import { inArray } from 'drizzle-orm'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { goodsClass, goodsItem } from './schema'

const GOODS = '/api/store-goods/goods'
const CLASSES = '/api/store-goods/goodsClass'
const BASIC = '/api/store-basicdata'

interface Row {
  id: string
  [field: string]: unknown
}

/** Spec §7 master data and goods (issue 8 part 1): `{product}-basicdata` and `{product}-goods`. */
describe(`master data and goods (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  const createdGoods: string[] = []
  const createdClasses: string[] = []

  const data = async (token: string, url: string) => {
    const res = await calls.get(token, url)
    expect(res.json()).toMatchObject({ code: 200, success: true })
    return res.json().data
  }
  const first = async (token: string, url: string): Promise<Row> => (await data(token, url))[0]
  const submitGoods = async (body: object, lang = 'zh_CN', token = admin) => {
    const res = await calls.post(token, `${GOODS}/submit?lang=${lang}`, body)
    if (res.json().code === 200) createdGoods.push(res.json().data.id)
    return res
  }
  const code = (stem: string) => `${stem}${calls.run}`.toUpperCase().slice(0, 32)
  let unitId: string
  let validGoods: () => Record<string, unknown>

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    unitId = (await first(admin, `${BASIC}/goodsUnit/list?name=盒`)).id
    let n = 0
    validGoods = () => ({
      goodsCode: code(`T${n++}-`),
      tradeName: '测试阿莫西林胶囊',
      unitId,
      rxType: 'RX',
      retailPrice: '12.50',
    })
  })
  afterAll(async () => {
    await app.db.withSystem(async (tx) => {
      if (createdGoods.length) await tx.delete(goodsItem).where(inArray(goodsItem.id, createdGoods))
      if (createdClasses.length) await tx.delete(goodsClass).where(inArray(goodsClass.id, createdClasses))
    })
    await app.close()
  })

  it('the demo tenants have their shops and 200 goods each: pharmacy goods for 100001, retail for 100002', async () => {
    const shops = (await data(admin, `${BASIC}/retailshop/list`)) as Row[]
    expect(shops.map((s) => s.name)).toContain('康安大药房（人民路店）')
    expect((await data(otherAdmin, `${BASIC}/retailshop/list`)).map((s: Row) => s.name)).toContain(
      '优选超市（徐家汇店）',
    )
    const pharmacy = await data(admin, `${GOODS}/page?goodsCode=YP&size=1`)
    expect(pharmacy.total).toBe(200)
    const amoxicillin = (await data(admin, `${GOODS}/list?genericName=阿莫西林胶囊`)) as Row[]
    expect(amoxicillin).toHaveLength(4)
    expect(amoxicillin[0]).toMatchObject({
      rxType: 'RX',
      specification: '0.25g*24粒',
      approvalNumber: expect.stringMatching(/^国药准字H/),
      barcode: expect.stringMatching(/^69\d{11}$/),
    })
    expect((await data(admin, `${GOODS}/page?rxType=OTC_A&size=1`)).total).toBeGreaterThan(20)
    expect((await data(otherAdmin, `${GOODS}/page?goodsCode=SP&size=1`)).total).toBe(200)
    expect((await data(otherAdmin, `${GOODS}/page?goodsCode=YP&size=1`)).total).toBe(0)
  })

  it('goods CRUD: insert, update, detail and logical removal, with the references kept', async () => {
    const brand = await first(admin, '/api/store-goods/goodsBrand/list?name=修正')
    const form = await first(admin, `${BASIC}/dosageForm/list?name=胶囊剂`)
    const saved = await submitGoods({
      ...validGoods(),
      brandId: brand.id,
      dosageFormId: form.id,
      memberPrice: '11',
    })
    expect(saved.json()).toMatchObject({ code: 200, msg: '操作成功' })
    const row = saved.json().data as Row
    expect(row).toMatchObject({
      brandId: brand.id,
      dosageFormId: form.id,
      retailPrice: '12.50',
      memberPrice: '11.00',
      status: 1,
    })

    const updated = await submitGoods({ ...row, tradeName: '测试阿莫西林胶囊（新）', retailPrice: '13' })
    expect(updated.json().data).toMatchObject({
      id: row.id,
      tradeName: '测试阿莫西林胶囊（新）',
      retailPrice: '13.00',
    })
    expect((await data(admin, `${GOODS}/detail?id=${row.id}`)).tradeName).toBe('测试阿莫西林胶囊（新）')

    expect((await calls.post(admin, `${GOODS}/remove?ids=${row.id}`)).json().code).toBe(200)
    expect((await calls.get(admin, `${GOODS}/detail?id=${row.id}`)).json().code).toBe(404)
    expect(await data(admin, `${GOODS}/queryByIds?ids=${row.id}`)).toEqual([])
  })

  it('goods code and barcode are unique in the tenant, each refusal naming the field and value', async () => {
    const taken = await first(admin, `${GOODS}/list?goodsCode=YP00001`)
    expect((await submitGoods({ ...validGoods(), goodsCode: 'YP00001' })).json()).toMatchObject({
      code: 400,
      success: false,
      msg: '商品编码“YP00001”已存在',
    })
    expect((await submitGoods({ ...validGoods(), barcode: taken.barcode }, 'en')).json().msg).toBe(
      `Barcode “${String(taken.barcode)}” already exists`,
    )
    expect((await submitGoods({ ...validGoods(), goodsCode: 'YP00001' }, 'zh_HK')).json().msg).toBe(
      '商品編碼「YP00001」已存在',
    )
    expect((await data(admin, `${GOODS}/page?goodsCode=YP&size=1`)).total).toBe(200)

    const otherUnit = (await first(otherAdmin, `${BASIC}/goodsUnit/list?name=盒`)).id
    const elsewhere = await submitGoods(
      { ...validGoods(), goodsCode: 'YP00001', unitId: otherUnit },
      'zh_CN',
      otherAdmin,
    )
    expect(elsewhere.json()).toMatchObject({ code: 200 })
  })

  it('prices are money of at least 0 with two decimals, and the member price is not above the retail price', async () => {
    const msgOf = async (body: object, lang?: string) =>
      (await submitGoods({ ...validGoods(), ...body }, lang)).json().msg
    expect(await msgOf({ retailPrice: '-1' })).toBe('零售价须为不小于 0 的金额，最多两位小数')
    expect(await msgOf({ retailPrice: '1.005' }, 'en')).toBe(
      'Retail price must be an amount of at least 0 with at most two decimals',
    )
    expect(await msgOf({ memberPrice: '-0.5' })).toBe('会员价须为不小于 0 的金额，最多两位小数')
    expect(await msgOf({ retailPrice: '10', memberPrice: '10.01' })).toBe(
      '会员价（10.01）不能高于零售价（10）',
    )
    expect(await msgOf({ retailPrice: '10', memberPrice: '12' }, 'en')).toBe(
      'The member price (12) cannot be above the retail price (10)',
    )
    expect((await submitGoods({ ...validGoods(), retailPrice: '10', memberPrice: '10' })).json().code).toBe(
      200,
    )

    const saved = createdGoods[createdGoods.length - 1]!
    const lowered = await submitGoods({
      ...(await data(admin, `${GOODS}/detail?id=${saved}`)),
      retailPrice: '9.99',
    })
    expect(lowered.json().msg).toBe('会员价（10.00）不能高于零售价（9.99）')
    expect((await data(admin, `${GOODS}/detail?id=${saved}`)).retailPrice).toBe('10.00')
  })

  it('every master a goods row names must exist in the same tenant', async () => {
    const foreignBrand = await first(otherAdmin, '/api/store-goods/goodsBrand/list')
    const foreignUnit = await first(otherAdmin, `${BASIC}/goodsUnit/list`)
    const foreignRate = await first(otherAdmin, `${BASIC}/taxRate/list`)
    const msgOf = async (body: object, lang?: string) =>
      (await submitGoods({ ...validGoods(), ...body }, lang)).json().msg
    expect(await msgOf({ brandId: foreignBrand.id })).toBe('品牌不存在或已删除')
    expect(await msgOf({ unitId: foreignUnit.id }, 'en')).toBe(
      'The selected Unit does not exist or was removed',
    )
    expect(await msgOf({ taxRateId: foreignRate.id }, 'zh_HK')).toBe('稅率不存在或已刪除')
    expect(await msgOf({ classId: '1' })).toBe('商品分类不存在或已删除')
    expect(await msgOf({ factoryId: '1' })).toBe('生产厂家不存在或已删除')
    expect(await msgOf({ dosageFormId: '1' })).toBe('剂型不存在或已删除')
    expect(await msgOf({ rxType: 'X' })).toMatch(/^参数校验失败：处方类别/)
  })

  it('queryByIds (GET and POST) answers only the tenant’s own rows, in the order asked', async () => {
    const ours = (
      (await data(admin, `${GOODS}/page?goodsCode=YP0000&size=3&ascs=goodsCode`)).records as Row[]
    ).map((r) => r.id)
    const theirs = ((await data(otherAdmin, `${GOODS}/page?size=2`)).records as Row[]).map((r) => r.id)
    const asked = [ours[2]!, theirs[0]!, ours[0]!, theirs[1]!]
    const viaGet = (await data(admin, `${GOODS}/queryByIds?ids=${asked.join(',')}`)) as Row[]
    expect(viaGet.map((r) => r.id)).toEqual([ours[2], ours[0]])
    const viaPost = await calls.post(admin, `${GOODS}/queryByIds`, asked as unknown as object)
    expect((viaPost.json().data as Row[]).map((r) => r.id)).toEqual([ours[2], ours[0]])
    expect(await data(otherAdmin, `${GOODS}/queryByIds?ids=${ours.join(',')}`)).toEqual([])

    const shop = await first(admin, `${BASIC}/retailshop/list`)
    expect((await data(admin, `${BASIC}/retailshop/queryByIds?ids=${shop.id}`))[0].name).toBe(shop.name)
    expect(await data(otherAdmin, `${BASIC}/retailshop/queryByIds?ids=${shop.id}`)).toEqual([])
    for (const path of ['goodsBrand', 'goodsFactory', 'extendStandard', 'goodsClass']) {
      const row = await first(admin, `/api/store-goods/${path}/list`)
      expect(await data(admin, `/api/store-goods/${path}/queryByIds?ids=${row.id}`)).toEqual([row])
      expect(await data(otherAdmin, `/api/store-goods/${path}/queryByIds?ids=${row.id}`)).toEqual([])
    }
    for (const path of ['dosageForm', 'taxRate', 'goodsUnit']) {
      const row = await first(admin, `${BASIC}/${path}/list`)
      expect(await data(otherAdmin, `${BASIC}/${path}/queryByIds?ids=${row.id}`)).toEqual([])
    }
    expect((await calls.get(admin, `${GOODS}/queryByIds`)).json().code).toBe(400)
  })

  it('client/goods/batch-by-code answers the tenant’s live goods of the codes, in their order', async () => {
    const url = '/api/store-goods/client/goods/batch-by-code'
    const found = await calls.post(admin, url, ['YP00003', 'NOPE', 'SP00001', 'YP00001'] as unknown as object)
    expect((found.json().data as Row[]).map((r) => r.goodsCode)).toEqual(['YP00003', 'YP00001'])
    const theirs = await calls.post(otherAdmin, url, ['YP00003', 'SP00001'] as unknown as object)
    expect((theirs.json().data as Row[]).map((r) => r.goodsCode)).toEqual(['SP00001'])
    expect((await calls.post(admin, url, [] as unknown as object)).json().code).toBe(400)
  })

  it('goodsClass/tree nests the classes (label, count, leaf, children), and the tree’s rules hold', async () => {
    const tree = (await data(admin, `${CLASSES}/tree`)) as Row[]
    expect(tree.map((n) => n.name)).toEqual(['西药', '中成药', '医疗器械', '保健食品'])
    const western = tree[0] as Row & { children: Row[] }
    expect(western).toMatchObject({ code: 'XY', parentId: '0', label: '西药', count: 6, leaf: false })
    expect(western.children[0]).toMatchObject({
      label: '抗感染药',
      parentId: western.id,
      count: 0,
      leaf: true,
      children: [],
    })

    const post = async (body: object, lang = 'zh_CN') => {
      const res = await calls.post(admin, `${CLASSES}/submit?lang=${lang}`, body)
      if (res.json().code === 200) createdClasses.push(res.json().data.id)
      return res.json()
    }
    const top = (await post({ code: code('C'), name: '测试分类' })).data as Row
    const sub = (await post({ code: code('D'), name: '测试子类', parentId: top.id })).data as Row
    expect((await post({ ...top, parentId: sub.id })).msg).toBe('上级分类不能是该分类本身或其下级分类')
    expect((await post({ code: code('E'), name: 'x', parentId: '1' }, 'en')).msg).toBe(
      'The selected Parent class does not exist or was removed',
    )
    expect((await post({ code: 'XY', name: '重复' })).msg).toBe('编码“XY”已存在')
    expect((await calls.post(admin, `${CLASSES}/remove?ids=${top.id}`)).json().msg).toBe(
      '分类“测试分类”下还有子分类，不能删除',
    )
    expect((await calls.post(admin, `${CLASSES}/remove?ids=${top.id},${sub.id}`)).json().code).toBe(200)
    expect((await data(otherAdmin, `${CLASSES}/tree`)).map((n: Row) => n.name)).toEqual([
      '食品',
      '饮料',
      '日用品',
    ])
  })

  it('a master still used by goods is not removed: the refusal names it and the good, and nothing changes', async () => {
    const masters = [
      { base: `${BASIC}/goodsUnit`, field: 'unitId', en: 'goods unit' },
      { base: '/api/store-goods/goodsBrand', field: 'brandId', en: 'goods brand' },
      { base: `${BASIC}/dosageForm`, field: 'dosageFormId', en: 'dosage form' },
      { base: '/api/store-goods/goodsFactory', field: 'factoryId', en: 'manufacturer' },
      { base: CLASSES, field: 'classId', en: 'goods class' },
      { base: `${BASIC}/taxRate`, field: 'taxRateId', en: 'tax rate', extra: { rate: '13' } },
    ]
    const ids: Record<string, string> = {}
    for (const [i, m] of masters.entries()) {
      const res = await calls.post(admin, `${m.base}/submit`, {
        code: code(`U${i}-`),
        name: `占用${i}`,
        ...('extra' in m && m.extra),
      })
      expect(res.json()).toMatchObject({ code: 200 })
      ids[m.field] = res.json().data.id
      if (m.base === CLASSES) createdClasses.push(ids[m.field]!)
    }
    const good = (await submitGoods({ ...validGoods(), ...ids, tradeName: '占用测试品' })).json().data as Row
    const spare = (
      await calls.post(admin, `${BASIC}/goodsUnit/submit`, { code: code('U9-'), name: '空闲' })
    ).json().data as Row

    for (const [i, m] of masters.entries()) {
      const refused = await calls.post(admin, `${m.base}/remove?ids=${ids[m.field]}&lang=en`)
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        expect.objectContaining({
          code: 400,
          success: false,
          msg: `The ${m.en} “占用${i}” is used by the goods “占用测试品” (${good.goodsCode}) and cannot be removed`,
        }),
      ])
      expect((await data(admin, `${m.base}/detail?id=${ids[m.field]}`)).name).toBe(`占用${i}`)
    }
    const unitUrl = `${BASIC}/goodsUnit/remove?ids=${spare.id},${ids.unitId}`
    expect((await calls.post(admin, unitUrl)).json().msg).toBe(
      `商品单位“占用0”已被商品“占用测试品”（${good.goodsCode}）使用，不能删除`,
    )
    expect((await calls.post(admin, `${unitUrl}&lang=zh_HK`)).json().msg).toBe(
      `商品單位「占用0」已被商品「占用测试品」（${good.goodsCode}）使用，不能刪除`,
    )
    expect((await data(admin, `${BASIC}/goodsUnit/detail?id=${spare.id}`)).name).toBe('空闲')

    expect((await calls.post(admin, `${GOODS}/remove?ids=${good.id}`)).json().code).toBe(200)
    for (const m of masters) {
      expect((await calls.post(admin, `${m.base}/remove?ids=${ids[m.field]}`)).json().code).toBe(200)
    }
    expect((await calls.post(admin, `${BASIC}/goodsUnit/remove?ids=${spare.id}`)).json().code).toBe(200)
  })

  it('tax rates are percentages from 0 to 100 with at most two decimals', async () => {
    const res = await calls.post(admin, `${BASIC}/taxRate/submit`, {
      code: code('R'),
      name: '测试',
      rate: '100.5',
    })
    expect(res.json().msg).toBe('税率（%）须为 0 到 100 之间的数，最多两位小数')
  })

  it('the clerk reads goods and master data but cannot write them', async () => {
    expect((await data(clerk, `${GOODS}/page?size=1`)).total).toBeGreaterThanOrEqual(200)
    expect(await data(clerk, `${CLASSES}/tree`)).toHaveLength(4)
    expect(await data(clerk, `${BASIC}/retailshop/list`)).toHaveLength(5)
    const refused = [
      await calls.post(clerk, `${GOODS}/submit`, validGoods()),
      await calls.post(clerk, `${GOODS}/remove?ids=1`),
      await calls.post(clerk, `${BASIC}/retailshop/submit`, { code: code('S'), name: '店' }),
      await calls.post(clerk, `${CLASSES}/submit`, { code: code('F'), name: '类' }),
    ]
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([403, 403]))
  })
})
