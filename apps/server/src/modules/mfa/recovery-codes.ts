import { createHmac, randomBytes } from 'node:crypto'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { recoveryCode } from './schema'
import { deriveKey } from './secret-box'

const COUNT = 10
/** 32 symbols (Crockford's base32 without i, l, o, u): every random byte maps evenly with `& 31`. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/** 'abcde-12345' as typed: case, spaces and dashes do not matter. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

/**
 * One-time recovery codes (10 per user, 50 random bits each). Stored as HMACs keyed from the server
 * secret, so a copy of the table alone cannot be searched for them.
 */
export class RecoveryCodes {
  private readonly key: Buffer

  constructor(serverSecret: string) {
    this.key = deriveKey(serverSecret, 'recovery-code')
  }

  private hash(code: string): string {
    return createHmac('sha256', this.key).update(normalize(code)).digest('hex')
  }

  /** Replaces the user's codes with a new set; answers the codes, the only time they are seen. */
  async renew(tx: Tx, userId: string): Promise<string[]> {
    await tx.delete(recoveryCode).where(eq(recoveryCode.userId, userId))
    const codes = Array.from({ length: COUNT }, () => {
      const chars = [...randomBytes(10)].map((b) => ALPHABET[b & 31]).join('')
      return `${chars.slice(0, 5)}-${chars.slice(5)}`
    })
    await tx.insert(recoveryCode).values(codes.map((code) => ({ userId, codeHash: this.hash(code) })))
    return codes
  }

  /** Uses up an unused code of the user's; false when there is none such. */
  async consume(tx: Tx, userId: string, code: string): Promise<boolean> {
    const used = await tx
      .update(recoveryCode)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCode.userId, userId),
          eq(recoveryCode.codeHash, this.hash(code)),
          isNull(recoveryCode.usedAt),
        ),
      )
      .returning({ userId: recoveryCode.userId })
    return used.length === 1
  }

  async left(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(recoveryCode)
      .where(and(eq(recoveryCode.userId, userId), isNull(recoveryCode.usedAt)))
    return row?.n ?? 0
  }

  async removeAll(tx: Tx, userId: string): Promise<void> {
    await tx.delete(recoveryCode).where(eq(recoveryCode.userId, userId))
  }
}
