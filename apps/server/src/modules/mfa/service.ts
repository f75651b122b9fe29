import { eq, sql } from 'drizzle-orm'
import type { MessageKey, MfaStatus } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import {
  loadPolicy,
  recentRefusals,
  recordLogin,
  type LoginService,
  OAuthError,
  type PasswordPolicy,
  type RoleRef,
  type SecondFactorCheck,
} from '../auth'
import { totp } from './schema'
import { ADMINISTRATOR } from '../access'
import { liveUserById } from '../user'
import { RecoveryCodes } from './recovery-codes'
import { SecretBox } from './secret-box'
import { issueTicket } from './tickets'
import { enrolmentOf, isTotpCode, newTotpSecret, stepOfCode, type Enrolment } from './totp'

/** Wrong codes a user may give in the window, over every ticket and the personal centre together. */
const USER_MAX_WRONG = 10
const USER_WINDOW_MINUTES = 15
/** Login-log reasons that count as a wrong code for the per-user limit. */
export const WRONG_CODE_REASONS: MessageKey[] = ['mfaCodeInvalid', 'mfaTicketExhausted']

/** Whom a second-factor action is for, and what the login and audit logs record about it. */
export interface MfaActor {
  tenantId: string
  userId: string
  account: string
  ip: string
  userAgent: string
  requestId?: string
}

export type Refusal = { ok: false; key: MessageKey; params?: Record<string, number> }
export type Result<T> = { ok: true; value: T } | Refusal
const refuse = (key: MessageKey, params?: Record<string, number>): Refusal => ({ ok: false, key, params })

/**
 * What a code is checked for: `sign-in` takes the enabled secret (TOTP or recovery code) or, for an
 * enrolment at login, the unconfirmed one (TOTP only); `activate` only the unconfirmed secret;
 * `confirm` (new recovery codes, disable) only the enabled secret.
 */
export type CodePurpose = 'sign-in' | 'activate' | 'confirm'

/** The second factor (TOTP, RFC 6238): when it is asked, enrolment, code checks and recovery codes. */
export class MfaService {
  private readonly box: SecretBox
  readonly recovery: RecoveryCodes

  constructor(
    private readonly ids: IdGenerator,
    private readonly login: LoginService,
    serverSecret: string,
  ) {
    this.box = new SecretBox(serverSecret)
    this.recovery = new RecoveryCodes(serverSecret)
  }

  requiredFor(policy: PasswordPolicy, roles: RoleRef[]): boolean {
    return policy.mfaForAdmins === 1 && roles.some((r) => r.alias === ADMINISTRATOR)
  }

  /** The sign-in hook: asks for a code (with a ticket) when the user has TOTP on or the policy requires it. */
  readonly secondFactor: SecondFactorCheck = async (tx, ctx, u, roles, policy, grantType) => {
    const [row] = await tx.select({ enabled: totp.enabled }).from(totp).where(eq(totp.userId, u.id))
    const enabled = row?.enabled === 1
    if (!enabled && !this.requiredFor(policy, roles)) return null
    const ticket = await issueTicket(tx, { userId: u.id, clientId: ctx.client.clientId, grantType })
    return new OAuthError(
      400,
      'mfa_required',
      enabled ? 'mfaCodeRequired' : 'mfaEnrolRequired',
      {},
      { mfa_ticket: ticket, mfa_enrol: enabled ? 0 : 1 },
    )
  }

  async status(tx: Tx, userId: string): Promise<MfaStatus> {
    const [row] = await tx.select({ enabled: totp.enabled }).from(totp).where(eq(totp.userId, userId))
    return {
      enabled: row?.enabled === 1,
      required: await this.requiredByPolicy(tx, userId),
      recoveryCodesLeft: row?.enabled === 1 ? await this.recovery.left(tx, userId) : 0,
    }
  }

  /** A new unconfirmed secret (replacing an earlier unconfirmed one); refused once TOTP is on. */
  async enrol(tx: Tx, actor: MfaActor): Promise<Result<Enrolment>> {
    const before = await this.snapshot(tx, actor.userId)
    if (before?.enabled) return refuse('mfaAlreadyEnabled')
    const secret = newTotpSecret()
    const sealed = this.box.seal(secret, ownerOf(actor.tenantId, actor.userId))
    await tx
      .insert(totp)
      .values({ userId: actor.userId, secret: sealed })
      .onConflictDoUpdate({
        target: [totp.tenantId, totp.userId],
        set: { secret: sealed, enabled: 0, lastStep: 0, createTime: sql`now()`, enabledTime: null },
      })
    await this.audit(tx, actor, before ? 'update' : 'insert', before)
    return { ok: true, value: await enrolmentOf(secret, `${actor.account}@${actor.tenantId}`) }
  }

