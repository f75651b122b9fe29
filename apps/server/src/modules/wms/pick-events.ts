import type { Tx } from '../../core/db/database'

/** A pick list the warehouse has shipped. */
export interface PickShipped {
  pickId: string
  code: string
}
export type PickShippedListener = (tx: Tx, shipped: PickShipped) => Promise<void>

const listeners: PickShippedListener[] = []

/**
 * The port the order management area plugs into (it comes above the WMS): it hears each shipped pick
 * list in the shipping call's transaction. Returns the unplug function.
 */
export function onPickShipped(listener: PickShippedListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function announcePickShipped(tx: Tx, shipped: PickShipped): Promise<void> {
  for (const listener of listeners) await listener(tx, shipped)
}
