import type { Tx } from '../../core/db/database'
import type { TenantWork } from '../../core/tenant-work'
import type { PaymentGateway } from './payment'

/** One request's (or job's) work in the shop: its tenant transaction, who acts, how times and messages read. */
export type ShopContext = TenantWork

/** An order's work also pays through the gateway and schedules the unpaid-order timeout. */
export interface OrderContext extends ShopContext {
  payments: PaymentGateway
  /** queues the timeout that cancels the order at `at` if it is still unpaid */
  scheduleTimeout: (tx: Tx, tenantId: string, orderId: string, at: Date) => Promise<void>
}
