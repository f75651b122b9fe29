import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new carrier's webhook secret: 32 random bytes, hex. */
export const newSecret = () => randomBytes(32).toString('hex')

/** The signature a carrier sends with a webhook body: `sha256=` and the HMAC-SHA256 of its JSON. */
export const signatureOf = (secret: string, body: unknown) =>
  `sha256=${createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex')}`

export function signatureValid(secret: string, body: unknown, given: string): boolean {
  const expected = Buffer.from(signatureOf(secret, body))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
