import { NOTICE_DELIVERY } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { enqueueRealtime, withdrawRealtime } from '../../core/realtime/outbox'
import { tenantRoom, userRoom } from '../../core/realtime/rooms'

/** The notice columns an announcement needs (as drizzle returns the row). */
export interface AnnouncedNotice {
  tenantId: string
  id: string
  title: string
  type: number
  deliveryWay: number
  recipientUserId: string | null
  releaseTime: Date
}

const keyOf = (n: Pick<AnnouncedNotice, 'tenantId' | 'id'>) => `notice:${n.tenantId}:${n.id}`

/**
 * `haveNewNotice` to the notice's readers (its tenant, or its one recipient) when it is released: at
 * once, or at its release time. Announcing it again replaces a waiting announcement.
 */
export function announceNotice(tx: Tx, n: AnnouncedNotice): Promise<void> {
  return enqueueRealtime(tx, {
    event: 'haveNewNotice',
    payload: { id: n.id, title: n.title, type: n.type },
    to: [
      n.deliveryWay === NOTICE_DELIVERY.oneUser && n.recipientUserId
        ? userRoom(n.tenantId, n.recipientUserId)
        : tenantRoom(n.tenantId),
    ],
    dueAt: n.releaseTime,
    key: keyOf(n),
  })
}

/** A notice removed before its release is never announced. */
export const withdrawAnnouncement = (tx: Tx, n: Pick<AnnouncedNotice, 'tenantId' | 'id'>) =>
  withdrawRealtime(tx, keyOf(n))