  /**
   * Checks a code for the purpose. A TOTP code is accepted once: its time step must be later than
   * the last accepted one (no replay within the window). Past the per-user limit of wrong codes
   * (which the callers record in the login log) no code is checked at all.
   */
  async checkCode(
    tx: Tx,
    actor: MfaActor,
    code: string,
    purpose: CodePurpose,
  ): Promise<Result<{ confirmsEnrolment: boolean }>> {
    const [row] = await tx.select().from(totp).where(eq(totp.userId, actor.userId)).for('update')
    if (!row) return refuse(purpose === 'confirm' ? 'mfaNotEnabled' : 'mfaNotEnrolled')
    if (purpose === 'activate' && row.enabled === 1) return refuse('mfaAlreadyEnabled')
    if (purpose === 'confirm' && row.enabled !== 1) return refuse('mfaNotEnabled')
    if ((await recentRefusals(tx, actor.userId, WRONG_CODE_REASONS, USER_WINDOW_MINUTES)) >= USER_MAX_WRONG) {
      return refuse('mfaTooManyTries', { minutes: USER_WINDOW_MINUTES })
    }
    const accepted = { ok: true as const, value: { confirmsEnrolment: row.enabled !== 1 } }
    if (isTotpCode(code)) {
      const step = stepOfCode(this.box.open(row.secret, ownerOf(row.tenantId, row.userId)), code)
      if (step !== null && step <= row.lastStep) return refuse('mfaCodeReused')
      if (step !== null) {
        await tx.update(totp).set({ lastStep: step }).where(eq(totp.userId, actor.userId))
        return accepted
      }
    } else if (row.enabled === 1 && (await this.recovery.consume(tx, actor.userId, code))) {
      return accepted
    }
    return refuse('mfaCodeInvalid')
  }

  /** Turns a confirmed secret on; answers the new recovery codes (shown this once). */
  async activate(tx: Tx, actor: MfaActor): Promise<string[]> {
    const before = await this.snapshot(tx, actor.userId)
    await tx
      .update(totp)
      .set({ enabled: 1, enabledTime: sql`now()` })
      .where(eq(totp.userId, actor.userId))
    const codes = await this.recovery.renew(tx, actor.userId)
    await this.audit(tx, actor, 'update', before)
    return codes
  }

  async renewRecoveryCodes(tx: Tx, actor: MfaActor): Promise<string[]> {
    const before = await this.snapshot(tx, actor.userId)
    const codes = await this.recovery.renew(tx, actor.userId)
    await this.audit(tx, actor, 'update', before)
    return codes
  }

  /** Whether the policy keeps this user from turning the second factor off. */
  async requiredByPolicy(tx: Tx, userId: string): Promise<boolean> {
    return this.requiredFor(await loadPolicy(tx), await this.login.rolesOf(tx, userId))
  }

  async disable(tx: Tx, actor: MfaActor): Promise<void> {
    const before = await this.snapshot(tx, actor.userId)
    await tx.delete(totp).where(eq(totp.userId, actor.userId))
    await this.recovery.removeAll(tx, actor.userId)
    await this.audit(tx, actor, 'remove', before)
  }

  /** Records a refused personal-centre code in the login log (the sign-in grant logs its own). */
  async logRefusal(tx: Tx, actor: MfaActor, key: MessageKey): Promise<void> {
    await recordLogin(tx, {
      id: this.ids.next(),
      account: actor.account,
      userId: actor.userId,
      grantType: 'mfa',
      success: 0,
      reason: key,
      ip: actor.ip,
      userAgent: actor.userAgent.slice(0, 512),
    })
  }

  async userById(tx: Tx, userId: string) {
    return (await liveUserById(tx, userId)) ?? null
  }

  /** The audited state: never the secret. */
  private async snapshot(tx: Tx, userId: string) {
    const [row] = await tx.select({ enabled: totp.enabled }).from(totp).where(eq(totp.userId, userId))
    if (!row) return null
    return { enabled: row.enabled === 1, recoveryCodesLeft: await this.recovery.left(tx, userId) }
  }

  private async audit(
    tx: Tx,
    actor: MfaActor,
    action: 'insert' | 'update' | 'remove',
    before: unknown,
  ): Promise<void> {
    await recordAudit(tx, this.ids, {
      resource: 'mfa',
      action,
      recordIds: [actor.userId],
      before,
      after: await this.snapshot(tx, actor.userId),
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }
}

/** The sealed secret's authenticated owner. */
const ownerOf = (tenantId: string, userId: string) => `${tenantId}/${userId}`
