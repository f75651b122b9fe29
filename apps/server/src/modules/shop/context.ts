import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { PaymentGateway } from './payment'

/** One request's (or job's) work in the shop: its tenant transaction, who acts, how times and messages read. */
export interface ShopContext {
  tx: Tx
  ids: IdGenerator
  tenantId: string
  /** null: the system (the unpaid-order timeout job) */
  userId: string | null
  timeZone: string
  locale: Locale
  requestId?: string
}

/** An order's work also pays through the gateway and schedules the unpaid-order timeout. */
export interface OrderContext extends ShopContext {
  payments: PaymentGateway
  /** queues the timeout that cancels the order at `at` if it is still unpaid */
  scheduleTimeout: (tx: Tx, tenantId: string, orderId: string, at: Date) => Promise<void>
}
