import { Secret, TOTP } from 'otpauth'
import type { MfaEnrolment } from '@store/contract'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30
const DIGITS = 6
/** Codes of the previous and next step are accepted too (clock drift, typing time). */
const WINDOW = 1
const ISSUER = 'Storedesk'

export const isTotpCode = (code: string) => /^\d{6}$/.test(code)

/** A new 160-bit secret in base32, the form authenticator apps take. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** A new secret with its otpauth URL and that URL as a QR code (a PNG data URL). */
export type Enrolment = MfaEnrolment

/** What an authenticator app needs to add the account (label: account@tenant). */
export async function enrolmentOf(secret: string, label: string): Promise<Enrolment> {
  const otpauthUrl = new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
  }).toString()
  const { default: QRCode } = await import('qrcode')
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) }
}

/** The time step a code belongs to when it is valid within the window around now; otherwise null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: WINDOW,
  })
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta
}
