import { and, eq, ilike, inArray, or } from 'drizzle-orm'
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

/** The ids of the live goods of the given codes, in the order asked; unknown codes are left out. */
export async function goodsIdsOfCodes(tx: Tx, codes: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: goodsItem.id, goodsCode: goodsItem.goodsCode })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), inArray(goodsItem.goodsCode, [...new Set(codes)])))
  const idOf = new Map(rows.map((r) => [r.goodsCode, r.id]))
  return [...new Set(codes)].flatMap((c) => (idOf.has(c) ? [idOf.get(c)!] : []))
}

/** The live goods of the given codes, in the order asked; unknown codes are left out. */
export async function goodsByCodes(
  tx: Tx,
  service: ResourceService,
  codes: string[],
  actor: Actor,
): Promise<ResourceRecord[]> {
  const ids = await goodsIdsOfCodes(tx, codes)
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

/** What a price tag prints of a goods besides its price. */
export interface GoodsLabel {
  id: string
  goodsCode: string
  tradeName: string
  barcode: string | null
  specification: string | null
}

/** The live goods among `ids` as their price tags name them; unknown ids are left out. */
export async function goodsLabels(tx: Tx, ids: readonly string[]): Promise<GoodsLabel[]> {
  if (ids.length === 0) return []
  return tx
    .select({
      id: goodsItem.id,
      goodsCode: goodsItem.goodsCode,
      tradeName: goodsItem.tradeName,
      barcode: goodsItem.barcode,
      specification: goodsItem.specification,
    })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), inArray(goodsItem.id, [...new Set(ids)])))
}

/** What the pharmacy's drug master reads of a goods: its names, specification, Rx type and maker. */
export interface GoodsDrugBrief {
  id: string
  goodsCode: string
  tradeName: string
  genericName: string | null
  specification: string | null
  approvalNumber: string | null
  rxType: string
  factoryName: string | null
}

/** The live goods among `ids` as the drug master reads them; unknown ids are left out. */
export async function goodsDrugBriefs(tx: Tx, ids: readonly string[]): Promise<GoodsDrugBrief[]> {
  if (ids.length === 0) return []
  return tx
    .select({
      id: goodsItem.id,
      goodsCode: goodsItem.goodsCode,
      tradeName: goodsItem.tradeName,
      genericName: goodsItem.genericName,
      specification: goodsItem.specification,
      approvalNumber: goodsItem.approvalNumber,
      rxType: goodsItem.rxType,
      factoryName: goodsFactory.name,
    })
    .from(goodsItem)
    .leftJoin(
      goodsFactory,
      and(eq(goodsFactory.id, goodsItem.factoryId), eq(goodsFactory.tenantId, goodsItem.tenantId)),
    )
    .where(and(eq(goodsItem.isDeleted, 0), inArray(goodsItem.id, [...new Set(ids)])))
}

/** What the shop keeps of a goods it sells: code, name, retail price in fen, prescription-only or not. */
export interface GoodsSaleBrief {
  id: string
  goodsCode: string
  tradeName: string
  retailFen: number
  /** a prescription (Rx) drug */
  rx: boolean
  classId: string | null
  brandId: string | null
}

/** The live, enabled goods among `ids` as the shop sells them; unknown or disabled ids are left out. */
export async function goodsSaleBriefs(tx: Tx, ids: readonly string[]): Promise<GoodsSaleBrief[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({
      id: goodsItem.id,
      goodsCode: goodsItem.goodsCode,
      tradeName: goodsItem.tradeName,
      retailPrice: goodsItem.retailPrice,
      rxType: goodsItem.rxType,
      classId: goodsItem.classId,
      brandId: goodsItem.brandId,
    })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), eq(goodsItem.status, 1), inArray(goodsItem.id, [...new Set(ids)])))
  return rows.map(({ retailPrice, rxType, ...r }) => ({
    ...r,
    retailFen: toFen(retailPrice),
    rx: rxType === 'RX',
  }))
}

/** What the warehouse keeps of a goods: its names, and whether each receipt must name its lot. */
export interface GoodsStockBrief {
  id: string
  goodsCode: string
  tradeName: string
  /** a drug or registered device (an Rx/OTC category or an approval number): stocked by lot and expiry */
  lotTracked: boolean
}

/** The live goods among `ids` as the warehouse reads them; unknown ids are left out. */
export async function goodsStockBriefs(tx: Tx, ids: readonly string[]): Promise<GoodsStockBrief[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({
      id: goodsItem.id,
      goodsCode: goodsItem.goodsCode,
      tradeName: goodsItem.tradeName,
      rxType: goodsItem.rxType,
      approvalNumber: goodsItem.approvalNumber,
    })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), inArray(goodsItem.id, [...new Set(ids)])))
  return rows.map(({ rxType, approvalNumber, ...r }) => ({
    ...r,
    lotTracked: rxType !== 'NONE' || approvalNumber !== null,
  }))
}

/** The ids of the live goods whose code starts with, or whose trade name contains, `keyword`. */
export async function goodsIdsMatching(tx: Tx, keyword: string, limit: number): Promise<string[]> {
  const pattern = keyword.replace(/[\\%_]/g, (c) => `\\${c}`)
  const rows = await tx
    .select({ id: goodsItem.id })
    .from(goodsItem)
    .where(
      and(
        eq(goodsItem.isDeleted, 0),
        or(ilike(goodsItem.goodsCode, `${pattern}%`), ilike(goodsItem.tradeName, `%${pattern}%`)),
      ),
    )
    .limit(limit)
  return rows.map((r) => r.id)
}
