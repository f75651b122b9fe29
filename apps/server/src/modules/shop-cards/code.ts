import { randomInt } from 'node:crypto'

/** Crockford's base 32: no I, L, O or U, so printed codes are not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const N = ALPHABET.length
/** 12 random characters: 60 bits, from the system's cryptographic generator. */
const BODY = 12

/** Doubling in GF(32) (reduced by x⁵ + x² + 1). */
const twice = (v: number) => (v & 16 ? ((v << 1) ^ 0b100101) & 31 : v << 1)

/**
 * Damm's check over the quasigroup `r ∘ d = 2r ⊕ d` of GF(32), which is totally anti-symmetric: every
 * single mistyped character and every swap of two neighbours changes the result.
 */
function interim(chars: string): number {
  let r = 0
  for (const ch of chars) r = twice(r) ^ ALPHABET.indexOf(ch)
  return r
}

/** The character that brings the body's check to 0. */
const checkChar = (body: string) => ALPHABET[twice(interim(body))]!

/** A new unguessable code: 12 random characters and a check character. */
export function generateCode(): string {
  let body = ''
  for (let i = 0; i < BODY; i++) body += ALPHABET[randomInt(N)]
  return body + checkChar(body)
}

/** The code as typed, upper-cased, without spaces or dashes. */
export const normaliseCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '')

/** Whether a (normalised) code has the right length, alphabet and check character. */
export function isWellFormed(code: string): boolean {
  if (code.length !== BODY + 1 || [...code].some((ch) => !ALPHABET.includes(ch))) return false
  return interim(code) === 0
}
