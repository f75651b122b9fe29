import type { PoStatus } from '@store/contract'

/**
 * Where a purchase order may go next from each status: one step along the flow, never two. A
 * submitted order leaves only through its approval process: approved, rejected, or withdrawn (a draft).
 */
const NEXT: Record<PoStatus, readonly PoStatus[]> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['approved', 'rejected', 'draft'],
  approved: ['confirmed', 'cancelled'],
  confirmed: ['partly_received', 'received', 'cancelled'],
  partly_received: ['partly_received', 'received'],
  received: ['closed'],
  closed: [],
  rejected: [],
  cancelled: [],
}

export const canMove = (from: PoStatus, to: PoStatus) => NEXT[from].includes(to)

/** The statuses a purchase order may move to `to` from. */
export const sourcesOf = (to: PoStatus): PoStatus[] =>
  (Object.keys(NEXT) as PoStatus[]).filter((from) => canMove(from, to))
