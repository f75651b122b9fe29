import { randomInt } from 'node:crypto'

/** Crockford's base 32: no I, L, O or U, so printed codes are not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const N = ALPHABET.length
/** 12 random characters: 60 bits, from the system's cryptographic generator. */
const BODY = 12

/** Luhn mod N over the body: catches every single mistyped character and every swap of neighbours. */
function checkChar(body: string): string {
  let sum = 0
  for (let i = body.length - 1, double = true; i >= 0; i--, double = !double) {
    let v = ALPHABET.indexOf(body[i]!) * (double ? 2 : 1)
    v = Math.floor(v / N) + (v % N)
    sum += v
  }
  return ALPHABET[(N - (sum % N)) % N]!
}

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
  return checkChar(code.slice(0, BODY)) === code[BODY]
}
