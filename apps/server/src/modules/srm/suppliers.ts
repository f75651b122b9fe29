import { and, eq, inArray, sql } from 'drizzle-orm'
import { badRequest } from '../../core/errors'
import type { SrmContext } from './context'
import { srmQualification, srmSupplier } from './schema'

/** A live, enabled supplier; or refused. */
export async function usableSupplier(c: Pick<SrmContext, 'tx'>, id: string) {
  const [supplier] = await c.tx
    .select()
    .from(srmSupplier)
    .where(and(eq(srmSupplier.id, id), eq(srmSupplier.isDeleted, 0), eq(srmSupplier.status, 1)))
  if (!supplier) throw badRequest('srmSupplierMissing')
  return supplier
}

/**
 * Whether the supplier is qualified today: it holds at least one qualification, and for every kind it
 * holds (GSP certificate, business licence…) one valid today (from ≤ today ≤ to). A kind whose every
 * certificate expired (or is not valid yet) disqualifies it until a valid one is recorded.
 */
export async function qualifiedToday(c: Pick<SrmContext, 'tx'>, supplierId: string): Promise<boolean> {
  const kinds = await c.tx
    .select({
      kind: srmQualification.kind,
      valid: sql<boolean>`bool_or(${srmQualification.validFrom} <= current_date AND ${srmQualification.validTo} >= current_date)`,
    })
    .from(srmQualification)
    .where(and(eq(srmQualification.supplierId, supplierId), eq(srmQualification.isDeleted, 0)))
    .groupBy(srmQualification.kind)
  return kinds.length > 0 && kinds.every((k) => k.valid)
}

/** Supplier names by id, whatever their state now, for lists. */
export async function supplierNames(c: Pick<SrmContext, 'tx'>, ids: string[]) {
  const rows = ids.length
    ? await c.tx
        .select({ id: srmSupplier.id, name: srmSupplier.name })
        .from(srmSupplier)
        .where(inArray(srmSupplier.id, [...new Set(ids)]))
    : []
  return new Map(rows.map((r) => [r.id, r.name]))
}
