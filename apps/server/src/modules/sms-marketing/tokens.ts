import { createHmac, timingSafeEqual } from 'node:crypto'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

/** The token a company's gateway signs its callbacks with: derived from the server's secret, never stored. */
export const webhookToken = (secret: string, tenantId: string, companyId: string) =>
  hmac(secret, `sms-webhook:${tenantId}:${companyId}`)

/** The token of a number's unsubscribe link. */
export const unsubscribeToken = (secret: string, tenantId: string, phone: string) =>
  hmac(secret, `sms-unsubscribe:${tenantId}:${phone}`)

export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
