import { and, eq, gte, sql } from 'drizzle-orm'
import type { WmsLedgerKind } from '@store/contract'
import type { WmsContext } from './context'
import { wmsLedger, wmsStock } from './schema'

/** One stock cell: a goods' lot in a bin. */
export interface StockKey {
  goodsId: string
  binId: string
  lotId: string
}

const cell = (k: StockKey) =>
  and(eq(wmsStock.goodsId, k.goodsId), eq(wmsStock.binId, k.binId), eq(wmsStock.lotId, k.lotId))

/**
 * Every on-hand change goes through here: the guarded stock UPDATE and its ledger row, in the caller's
 * transaction. Each guard is a WHERE clause, so two concurrent calls can never both take the last units:
 * the second one re-reads the row after the first commits and finds the guard false.
 */
async function record(c: WmsContext, k: StockKey, qty: number, kind: WmsLedgerKind, docId: string) {
  await c.tx.insert(wmsLedger).values({ id: c.ids.next(), ...k, qty, kind, docId, createUser: c.userId })
}

/** Stock arrives (receipt, transfer in, positive adjustment): on hand and available grow. */
export async function putIn(c: WmsContext, k: StockKey, qty: number, kind: WmsLedgerKind, docId: string) {
  await c.tx
    .insert(wmsStock)
    .values({ ...k, onHand: qty, available: qty })
    .onConflictDoUpdate({
      target: [wmsStock.tenantId, wmsStock.goodsId, wmsStock.binId, wmsStock.lotId],
      set: {
        onHand: sql`${wmsStock.onHand} + ${qty}`,
        available: sql`${wmsStock.available} + ${qty}`,
      },
    })
  await record(c, k, qty, kind, docId)
}

/** Available stock leaves (transfer out, negative adjustment); false, nothing changed, when short. */
export async function takeAvailable(
  c: WmsContext,
  k: StockKey,
  qty: number,
  kind: WmsLedgerKind,
  docId: string,
): Promise<boolean> {
  const taken = await c.tx
    .update(wmsStock)
    .set({ onHand: sql`${wmsStock.onHand} - ${qty}`, available: sql`${wmsStock.available} - ${qty}` })
    .where(and(cell(k), gte(wmsStock.available, qty)))
    .returning({ onHand: wmsStock.onHand })
  if (taken.length === 0) return false
  await record(c, k, -qty, kind, docId)
  return true
}

/** Available stock is promised to a pick list; false, nothing changed, when short. */
export async function reserve(c: WmsContext, k: StockKey, qty: number): Promise<boolean> {
  const done = await c.tx
    .update(wmsStock)
    .set({ reserved: sql`${wmsStock.reserved} + ${qty}`, available: sql`${wmsStock.available} - ${qty}` })
    .where(and(cell(k), gte(wmsStock.available, qty)))
    .returning({ onHand: wmsStock.onHand })
  return done.length > 0
}

/** A cancelled pick list gives its reservation back. */
export async function release(c: WmsContext, k: StockKey, qty: number): Promise<boolean> {
  const done = await c.tx
    .update(wmsStock)
    .set({ reserved: sql`${wmsStock.reserved} - ${qty}`, available: sql`${wmsStock.available} + ${qty}` })
    .where(and(cell(k), gte(wmsStock.reserved, qty)))
    .returning({ onHand: wmsStock.onHand })
  return done.length > 0
}

/** Reserved stock is shipped: on hand and reserved shrink, available stays. */
export async function shipReserved(c: WmsContext, k: StockKey, qty: number, docId: string): Promise<boolean> {
  const done = await c.tx
    .update(wmsStock)
    .set({ onHand: sql`${wmsStock.onHand} - ${qty}`, reserved: sql`${wmsStock.reserved} - ${qty}` })
    .where(and(cell(k), gte(wmsStock.reserved, qty), gte(wmsStock.onHand, qty)))
    .returning({ onHand: wmsStock.onHand })
  if (done.length === 0) return false
  await record(c, k, -qty, 'ship', docId)
  return true
}

/** What a cell has available now (0 when it has none). */
export async function availableOf(c: Pick<WmsContext, 'tx'>, k: StockKey): Promise<number> {
  const [row] = await c.tx.select({ available: wmsStock.available }).from(wmsStock).where(cell(k))
  return row?.available ?? 0
}
