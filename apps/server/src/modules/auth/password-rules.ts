import type { MessageKey } from '@store/contract'
import { verifyPassword } from '../../core/passwords'
import type { PasswordPolicy } from './password-policy'

/** Why a password breaks the policy: a message key and its parameters, for `badRequest`. */
export interface PasswordProblem {
  key: MessageKey
  params: Record<string, string | number>
}

type CharacterRules = Pick<
  PasswordPolicy,
  'minLength' | 'requireUpper' | 'requireLower' | 'requireDigit' | 'requireSymbol'
>

/**
 * The character classes a policy can require. Letters and digits by Unicode category, so an accented
 * capital counts as uppercase; a special character is any punctuation or symbol (every printable ASCII
 * character that is not a letter, digit or space), while a space or a CJK character counts as none.
 */
const CLASSES: { flag: keyof CharacterRules; pattern: RegExp; key: MessageKey }[] = [
  { flag: 'requireUpper', pattern: /\p{Lu}/u, key: 'passwordNeedsUpper' },
  { flag: 'requireLower', pattern: /\p{Ll}/u, key: 'passwordNeedsLower' },
  { flag: 'requireDigit', pattern: /\p{Nd}/u, key: 'passwordNeedsDigit' },
  { flag: 'requireSymbol', pattern: /[\p{P}\p{S}]/u, key: 'passwordNeedsSymbol' },
]

/**
 * The first rule of the tenant's policy a new password breaks, or undefined when it meets them all:
 * the minimum length (in characters, not UTF-16 units), then the required character classes in the
 * order upper, lower, digit, symbol.
 */
export function passwordProblem(policy: CharacterRules, password: string): PasswordProblem | undefined {
  if ([...password].length < policy.minLength) {
    return { key: 'passwordTooShort', params: { min: policy.minLength } }
  }
  for (const c of CLASSES) {
    if (policy[c.flag] === 1 && !c.pattern.test(password)) return { key: c.key, params: {} }
  }
  return undefined
}

/**
 * True when `password` matches one of `hashes` (the caller passes the last `historyCount` hashes).
 * Checked one after another and stopping at the first match: each argon2 check takes 19 MiB.
 */
export async function isReusedPassword(hashes: readonly string[], password: string): Promise<boolean> {
  for (const hashed of hashes) {
    if (await verifyPassword(hashed, password)) return true
  }
  return false
}
