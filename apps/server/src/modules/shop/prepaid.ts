import type { Tx } from '../../core/db/database'
import type { ShopContext } from './context'

/** What a prepaid tender's refunds need: the transaction, ids and who acts. */
export type TenderContext = Pick<ShopContext, 'tx' | 'ids' | 'userId'>

/**
 * A way of paying part of an order before the gateway (gift cards): what it holds of an order, and
 * how it takes part of a refund back.
 */
export interface PrepaidTender {
  /** what it paid for the order and has not had refunded (fen, ≥ 0) */
  heldFen(tx: Tx, orderId: string): Promise<number>
  /** gives back to its payers up to `amountFen` of what they paid for the order; answers what it gave back */
  refund(c: TenderContext, orderId: string, amountFen: number): Promise<number>
}

const tenders: PrepaidTender[] = []

/**
 * The port the shop's marketing tools plug into (they come above the shop): the gateway charges only
 * what the tenders did not pay, and a refund goes back to them first. Returns the unplug function.
 */
export function registerPrepaidTender(tender: PrepaidTender): () => void {
  tenders.push(tender)
  return () => void tenders.splice(tenders.indexOf(tender), 1)
}

/** What the tenders paid for the order and have not had refunded (fen). */
export async function prepaidFen(tx: Tx, orderId: string): Promise<number> {
  let held = 0
  for (const tender of tenders) held += await tender.heldFen(tx, orderId)
  return held
}

/** Refunds up to `amountFen` to the tenders, each in turn; answers what they took back (fen). */
export async function refundPrepaid(c: TenderContext, orderId: string, amountFen: number): Promise<number> {
  let given = 0
  for (const tender of tenders) given += await tender.refund(c, orderId, amountFen - given)
  return given
}
