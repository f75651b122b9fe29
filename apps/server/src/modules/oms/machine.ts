import type { OmsAction, OmsStatus } from '@store/contract'

/** An order's place in the state machine: its status and, while held, where it was held from. */
export interface OmsState {
  status: OmsStatus
  heldFrom: OmsStatus | null
}

/** The statuses each action may start from; hold and release also depend on where it was held. */
export const ACTION_FROM: Record<
  Exclude<OmsAction, 'create' | 'split' | 'merge' | `carrier_${string}`>,
  readonly OmsStatus[]
> = {
  route: ['new'],
  hold: ['new', 'routed'],
  release: ['held', 'routed'],
  allocate: ['released'],
  ship: ['allocated'],
  complete: ['shipped'],
  cancel: ['new', 'routed', 'held', 'released', 'allocated'],
}
export type MoveAction = keyof typeof ACTION_FROM

/** split and merge reshape the lines of orders that no warehouse has been asked for yet */
export const RESHAPE_FROM: readonly OmsStatus[] = ['new', 'routed']

/**
 * Where an action takes an order, or null when it may not be done from there. One step at a time:
 * routed orders are released for the warehouse; a held order goes back where it was held from (a
 * held new order is routed after release, never released unrouted).
 */
export function next(state: OmsState, action: MoveAction): OmsState | null {
  if (!ACTION_FROM[action].includes(state.status)) return null
  switch (action) {
    case 'route':
      return { status: 'routed', heldFrom: null }
    case 'hold':
      return { status: 'held', heldFrom: state.status }
    case 'release':
      return state.status === 'held'
        ? { status: state.heldFrom === 'routed' ? 'released' : 'new', heldFrom: null }
        : { status: 'released', heldFrom: null }
    case 'allocate':
      return { status: 'allocated', heldFrom: null }
    case 'ship':
      return { status: 'shipped', heldFrom: null }
    case 'complete':
      return { status: 'completed', heldFrom: null }
    case 'cancel':
      return { status: 'cancelled', heldFrom: null }
  }
}

/** the order of the forward steps: a move never goes forward by more than one of them */
export const FORWARD: readonly OmsStatus[] = [
  'new',
  'routed',
  'released',
  'allocated',
  'shipped',
  'completed',
]
