import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { basicdataDosageForm, basicdataGoodsUnit, basicdataShop, basicdataTaxRate } from './schema'

/** The ids of a tenant's seeded masters by name, for the goods that refer to them. */
export interface BasicdataIds {
  units: Map<string, string>
  taxRates: Map<string, string>
  dosageForms: Map<string, string>
  /** the shops' ids, in their sort order */
  shops: string[]
}

type Shop = [code: string, name: string, address: string, phone: string]

const SHOPS: Record<string, Shop[]> = {
  '100001': [
    ['KA001', '康安大药房（人民路店）', '杭州市上城区人民路 128 号', '0571-86012001'],
    ['KA002', '康安大药房（解放路店）', '杭州市上城区解放路 56 号', '0571-86012002'],
    ['KA003', '康安大药房（文三路店）', '杭州市西湖区文三路 301 号', '0571-86012003'],
    ['KA004', '康安大药房（滨江店）', '杭州市滨江区江南大道 88 号', '0571-86012004'],
    ['KA005', '康安大药房（萧山店）', '杭州市萧山区市心中路 219 号', '0571-86012005'],
  ],
  '100002': [
    ['YX001', '优选便利（南京西路店）', '上海市静安区南京西路 1601 号', '021-62170001'],
    ['YX002', '优选超市（徐家汇店）', '上海市徐汇区漕溪北路 45 号', '021-62170002'],
    ['YX003', '优选超市（五角场店）', '上海市杨浦区淞沪路 77 号', '021-62170003'],
    ['YX004', '优选便利（陆家嘴店）', '上海市浦东新区陆家嘴环路 958 号', '021-62170004'],
  ],
}

const UNITS = ['盒', '瓶', '支', '袋', '板', '个', '包', '件', '桶', '罐', '条', '箱', '台', '块', '提']
const TAX_RATES: [name: string, rate: string][] = [
  ['增值税13%', '13.00'],
  ['增值税9%', '9.00'],
  ['增值税6%', '6.00'],
  ['小规模3%', '3.00'],
  ['免税', '0.00'],
]
const DOSAGE_FORMS = [
  '片剂',
  '胶囊剂',
  '颗粒剂',
  '口服液',
  '丸剂',
  '软膏剂',
  '滴眼剂',
  '注射剂',
  '喷雾剂',
  '贴剂',
]

const code = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(3, '0')}`

async function insertMasters<T extends { id: string; name: string }>(
  tx: Tx,
  table: typeof basicdataGoodsUnit | typeof basicdataTaxRate | typeof basicdataDosageForm,
  rows: T[],
): Promise<Map<string, string>> {
  if (rows.length) await tx.insert(table).values(rows as never[])
  return new Map(rows.map((r) => [r.name, r.id]))
}

/**
 * A demo tenant's shops, units, tax rates and (for the pharmacy) dosage forms, one insert per table,
 * inside its seeding transaction.
 */
export async function seedBasicdata(tx: Tx, ids: IdGenerator, tenantId: string): Promise<BasicdataIds> {
  const shops = (SHOPS[tenantId] ?? []).map(([c, name, address, phone], sort) => ({
    id: ids.next(),
    code: c,
    name,
    address,
    phone,
    sort,
  }))
  if (shops.length) await tx.insert(basicdataShop).values(shops)
  const master = (prefix: string) => (name: string, sort: number) => ({
    id: ids.next(),
    code: code(prefix, sort),
    name,
    sort,
  })
  return {
    shops: shops.map((s) => s.id),
    units: await insertMasters(tx, basicdataGoodsUnit, UNITS.map(master('U'))),
    taxRates: await insertMasters(
      tx,
      basicdataTaxRate,
      TAX_RATES.map(([name, rate], sort) => ({ ...master('T')(name, sort), rate })),
    ),
    dosageForms: await insertMasters(
      tx,
      basicdataDosageForm,
      tenantId === '100001' ? DOSAGE_FORMS.map(master('DF')) : [],
    ),
  }
}
