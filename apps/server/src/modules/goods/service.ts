import { and, eq, inArray } from 'drizzle-orm'
import { PRICE_PATTERN, goodsResource, type Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { Actor, ResourceRecord, ResourceService, WriteRules } from '../../core/resource/service'
import { assertValuesFree } from '../../core/resource/unique-values'
import { basicdataExists } from '../basicdata'
import { goodsBrand, goodsClass, goodsFactory, goodsItem } from './schema'

const { fields } = goodsResource
const PRICE = new RegExp(PRICE_PATTERN)
const asTable = (t: unknown) => t as ResourceTable

/** Where each reference of a goods row must point: a live master of the same tenant. */
const REFERENCES: [keyof typeof fields & string, (tx: Tx, id: string) => Promise<boolean>][] = [
  ['unitId', (tx, id) => basicdataExists(tx, 'unit', id)],
  ['classId', (tx, id) => isLive(tx, asTable(goodsClass), id)],
  ['brandId', (tx, id) => isLive(tx, asTable(goodsBrand), id)],
  ['factoryId', (tx, id) => isLive(tx, asTable(goodsFactory), id)],
  ['dosageFormId', (tx, id) => basicdataExists(tx, 'dosageForm', id)],
  ['taxRateId', (tx, id) => basicdataExists(tx, 'taxRate', id)],
]

function assertPrices(row: Record<string, unknown>, locale: Locale): void {
  for (const name of ['retailPrice', 'memberPrice'] as const) {
    const value = row[name]
    if (value === null || value === undefined) continue
    if (!PRICE.test(String(value))) throw badRequest('amountInvalid', { field: fields[name].label[locale] })
  }
  const { retailPrice, memberPrice } = row
  if (memberPrice !== null && memberPrice !== undefined && Number(memberPrice) > Number(retailPrice)) {
    throw badRequest('memberPriceAboveRetail', { member: String(memberPrice), retail: String(retailPrice) })
  }
}

/**
 * A goods row: code and barcode unique in the tenant, prices as money with the member price not above
 * the retail price, and every master it names live in the same tenant.
 */
export const goodsRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    assertPrices(row, actor.locale)
    await assertValuesFree(tx, goodsResource, asTable(goodsItem), row, ['goodsCode', 'barcode'], actor.locale)
    for (const [name, exists] of REFERENCES) {
      const id = row[name]
      if (id === null || id === undefined) continue
      if (!(await exists(tx, String(id)))) {
        throw badRequest('referenceMissing', { field: fields[name]!.label[actor.locale] })
      }
    }
  },
}

/** The live goods of the given codes, in the order asked; unknown codes are left out. */
export async function goodsByCodes(
  tx: Tx,
  service: ResourceService,
  codes: string[],
  actor: Actor,
): Promise<ResourceRecord[]> {
  const rows = await tx
    .select({ id: goodsItem.id, goodsCode: goodsItem.goodsCode })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), inArray(goodsItem.goodsCode, [...new Set(codes)])))
  const idOf = new Map(rows.map((r) => [r.goodsCode, r.id]))
  const ids = [...new Set(codes)].flatMap((c) => (idOf.has(c) ? [idOf.get(c)!] : []))
  return ids.length ? service.byIds(tx, ids, actor) : []
}

/** A goods' names and own prices in fen (the price centre's fallback and guards). */
export interface GoodsPriceBrief {
  id: string
  goodsCode: string
  tradeName: string
  retailFen: number
  memberFen: number | null
}

const toFen = (yuan: string) => Math.round(Number(yuan) * 100)

/** The live goods among `ids`, with their prices in fen; unknown ids are left out. */
export async function goodsPriceBriefs(tx: Tx, ids: readonly string[]): Promise<GoodsPriceBrief[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({
      id: goodsItem.id,
      goodsCode: goodsItem.goodsCode,
      tradeName: goodsItem.tradeName,
      retailPrice: goodsItem.retailPrice,
      memberPrice: goodsItem.memberPrice,
    })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), inArray(goodsItem.id, [...new Set(ids)])))
  return rows.map(({ retailPrice, memberPrice, ...r }) => ({
    ...r,
    retailFen: toFen(retailPrice),
    memberFen: memberPrice === null ? null : toFen(memberPrice),
  }))
}
