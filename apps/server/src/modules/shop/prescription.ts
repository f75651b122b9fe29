import type { Tx } from '../../core/db/database'

/** An order holding Rx lines: it waits in `awaiting_prescription` until a pharmacist approves it. */
export interface PrescriptionRequest {
  tenantId: string
  orderId: string
  orderNo: string
  lines: { goodsId: string; goodsName: string; quantity: number }[]
}
export type PrescriptionListener = (tx: Tx, request: PrescriptionRequest) => Promise<void>

const listeners: PrescriptionListener[] = []

/**
 * The port the pharmacy area plugs into (it comes above the shop): it hears each order waiting for a
 * prescription review, in the checkout's transaction, and answers with the shop's
 * `approvePrescription` / `cancelOrder`. Returns the unplug function.
 */
export function onPrescriptionRequested(listener: PrescriptionListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function requestPrescriptionReview(tx: Tx, request: PrescriptionRequest): Promise<void> {
  for (const listener of listeners) await listener(tx, request)
}
