// The module's public entry: what other modules may use (its services and types, never its tables).
export { smsModule } from './module'
export { OutboxSmsProvider } from './provider'
export type { SmsMessage, SmsProvider } from './provider'
export { outboxCount } from './outbox'
