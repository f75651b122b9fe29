import type { FastifyInstance } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import { smsMarketingEndpoints } from '@store/contract'
import { OutboxSmsProvider } from '../sms'
import { SEND_JOB, type SendPayload } from './dispatch'
import { FAKE_RECEIPTS_JOB, FakeGateway, fakeDeliveryStatus, type FakeReceipts } from './gateway'
import { sendBatch } from './sender'
import { webhookToken } from './tokens'

/** how long one run of the send job sends before it hands over to the queue (other jobs run meanwhile) */
const SLICE_MS = 5000

/**
 * The area's jobs: a campaign sent batch by batch (continued by a new run after each slice, and at the
 * end of quiet hours), and the fake gateway calling the receipt webhook back.
 */
export function defineSmsMarketingJobs(app: FastifyInstance): void {
  const gateway = new FakeGateway(new OutboxSmsProvider(app.ids), app.jobs)
  const continueLater = (payload: SendPayload, runAt?: Date) =>
    app.db.withTenant({ tenantId: payload.tenantId }, (tx) =>
      app.jobs.enqueue(tx, SEND_JOB, payload, 5, runAt),
    )

  app.jobs.define<SendPayload>({
    name: SEND_JOB,
    run: async (payload, ctx) => {
      const { tenantId, campaignId } = payload
      const timeZone = await app.tenants.timeZoneOf(tenantId)
      const until = Date.now() + SLICE_MS
      while (Date.now() < until) {
        if (ctx.signal.aborted) throw new Error('stopping')
        const outcome = await app.db.withTenant({ tenantId }, (tx) =>
          sendBatch({ tx, tenantId, timeZone, locale: 'zh_CN', gatewayFor: () => gateway }, campaignId),
        )
        if (outcome.kind === 'end') return
        if (outcome.kind === 'quiet') return void (await continueLater(payload, outcome.until))
        if (outcome.kind === 'wait')
          await sleep(outcome.ms, undefined, { signal: ctx.signal }).catch(() => {})
      }
      await continueLater(payload)
    },
  })

  app.jobs.define<FakeReceipts>({
    name: FAKE_RECEIPTS_JOB,
    run: async ({ tenantId, companyId, messages }) => {
      const ep = smsMarketingEndpoints.receipt
      const token = webhookToken(app.config.jwtSecret, tenantId, companyId)
      const res = await app.inject({
        method: ep.method,
        url: ep.path,
        query: { tenantId, companyId, token },
        payload: { receipts: messages.map((m) => ({ msgId: m.msgId, status: fakeDeliveryStatus(m.phone) })) },
      })
      if (res.statusCode !== 200) throw new Error(`receipt webhook answered ${res.statusCode}`)
    },
  })
}
