import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { JobQueue } from '../../core/jobs/queue'
import type { SmsProvider } from '../sms'

/** One message of a campaign's batch: `msgId` comes back in its delivery receipt. */
export interface OutgoingSms {
  msgId: string
  phone: string
  content: string
}

/** Where a company's messages go: one adapter per kind of gateway (`sms_mkt_company.provider`). */
export interface MarketingGateway {
  /** Sends a batch inside the caller's transaction: nothing leaves when it rolls back. */
  send(tx: Tx, tenantId: string, companyId: string, batch: OutgoingSms[], locale: Locale): Promise<void>
}

/** The job by which the fake gateway answers with delivery receipts, once the batch has committed. */
export const FAKE_RECEIPTS_JOB = 'sms-mkt:fake-receipts'
export interface FakeReceipts {
  tenantId: string
  companyId: string
  messages: { msgId: string; phone: string }[]
}

/** The fake gateway's verdict: numbers ending in 99 are not delivered, so statistics show failures too. */
export const fakeDeliveryStatus = (phone: string) => (phone.endsWith('99') ? 'UNDELIV' : 'DELIVRD')

/**
 * The fake gateway for tests and the demo: a message is a row of the SMS module's outbox (its
 * provider), and a job plays the gateway calling the receipt webhook back. Nothing leaves the machine.
 */
export class FakeGateway implements MarketingGateway {
  constructor(
    private readonly outbox: SmsProvider,
    private readonly jobs: JobQueue,
  ) {}

  async send(tx: Tx, tenantId: string, companyId: string, batch: OutgoingSms[], locale: Locale) {
    await this.outbox.sendMany(
      tx,
      batch.map((m) => ({ phone: m.phone, template: 'marketing', params: { content: m.content }, locale })),
    )
    await this.jobs.enqueue<FakeReceipts>(tx, FAKE_RECEIPTS_JOB, {
      tenantId,
      companyId,
      messages: batch.map(({ msgId, phone }) => ({ msgId, phone })),
    })
  }
}
