import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Locale, MessageKey } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { lockPhone, usersWithPhone } from '../user'
import type { SmsProvider } from './provider'
import { smsCode } from './schema'

/**
 * The `type` of `getSmsCode` and `sendValidCodeToMobile`: 1 reset password, 2 sign-in (the `sms`
 * grant), 3 bind phone (`bindPhone`). A code only serves the purpose it was sent for.
 */
export const SMS_PURPOSES = { 1: 'reset', 2: 'login', 3: 'bind' } as const
export type SmsType = keyof typeof SMS_PURPOSES
export type SmsPurpose = (typeof SMS_PURPOSES)[SmsType]

export const CODE_MINUTES = 5
export const MAX_WRONG_TRIES = 5
export const DAILY_LIMIT = 10

/**
 * SMS verification codes: 6 digits, valid 5 minutes, single use, dead after 5 wrong tries; at most one
 * a minute and 10 in 24 hours per number of a tenant, whatever their purpose. Times are the database's
 * (`now()`), so the limits hold across server nodes.
 */
export class SmsCodes {
  constructor(
    private readonly ids: IdGenerator,
    private readonly provider: SmsProvider,
    private readonly secret: string,
  ) {}

  /**
   * Creates a code and sends it, or refuses with a 400 when the number is over its limits. Reset and
   * sign-in codes reach only a number some account of the tenant has: for any other number the code
   * is stored (so the limits and the answer are the same) but never sent, and the caller cannot tell
   * whether the number belongs to an account. A bind code is always sent: it proves the caller holds
   * the number.
   */
  async issue(tx: Tx, phone: string, purpose: SmsPurpose, locale: Locale): Promise<void> {
    await lockPhone(tx, phone)
    const [recent] = await tx
      .select({
        sent: count(),
        wait: sql<
          string | null
        >`ceil(extract(epoch from max(${smsCode.createTime}) + interval '1 minute' - now()))`,
      })
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), gt(smsCode.createTime, sql`now() - interval '24 hours'`)))
    const wait = Number(recent?.wait ?? 0)
    if (wait > 0) throw badRequest('smsTooFrequent', { seconds: wait })
    if (Number(recent?.sent ?? 0) >= DAILY_LIMIT) throw badRequest('smsDailyLimit', { limit: DAILY_LIMIT })

    const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
    await tx.insert(smsCode).values({
      id: this.ids.next(),
      phone,
      purpose,
      codeHash: this.hash(phone, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
    })
    if (purpose !== 'bind' && (await usersWithPhone(tx, phone)).length === 0) return
    await this.provider.send(tx, {
      phone,
      template: 'verification_code',
      params: { code, minutes: String(CODE_MINUTES) },
      locale,
    })
  }

  /**
   * Checks a code against the newest one sent to the number for this purpose (an older one no longer
   * counts) and uses it up: null when it was right, else why it was refused. A wrong code costs one of
   * its tries, so the caller must commit the transaction before it answers the refusal.
   */
  async consume(tx: Tx, phone: string, purpose: SmsPurpose, code: string): Promise<MessageKey | null> {
    const [row] = await tx
      .select({
        id: smsCode.id,
        codeHash: smsCode.codeHash,
        attempts: smsCode.attempts,
        usable: sql<boolean>`${smsCode.usedAt} IS NULL AND ${smsCode.expiresAt} > now()`,
      })
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), eq(smsCode.purpose, purpose)))
      .orderBy(desc(smsCode.createTime), desc(smsCode.id))
      .limit(1)
      .for('update')
    if (!row || !row.usable) return 'smsCodeInvalid'
    if (row.attempts >= MAX_WRONG_TRIES) return 'smsCodeTooManyTries'
    const mine = eq(smsCode.id, row.id)
    if (!sameHash(row.codeHash, this.hash(phone, code))) {
      await tx
        .update(smsCode)
        .set({ attempts: sql`${smsCode.attempts} + 1` })
        .where(mine)
      return row.attempts + 1 >= MAX_WRONG_TRIES ? 'smsCodeTooManyTries' : 'smsCodeInvalid'
    }
    await tx
      .update(smsCode)
      .set({ usedAt: sql`now()` })
      .where(mine)
    return null
  }

  /** Keyed with the server's secret: a plain hash of six digits would be read back by trying them all. */
  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.secret).update(`sms-code:${phone}:${code}`).digest('hex')
  }
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
