import type { CheckLevel, MessageKey, RxStatus } from '@store/contract'

/** A pharmacist's move on a prescription version. */
export type RxMove = 'approve' | 'reject' | 'query' | 'override' | 'dispense' | 'supersede'

export interface RxState {
  status: RxStatus
  checkLevel: CheckLevel | null
  /** who gave the first override signature (status escalated) */
  escalatedBy: string | null
}

export type Transition =
  { to: RxStatus; action: string } | { refused: MessageKey; params?: Record<string, string> }

const ACTION_KEY: Record<RxMove, MessageKey> = {
  approve: 'dtpActionApprove',
  reject: 'dtpActionReject',
  query: 'dtpActionQuery',
  override: 'dtpActionOverride',
  dispense: 'dtpActionDispense',
  supersede: 'dtpActionChange',
}
const inState = (s: RxState, move: RxMove): Transition => ({
  refused: 'dtpRxState',
  params: { status: s.status, action: ACTION_KEY[move] },
})

/**
 * The review state machine (issue 27 §3). A BLOCK is never approved by `approve`: it needs `override`
 * twice, the first pharmacist's reason (pending → escalated) and a second pharmacist's (→ approved).
 */
export function transition(s: RxState, move: RxMove, actorId: string, reason: string): Transition {
  const reasoned = reason.trim().length > 0
  switch (move) {
    case 'approve':
      if (s.status !== 'pending') return inState(s, move)
      if (s.checkLevel === 'BLOCK') return { refused: 'dtpBlockNeedsOverride' }
      return { to: 'approved', action: 'approve' }
    case 'reject':
    case 'query':
      if (s.status !== 'pending' && s.status !== 'escalated') return inState(s, move)
      if (!reasoned) return { refused: 'dtpReasonRequired' }
      return { to: move === 'reject' ? 'rejected' : 'queried', action: move }
    case 'override':
      if (s.checkLevel !== 'BLOCK') return { refused: 'dtpOverrideNotBlocked' }
      if (!reasoned) return { refused: 'dtpOverrideReason' }
      if (s.status === 'pending') return { to: 'escalated', action: 'escalate' }
      if (s.status !== 'escalated') return inState(s, move)
      if (s.escalatedBy === actorId) return { refused: 'dtpOverrideSamePharmacist' }
      return { to: 'approved', action: 'override' }
    case 'dispense':
      return s.status === 'approved' ? { to: 'dispensed', action: 'dispense' } : inState(s, move)
    case 'supersede':
      return ['pending', 'escalated', 'queried', 'rejected'].includes(s.status)
        ? { to: 'superseded', action: 'supersede' }
        : inState(s, move)
  }
}
