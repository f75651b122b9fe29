import { randomInt } from 'node:crypto'

/** Characters a person reads off a screen without confusing them (no 0/O, 1/l/I). */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghijkmnpqrstuvwxyz'
const DIGIT = '23456789'
const SYMBOL = '@#$%&*+=?'
const ALL = UPPER + LOWER + DIGIT + SYMBOL
/** Long enough that a generated password is never the weak point, whatever the policy's minimum. */
const MIN_GENERATED = 12

const pick = (set: string) => set[randomInt(set.length)]!

/**
 * A random initial password that meets any policy: one character of every class (so each
 * requirement holds whether the policy asks for it or not) and at least the policy's minimum length.
 * It is shown once to the administrator and must be changed at the first sign-in.
 */
export function generateInitialPassword(policy: { minLength: number }): string {
  const length = Math.max(policy.minLength, MIN_GENERATED)
  const chars = [pick(UPPER), pick(LOWER), pick(DIGIT), pick(SYMBOL)]
  while (chars.length < length) chars.push(pick(ALL))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}
