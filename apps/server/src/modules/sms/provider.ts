import { translate, type Locale, type MessageKey } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { smsOutbox } from './schema'

/**
 * The templates messages are sent with; a gateway maps each to its own template code. A marketing
 * message was written and approved in the tenant's SMS marketing area: its `content` param is its text.
 */
export type SmsTemplate = 'verification_code' | 'marketing'

/** The text of each template, in the caller's language, for providers that send plain text. */
const TEMPLATE_TEXT: Record<Exclude<SmsTemplate, 'marketing'>, MessageKey> = {
  verification_code: 'smsCodeText',
}

/** One message to one phone: a template and the values it is filled with. */
export interface SmsMessage {
  phone: string
  template: SmsTemplate
  params: Record<string, string>
  locale: Locale
}

/**
 * Where SMS leave the server (docs/sms.md). `send` runs inside the caller's transaction, so a message
 * of a request that rolls back never leaves: a provider that talks to a gateway records the message in
 * the transaction and delivers it once the transaction has committed.
 */
export interface SmsProvider {
  send(tx: Tx, message: SmsMessage): Promise<void>
  /** many messages at once (a campaign's batch), in the caller's transaction too */
  sendMany(tx: Tx, messages: SmsMessage[]): Promise<void>
}

export const renderSms = (m: SmsMessage) =>
  m.template === 'marketing'
    ? (m.params.content ?? '')
    : translate(TEMPLATE_TEXT[m.template], m.locale, m.params)

/**
 * The default provider: a message is a `pending` row of the tenant's outbox, which administrators read
 * (`/api/blade-resource/sms-outbox/page`) and a gateway adapter would deliver.
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly ids: IdGenerator) {}

  async send(tx: Tx, message: SmsMessage): Promise<void> {
    await this.sendMany(tx, [message])
  }

  async sendMany(tx: Tx, messages: SmsMessage[]): Promise<void> {
    if (!messages.length) return
    await tx.insert(smsOutbox).values(
      messages.map((m) => ({
        id: this.ids.next(),
        phone: m.phone,
        template: m.template,
        content: renderSms(m),
      })),
    )
  }
}
