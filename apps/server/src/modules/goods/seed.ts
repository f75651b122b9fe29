import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { BasicdataIds } from '../basicdata'
import { PHARMACY_CLASSES, PHARMACY_FACTORIES, PHARMACY_PRODUCTS } from './demo-pharmacy'
import { RETAIL_CLASSES, RETAIL_FACTORIES, RETAIL_PRODUCTS } from './demo-retail'
import { goodsBrand, goodsClass, goodsExtendStandard, goodsFactory, goodsItem } from './schema'

type GoodsSeed = Omit<typeof goodsItem.$inferInsert, 'id' | 'tenantId' | 'unitId' | 'classId'> & {
  unit: string
  classCode: string
  maker: number
}

const money = (n: number) => n.toFixed(2)
/** 95% of the retail price, for every other item: the rest sell at one price. */
const memberPriceOf = (retail: number, i: number) => (i % 2 === 0 ? money(retail * 0.95) : null)

/** An EAN-13 barcode with its check digit, from the Chinese prefix 69. */
function ean13(body: string): string {
  const digits = `69${body}`.padEnd(12, '0').slice(0, 12)
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0)
  return `${digits}${(10 - (sum % 10)) % 10}`
}

const APPROVAL: Record<string, (n: number) => string | null> = {
  XY: (n) => `国药准字H${20050000 + n * 37}`,
  ZCY: (n) => `国药准字Z${20040000 + n * 41}`,
  QX: (n) => `浙械注准${20212000000 + n * 53}`,
  BJ: () => null,
}

function pharmacyGoods(basic: BasicdataIds): GoodsSeed[] {
  return PHARMACY_PRODUCTS.flatMap(([generic, spec, form, unit, classCode, rxType, price], p) =>
    [0, 1, 2, 3].map((k) => {
      const n = p * 4 + k
      const maker = (p * 2 + k) % PHARMACY_FACTORIES.length
      const retail = Math.round(price * (1 + 0.06 * k) * 10) / 10
      return {
        goodsCode: `YP${String(n + 1).padStart(5, '0')}`,
        barcode: ean13(`1${String(n + 1).padStart(9, '0')}`),
        tradeName: `${PHARMACY_FACTORIES[maker]![1]}${generic}`,
        genericName: generic,
        specification: spec,
        unit,
        classCode,
        maker,
        dosageFormId: form ? basic.dosageForms.get(form)! : null,
        approvalNumber: APPROVAL[classCode.replace(/\d+$/, '')]!(n),
        rxType,
        taxRateId: basic.taxRates.get(classCode.startsWith('BJ') ? '增值税13%' : '增值税9%')!,
        retailPrice: money(retail),
        memberPrice: memberPriceOf(retail, n),
        status: n % 25 === 24 ? 0 : 1,
      }
    }),
  )
}

function retailGoods(basic: BasicdataIds): GoodsSeed[] {
  const makerOf = new Map(RETAIL_FACTORIES.map(([, brand], i) => [brand, i]))
  return RETAIL_PRODUCTS.flatMap(([brand, name, classCode, unit, packings], p) =>
    packings.split('|').map((packing, k) => {
      const n = p * 4 + k
      const [spec, price] = packing.split(':') as [string, string]
      const retail = Number(price)
      return {
        goodsCode: `SP${String(n + 1).padStart(5, '0')}`,
        barcode: ean13(`2${String(n + 1).padStart(9, '0')}`),
        tradeName: `${brand}${name}`,
        genericName: name,
        specification: spec,
        unit,
        classCode,
        maker: makerOf.get(brand)!,
        dosageFormId: null,
        approvalNumber: null,
        rxType: 'NONE',
        taxRateId: basic.taxRates.get('增值税13%')!,
        retailPrice: money(retail),
        memberPrice: memberPriceOf(retail, n),
        status: 1,
      }
    }),
  )
}

const CATALOGUES = {
  '100001': {
    classes: PHARMACY_CLASSES,
    factories: PHARMACY_FACTORIES,
    goods: pharmacyGoods,
    standards: [['PACK', '包装规格', '单盒,中包,整件']],
  },
  '100002': {
    classes: RETAIL_CLASSES,
    factories: RETAIL_FACTORIES,
    goods: retailGoods,
    standards: [
      ['FLAVOR', '口味', '原味,香辣,番茄,麻辣'],
      ['SIZE', '包装', '单包,家庭装,量贩装'],
    ],
  },
} as const

/** A seeded goods item, as the demo members' purchases name it. */
export interface DemoGoods {
  id: string
  tradeName: string
  retailPrice: string
}

/**
 * A demo tenant's goods classes, brands, manufacturers, extended specifications and 200 goods, one
 * insert per table, inside its seeding transaction; the goods it inserted.
 */
export async function seedGoods(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  basic: BasicdataIds,
): Promise<DemoGoods[]> {
  const catalogue = CATALOGUES[tenantId as keyof typeof CATALOGUES]
  if (!catalogue) return []

  const classId = new Map<string, string>()
  const classes = catalogue.classes.flatMap(([code, name, subs], sort) => {
    const parentId = ids.next()
    classId.set(code, parentId)
    return [
      { id: parentId, code, name, sort, parentId: '0' },
      ...subs.map(([subCode, subName], subSort) => {
        classId.set(subCode, ids.next())
        return { id: classId.get(subCode)!, code: subCode, name: subName, sort: subSort, parentId }
      }),
    ]
  })
  await tx.insert(goodsClass).values(classes)

  const makers = catalogue.factories.map(([name, brand], sort) => ({
    factory: { id: ids.next(), code: `F${String(sort + 1).padStart(3, '0')}`, name, sort },
    brand: { id: ids.next(), code: `B${String(sort + 1).padStart(3, '0')}`, name: brand, sort },
  }))
  await tx.insert(goodsFactory).values(makers.map((m) => m.factory))
  await tx.insert(goodsBrand).values(makers.map((m) => m.brand))
  await tx.insert(goodsExtendStandard).values(
    catalogue.standards.map(([code, name, standardValues], sort) => ({
      id: ids.next(),
      code,
      name,
      standardValues,
      sort,
    })),
  )

  const goods = catalogue.goods(basic).map(({ unit, classCode, maker, ...rest }) => ({
    ...rest,
    id: ids.next(),
    unitId: basic.units.get(unit)!,
    classId: classId.get(classCode)!,
    brandId: makers[maker]!.brand.id,
    factoryId: makers[maker]!.factory.id,
  }))
  await tx.insert(goodsItem).values(goods)
  return goods.map(({ id, tradeName, retailPrice }) => ({ id, tradeName, retailPrice }))
}
