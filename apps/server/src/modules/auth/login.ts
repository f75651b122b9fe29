import { eq, sql } from 'drizzle-orm'
import type { MessageKey } from '@store/contract'
import type { Database, Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { verifyPassword } from '../../core/passwords'
import type { Session, TokenSigner } from '../../core/tokens'
import { liveTenant } from '../tenant'
import { heldRoles, liveUserByAccount, liveUserById, type UserRow } from '../user'
import type { Client } from './clients'
import { loadPolicy, type PasswordPolicy } from './password-policy'
import { endSession, hashToken, issueRefreshToken, openSession } from './sessions'
import { ipFailure, loginFailure, loginLog, refreshToken, session } from './schema'

/** A refused grant: answered as `{ error, error_description }` (contract.md "Token endpoint"). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key)
  }
}

export interface GrantContext {
  client: Client
  tenantId: string
  ip: string
  userAgent: string
}

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  refresh_token: string
  expires_in: number
  scope: 'all'
  tenant_id: string
  user_id: string
  dept_id: string | null
  role_id: string
  account: string
  user_name: string
  real_name: string
  role_name: string
  avatar: string
  pwd_expired: 0 | 3
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: OAuthError }
export interface RoleRef {
  id: string
  name: string
  alias: string
}

/**
 * Asked after a first factor passed: `null` lets the sign-in finish; an error (for example one that
 * carries an MFA ticket) stops it. Installed by the two-factor module.
 */
export type SecondFactorCheck = (
  tx: Tx,
  ctx: GrantContext,
  u: UserRow,
  roles: RoleRef[],
  policy: PasswordPolicy,
  grantType: string,
) => Promise<OAuthError | null>

export interface SignInOptions {
  /** the password age to report (only the password grant checks it; other grants send 0 or 3) */
  age?: 0 | 3
  /** the mfa grant itself: the second factor was just given */
  secondFactorDone?: boolean
  /** SSO silent sign-on: the hash of the central session the new session joins */
  centralSession?: string
}

/**
 * Told, in the sign-in's transaction, which sessions the concurrent-login limit just forced offline
 * (and the central session the new one joins, if any). Installed by the SSO module.
 */
export type ForcedOfflineHook = (tx: Tx, sessionIds: string[], joining: string | undefined) => Promise<void>

const DAY_MS = 86_400_000

/** contract.md pwd_expired: 0 valid, 1 expired, 2 initial password, 3 expires within the warning days. */
export function passwordAge(
  u: Pick<UserRow, 'mustChangePassword' | 'passwordChangedAt'>,
  p: PasswordPolicy,
): 0 | 1 | 2 | 3 {
  if (u.mustChangePassword) return 2
  if (p.expiryDays <= 0 || !u.passwordChangedAt) return 0
  const expires = u.passwordChangedAt.getTime() + p.expiryDays * DAY_MS
  if (expires <= Date.now()) return 1
  return expires - Date.now() <= p.warningDays * DAY_MS ? 3 : 0
}

/**
 * The grants of the token endpoint. Each runs in one tenant transaction that also records the
 * attempt (login log, failure counters), so a refused login still leaves its trace; the error is
 * raised only after that transaction commits.
 */
export class LoginService {
  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
    private readonly tokens: TokenSigner,
  ) {}

  /** Set by the two-factor module when it is installed. */
  secondFactor: SecondFactorCheck | null = null
  /** Set by the SSO module: a forced offline also ends the browser's central session. */
  forcedOffline: ForcedOfflineHook | null = null

  async checkTenant(tenantId: string): Promise<void> {
    const row = await this.db.withSystem((tx) => liveTenant(tx, tenantId))
    if (!row) throw new OAuthError(400, 'invalid_tenant', 'tenantIdMissing')
    if (row.status !== 1 || (row.expireTime && row.expireTime <= new Date())) {
      throw new OAuthError(400, 'invalid_tenant', 'tenantExpired')
    }
  }

  /**
   * Runs a grant in one transaction of a checked tenant. A refusal is returned (not thrown) so its
   * trace (login log, failure counters) commits; it is thrown once the transaction has.
   */
  async grant(ctx: GrantContext, work: (tx: Tx) => Promise<Outcome<TokenResponse>>): Promise<TokenResponse> {
    await this.checkTenant(ctx.tenantId)
    const outcome = await this.db.withTenant({ tenantId: ctx.tenantId }, work)
    if (!outcome.ok) throw outcome.error
    return outcome.value
  }

  /** Records a refused attempt in the login log and hands the refusal back. */
  async refuse(
    tx: Tx,
    ctx: GrantContext,
    grantType: string,
    account: string,
    userId: string | null,
    error: OAuthError,
  ): Promise<Outcome<never>> {
    await this.log(tx, ctx, account, userId, grantType, false, error.key)
    return { ok: false, error }
  }

  /**
   * The end every grant shares once its first factor is proven: the user must be enabled and hold a
   * role, pass the second factor if one is required, and then gets a session and tokens.
   */
  async signIn(
    tx: Tx,
    ctx: GrantContext,
    u: UserRow,
    grantType: string,
    options: SignInOptions = {},
  ): Promise<Outcome<TokenResponse>> {
    const policy = await loadPolicy(tx)
    if (u.status !== 1)
      return this.refuse(
        tx,
        ctx,
        grantType,
        u.account,
        u.id,
        new OAuthError(400, 'invalid_grant', 'userDisabled'),
      )
    const roles = await this.rolesOf(tx, u.id)
    if (roles.length === 0)
      return this.refuse(
        tx,
        ctx,
        grantType,
        u.account,
        u.id,
        new OAuthError(400, 'invalid_grant', 'userNoRole'),
      )
    if (this.secondFactor && !options.secondFactorDone) {
      const stop = await this.secondFactor(tx, ctx, u, roles, policy, grantType)
      if (stop) return this.refuse(tx, ctx, grantType, u.account, u.id, stop)
    }
    const opened = await openSession(tx, this.ids, {
      userId: u.id,
      clientId: ctx.client.clientId,
      grantType,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      refreshTtlSeconds: ctx.client.refreshTokenValidity,
      maxSessions: policy.maxSessions,
    })
    if (opened.forcedOff.length) await this.forcedOffline?.(tx, opened.forcedOff, options.centralSession)
    await this.log(tx, ctx, u.account, u.id, grantType, true, null)
    const age = options.age ?? (passwordAge(u, policy) === 3 ? 3 : 0)
    return { ok: true, value: await this.respond(ctx, u, roles, opened, opened.refresh, age) }
  }

  /** Password (and captcha) grant. `captchaPassed` is undefined when no captcha was sent. */
  password(
    ctx: GrantContext,
    account: string,
    password: string,
    captchaPassed?: boolean,
  ): Promise<TokenResponse> {
    return this.grant(ctx, async (tx) => {
      const policy = await loadPolicy(tx)
      const refuse = async (error: OAuthError, userId: string | null, countFailure: boolean) => {
        if (countFailure) await this.countFailure(tx, account, ctx.ip, policy)
        return this.refuse(tx, ctx, 'password', account, userId, error)
      }
      const windowStart = new Date(Date.now() - policy.lockMinutes * 60_000)
      const [failure] = await tx.select().from(loginFailure).where(eq(loginFailure.account, account))
      if (failure?.lockedUntil && failure.lockedUntil > new Date()) {
        const minutes = Math.ceil((failure.lockedUntil.getTime() - Date.now()) / 60_000)
        return refuse(new OAuthError(400, 'locked', 'accountLocked', { minutes }), null, false)
      }
      const [ipRow] = await tx.select().from(ipFailure).where(eq(ipFailure.ip, ctx.ip))
      const recentFailure =
        (failure && failure.failures > 0 && failure.windowStart > windowStart) ||
        (ipRow && ipRow.failures > 0 && ipRow.lastFailure > windowStart)
      if (captchaPassed === false)
        return refuse(new OAuthError(400, 'invalid_captcha', 'captchaInvalid'), null, false)
      if (recentFailure && captchaPassed === undefined) {
        return refuse(new OAuthError(400, 'captcha_required', 'captchaRequired'), null, false)
      }

      const u = await liveUserByAccount(tx, account)
      if (!u || !(await verifyPassword(u.password, password))) {
        return refuse(new OAuthError(400, 'invalid_grant', 'badCredentials'), u?.id ?? null, true)
      }
      if (u.status === 1) {
        const age = passwordAge(u, policy)
        if (age === 1 || age === 2) {
          const key = age === 1 ? 'passwordExpired' : 'initialPassword'
          return refuse(new OAuthError(400, 'password_expired', key, {}, { pwd_expired: age }), u.id, false)
        }
      }
      await tx.delete(loginFailure).where(eq(loginFailure.account, account))
      await tx.delete(ipFailure).where(eq(ipFailure.ip, ctx.ip))
      return this.signIn(tx, ctx, u, 'password')
    })
  }

  /** Refresh with rotation: a token works once; presenting a used one ends its whole session. */
  refresh(ctx: GrantContext, token: string): Promise<TokenResponse> {
    return this.grant(ctx, async (tx): Promise<Outcome<TokenResponse>> => {
      const invalid = { ok: false as const, error: new OAuthError(400, 'invalid_grant', 'refreshInvalid') }
      const [row] = await tx
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.tokenHash, hashToken(token)))
        .for('update')
      if (!row || row.expiresAt <= new Date()) return invalid
      const [s] = await tx.select().from(session).where(eq(session.id, row.sessionId)).for('update')
      if (!s || s.revokedAt) return invalid
      if (row.usedAt) {
        await endSession(tx, s.id, 'refresh_reuse', s.expiresAt)
        return { ok: false, error: new OAuthError(400, 'invalid_grant', 'refreshReused') }
      }
      const u = await liveUserById(tx, s.userId)
      const roles = u && u.status === 1 ? await this.rolesOf(tx, u.id) : []
      if (!u || roles.length === 0) {
        await endSession(tx, s.id, 'logout', s.expiresAt)
        return invalid
      }
      await tx
        .update(refreshToken)
        .set({ usedAt: sql`now()` })
        .where(eq(refreshToken.tokenHash, row.tokenHash))
      await tx
        .update(session)
        .set({ refreshTime: sql`now()` })
        .where(eq(session.id, s.id))
      const next = await issueRefreshToken(tx, s.id, s.expiresAt)
      await this.log(tx, ctx, u.account, u.id, 'refresh_token', true, null)
      const age = passwordAge(u, await loadPolicy(tx))
      return { ok: true, value: await this.respond(ctx, u, roles, s, next, age === 3 ? 3 : 0) }
    })
  }

  /** Logout: the session ends on the server; its access token fails on its next use. */
  async logout(s: Session): Promise<void> {
    await this.db.withTenant(s, async (tx) => {
      const [row] = await tx
        .select({ expiresAt: session.expiresAt })
        .from(session)
        .where(eq(session.id, s.sessionId))
      await endSession(tx, s.sessionId, 'logout', row?.expiresAt ?? new Date(Date.now() + DAY_MS))
    })
  }

  /** The live roles the user holds (by the roles' sort, then id): none, and the user may not sign in. */
  rolesOf(tx: Tx, userId: string): Promise<RoleRef[]> {
    return heldRoles(tx, userId)
  }

  /**
   * The token answer for a session. The access token never outlives its session, so a revocation
   * kept until the session's end covers every token the session issued.
   */
  async respond(
    ctx: GrantContext,
    u: UserRow,
    roles: RoleRef[],
    s: { id: string; expiresAt: Date },
    refresh: string,
    age: 0 | 3,
  ): Promise<TokenResponse> {
    const roleIds = roles.map((r) => r.id)
    const left = Math.floor((s.expiresAt.getTime() - Date.now()) / 1000)
    const ttl = Math.max(1, Math.min(ctx.client.accessTokenValidity, left))
    const access = await this.tokens.sign(
      {
        tenantId: ctx.tenantId,
        userId: u.id,
        roleIds,
        deptId: u.deptId,
        account: u.account,
        sessionId: s.id,
      },
      ttl,
    )
    return {
      access_token: access,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: ttl,
      scope: 'all',
      tenant_id: ctx.tenantId,
      user_id: u.id,
      dept_id: u.deptId,
      role_id: roleIds.join(','),
      account: u.account,
      user_name: u.name ?? u.account,
      real_name: u.realName ?? '',
      // as BladeX: the role aliases, which menus' meta.roles name (spec §6)
      role_name: roles.map((r) => r.alias).join(','),
      avatar: u.avatar ?? '',
      pwd_expired: age,
    }
  }

  /**
   * One more failure for the account (locking it at the policy's maximum) and for the client IP.
   * Public: a wrong old password on a password change counts too.
   */
  async countFailure(tx: Tx, account: string, ip: string, policy: PasswordPolicy): Promise<void> {
    const windowStart = new Date(Date.now() - policy.lockMinutes * 60_000)
    const [row] = await tx.select().from(loginFailure).where(eq(loginFailure.account, account)).for('update')
    const failures = row && row.windowStart > windowStart ? row.failures + 1 : 1
    const lockedUntil =
      failures >= policy.maxFailures ? new Date(Date.now() + policy.lockMinutes * 60_000) : null
    const values = { failures, lockedUntil, windowStart: failures === 1 ? new Date() : row!.windowStart }
    if (row) await tx.update(loginFailure).set(values).where(eq(loginFailure.account, account))
    else await tx.insert(loginFailure).values({ account, ...values })
    await tx
      .insert(ipFailure)
      .values({ ip, failures: 1 })
      .onConflictDoUpdate({
        target: ipFailure.ip,
        set: { failures: sql`${ipFailure.failures} + 1`, lastFailure: sql`now()` },
      })
  }

  async log(
    tx: Tx,
    ctx: GrantContext,
    account: string,
    userId: string | null,
    grantType: string,
    success: boolean,
    reason: string | null,
  ): Promise<void> {
    await tx.insert(loginLog).values({
      id: this.ids.next(),
      account,
      userId,
      grantType,
      success: success ? 1 : 0,
      reason,
      ip: ctx.ip,
      userAgent: ctx.userAgent.slice(0, 512),
    })
  }
}
