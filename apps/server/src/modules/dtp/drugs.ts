import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm'
import { APPROVAL_WARN_DAYS, type ControlFlag, type DrugCategory, type DrugInfo } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import { goodsDrugBriefs } from '../goods'
import { dtpDrug } from './schema'

type DrugRow = typeof dtpDrug.$inferSelect
const DAY = 86_400_000

/** Days from `today` (yyyy-MM-dd) to the approval's last valid day; negative once it expired. */
export const daysBetween = (today: string, validTo: string) =>
  Math.round((Date.parse(validTo) - Date.parse(today)) / DAY)

/** expired (not sellable) after its last valid day; expiring within 90 days of it. */
export function approvalState(today: string, validTo: string): DrugInfo['approvalState'] {
  const days = daysBetween(today, validTo)
  return days < 0 ? 'expired' : days <= APPROVAL_WARN_DAYS ? 'expiring' : 'ok'
}

/** The tenant-local date of the transaction's start. */
export async function todayIn(tx: Tx, timeZone: string): Promise<string> {
  const rows = await tx.execute(sql`SELECT to_char(now() AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS d`)
  return (rows.rows[0] as { d: string }).d
}

export function toDrugInfo(row: DrugRow, today: string): DrugInfo {
  return {
    drugId: row.id,
    drugTradeName: row.tradeName,
    goodsId: row.goodsId,
    genericName: row.genericName,
    dosageForm: row.dosageForm ?? '',
    strength: row.strength ?? '',
    packSpec: row.packSpec ?? '',
    manufacturer: row.manufacturer ?? '',
    mah: row.mah ?? '',
    approvalNumber: row.approvalNumber,
    approvalValidTo: row.approvalValidTo,
    category: row.category as DrugCategory,
    controlFlags: (row.controlFlags ? row.controlFlags.split(',') : []) as ControlFlag[],
    maxQtyPerSale: row.maxQtyPerSale,
    maxDailyMg: row.maxDailyMg,
    storage: row.storage ?? '',
    insuranceCode: row.insuranceCode ?? '',
    approvalState: approvalState(today, row.approvalValidTo),
    daysToExpiry: daysBetween(today, row.approvalValidTo),
  }
}

const live = eq(dtpDrug.isDeleted, 0)

export async function liveDrugs(tx: Tx, ids: readonly string[]): Promise<DrugRow[]> {
  if (ids.length === 0) return []
  return tx
    .select()
    .from(dtpDrug)
    .where(and(live, inArray(dtpDrug.id, [...new Set(ids)])))
}

export async function drugInfo(tx: Tx, drugId: string, today: string): Promise<DrugInfo> {
  const [row] = await liveDrugs(tx, [drugId])
  if (!row) throw notFound()
  return toDrugInfo(row, today)
}

/** The live drug master entry of a goods, if it has one. */
export async function drugOfGoods(tx: Tx, goodsId: string): Promise<DrugRow | undefined> {
  const [row] = await tx
    .select()
    .from(dtpDrug)
    .where(and(live, eq(dtpDrug.goodsId, goodsId)))
  return row
}

/** Drugs whose approval expired or expires within 90 days, the soonest first. */
export async function expiringDrugs(tx: Tx, q: { current: number; size: number }, today: string) {
  const horizon = new Date(Date.parse(today) + APPROVAL_WARN_DAYS * DAY).toISOString().slice(0, 10)
  const where = and(live, lte(dtpDrug.approvalValidTo, horizon))
  const [total] = await tx.select({ n: count() }).from(dtpDrug).where(where)
  const rows = await tx
    .select()
    .from(dtpDrug)
    .where(where)
    .orderBy(asc(dtpDrug.approvalValidTo), asc(dtpDrug.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const n = Number(total?.n ?? 0)
  return {
    records: rows.map((r) => toDrugInfo(r, today)),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

/** A drug row names a live goods; its trade and generic names are the goods' own. */
export const drugRules: WriteRules = {
  async beforeSave(tx, row) {
    const [goods] = await goodsDrugBriefs(tx, [String(row.goodsId)])
    if (!goods) throw badRequest('dtpGoodsMissing')
    row.tradeName = goods.tradeName
    row.genericName = goods.genericName ?? goods.tradeName
  },
}
