import { and, desc, eq, gt, isNull, notInArray } from 'drizzle-orm'
import type { MessageKey } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Database, Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { hashPassword, verifyPassword } from '../../core/passwords'
import { liveUserByAccount, liveUserById, savePassword, type UserRow } from '../user'
import type { LoginService } from './login'
import { loadPolicy } from './password-policy'
import { isReusedPassword, passwordProblem } from './password-rules'
import { loginFailure, passwordHistory, session } from './schema'
import { endSession } from './sessions'

/** The most history a policy can ask for (pwd-policy historyCount ≤ 24): older rows are dropped. */
const HISTORY_KEPT = 24

/**
 * spec §5 change-password form: the new password and its repetition, with the spec's messages (the
 * reset form uses the same two fields).
 */
export function checkNewPasswords(newPassword: string | undefined, repeat: string | undefined): string {
  if (!newPassword) throw badRequest('newPasswordRequired')
  if (!repeat) throw badRequest('newPasswordRepeatRequired')
  if (newPassword !== repeat) throw badRequest('passwordMismatch')
  return newPassword
}

export interface NewPassword {
  password: string
  /** update-password: the session that asked stays signed in; every other session of the user ends */
  keepSessionId?: string
  via: 'change' | 'reset'
  /** who did it: the user themself, signed in or not */
  actorId: string
  requestId: string
}

/**
 * Sets a user's password inside the caller's transaction, or refuses it with a 400 (nothing changes):
 * the tenant's policy rules, then the history (the current password and the ones it replaced,
 * historyCount in all). The replaced password goes into the history; the password is no longer
 * initial or expired, the account's lockout is cleared, the user's sessions end (but `keepSessionId`)
 * and the change is audited, without any hash.
 */
export async function setPassword(tx: Tx, ids: IdGenerator, u: UserRow, change: NewPassword): Promise<void> {
  const policy = await loadPolicy(tx)
  const problem = passwordProblem(policy, change.password)
  if (problem) throw badRequest(problem.key, problem.params)
  if (policy.historyCount > 0) {
    const earlier = await tx
      .select({ password: passwordHistory.password })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, u.id))
      .orderBy(desc(passwordHistory.createTime), desc(passwordHistory.id))
      .limit(policy.historyCount)
    const recent = [...new Set([u.password, ...earlier.map((h) => h.password)])].slice(0, policy.historyCount)
    if (await isReusedPassword(recent, change.password)) {
      throw badRequest('passwordReused', { count: policy.historyCount })
    }
  }

  const hashed = await hashPassword(change.password)
  const changedAt = await savePassword(tx, u.id, hashed, change.actorId)
  await tx.insert(passwordHistory).values({ id: ids.next(), userId: u.id, password: u.password })
  const kept = tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, u.id))
    .orderBy(desc(passwordHistory.createTime), desc(passwordHistory.id))
    .limit(HISTORY_KEPT)
  await tx
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.userId, u.id), notInArray(passwordHistory.id, kept)))
  await tx.delete(loginFailure).where(eq(loginFailure.account, u.account))

  const live = await tx
    .select({ id: session.id, expiresAt: session.expiresAt })
    .from(session)
    .where(and(eq(session.userId, u.id), isNull(session.revokedAt), gt(session.expiresAt, new Date())))
  for (const s of live) {
    if (s.id !== change.keepSessionId) await endSession(tx, s.id, 'logout', s.expiresAt)
  }

  await recordAudit(tx, ids, {
    resource: 'user_password',
    action: 'update',
    recordIds: [u.id],
    before: { passwordChangedAt: u.passwordChangedAt, mustChangePassword: u.mustChangePassword },
    after: {
      passwordChangedAt: changedAt ?? null,
      mustChangePassword: 0,
      via: change.via,
      sessionsEnded: live.filter((s) => s.id !== change.keepSessionId).length,
    },
    userId: change.actorId,
    requestId: change.requestId,
  })
}

export interface OldPasswordChange {
  tenantId: string
  /** modify-password names the account; update-password is the signed-in user */
  who: { account: string } | { userId: string }
  oldPassword: string
  newPassword: string
  keepSessionId?: string
  ip: string
  requestId: string
}

/**
 * modify-password and update-password: the old password proves the user. A wrong one (or an unknown
 * account) counts as a failed sign-in toward the lockout, so this cannot serve to guess passwords;
 * a locked account is refused even with the right one.
 */
export async function changeWithOldPassword(
  db: Database,
  ids: IdGenerator,
  login: LoginService,
  c: OldPasswordChange,
): Promise<void> {
  const refusal = await db.withTenant(
    { tenantId: c.tenantId, userId: 'userId' in c.who ? c.who.userId : null },
    async (tx): Promise<{ key: MessageKey; params?: Record<string, number> } | null> => {
      const u =
        'userId' in c.who ? await liveUserById(tx, c.who.userId) : await liveUserByAccount(tx, c.who.account)
      const account = u?.account ?? ('account' in c.who ? c.who.account : '')
      const [failure] = await tx.select().from(loginFailure).where(eq(loginFailure.account, account))
      if (failure?.lockedUntil && failure.lockedUntil > new Date()) {
        const minutes = Math.ceil((failure.lockedUntil.getTime() - Date.now()) / 60_000)
        return { key: 'accountLocked', params: { minutes } }
      }
      if (!u || !(await verifyPassword(u.password, c.oldPassword))) {
        await login.countFailure(tx, account, c.ip, await loadPolicy(tx))
        return { key: 'oldPasswordWrong' }
      }
      if (u.status !== 1) throw badRequest('userDisabled')
      await setPassword(tx, ids, u, {
        password: c.newPassword,
        keepSessionId: c.keepSessionId,
        via: 'change',
        actorId: u.id,
        requestId: c.requestId,
      })
      return null
    },
  )
  // Raised after the commit: the counted failure stays.
  if (refusal) throw badRequest(refusal.key, refusal.params)
}
