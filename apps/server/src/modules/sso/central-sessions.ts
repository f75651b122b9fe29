import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database, Tx } from '../../core/db/database'
import { badRequest, forcedOffline, unauthorized } from '../../core/errors'
import type { Session, TokenSigner } from '../../core/tokens'
import {
  centralSessionsOf,
  enabledClient,
  endSessions,
  firstClientUnder,
  type ForcedOfflineHook,
  hashToken,
  joinCentralSession,
  type LoginService,
  OAuthError,
  type RevokeReason,
  sessionForUpdate,
  sessionOfRefreshToken,
  type TokenResponse,
} from '../auth'
import { liveUserById } from '../user'
import { reissueTokens } from './app-tokens'
import { CENTRAL_SESSION_SECONDS, newSecret } from './cookie'
import { ssoAppSession, ssoSession } from './schema'

/** A central session starts only from a sign-in made this recently (on the login page, just before). */
export const FRESH_SIGN_IN_MS = 5 * 60_000

/** Where a request comes from, for the new login sessions and the login log. */
export interface Caller {
  ip: string
  userAgent: string
}

interface AppSessionRef {
  homeTenant: string
  authSessionId: string
}

type CentralRow = typeof ssoSession.$inferSelect

const live = (idHash: string) =>
  and(eq(ssoSession.idHash, idHash), isNull(ssoSession.endedAt), gt(ssoSession.expiresAt, new Date()))

const missing = () => unauthorized('ssoSessionMissing')

/**
 * Puts a login session under a central one: federated logout ends it, and it cannot be renewed past
 * the central session's end (its expiry and refresh tokens are capped to it). Answers the new handle.
 */
async function linkAppSession(
  tx: Tx,
  central: Pick<CentralRow, 'idHash' | 'homeTenant' | 'expiresAt'>,
  authSessionId: string,
  returnOrigin: string,
): Promise<string> {
  const handle = newSecret()
  await tx.insert(ssoAppSession).values({
    handleHash: hashToken(handle),
    ssoSessionHash: central.idHash,
    homeTenant: central.homeTenant,
    authSessionId,
    returnOrigin,
  })
  await joinCentralSession(tx, authSessionId, central)
  return handle
}

/**
 * Ends a central session, its app sessions and their login sessions that are still live (`reason`
 * is their revocation's). Runs in a transaction of the central session's tenant.
 */
async function endCentral(tx: Tx, idHash: string, reason: RevokeReason): Promise<void> {
  const ended = await tx
    .update(ssoSession)
    .set({ endedAt: sql`now()` })
    .where(and(eq(ssoSession.idHash, idHash), isNull(ssoSession.endedAt)))
    .returning({ idHash: ssoSession.idHash })
  if (!ended.length) return
  const apps = await tx
    .update(ssoAppSession)
    .set({ endedAt: sql`now()` })
    .where(and(eq(ssoAppSession.ssoSessionHash, idHash), isNull(ssoAppSession.endedAt)))
    .returning({ authSessionId: ssoAppSession.authSessionId })
  if (!apps.length) return
  // Capped sessions may end before their last access token does: each is refused until then too.
  const sessionIds = apps.map((a) => a.authSessionId)
  await endSessions(tx, sessionIds, reason)
}

/**
 * The login hook of a forced offline (spec §8): the central session of each session forced off ends
 * too, with its other app sessions (forced offline as well), so that `current-login-token` does not
 * sign that browser straight back in. The central session a silent sign-on is joining is spared: the
 * app forced off there ends it itself when it logs out.
 */
export const endCentralSessionsOf: ForcedOfflineHook = async (tx, sessionIds, joining) => {
  for (const idHash of await centralSessionsOf(tx, sessionIds)) {
    if (idHash !== joining) await endCentral(tx, idHash, 'forced_offline')
  }
}

/**
 * The single sign-on server's sessions (docs/sso.md): one central session per browser, named by an
 * HttpOnly cookie, and under it one app session per application, named by the `storeSessionId` handle
 * the browser carries back to the application. Only hashes of the cookie and handles are stored.
 */
export class CentralSessions {
  constructor(
    private readonly db: Database,
    private readonly login: LoginService,
    private readonly signer: TokenSigner,
  ) {}

  /**
   * Opens a central session for the caller's fresh sign-in, which becomes its first app session.
   * Answers the new cookie value and the app session's handle.
   */
  async start(caller: Session, returnOrigin: string): Promise<{ secret: string; handle: string }> {
    const secret = newSecret()
    const handle = await this.db.withTenant(caller, async (tx) => {
      const s = await sessionForUpdate(tx, caller.sessionId)
      const fresh =
        s &&
        !s.revokedAt &&
        !s.ssoSessionId &&
        s.expiresAt > new Date() &&
        s.createTime.getTime() > Date.now() - FRESH_SIGN_IN_MS
      if (!fresh) return null
      const central = {
        idHash: hashToken(secret),
        homeTenant: caller.tenantId,
        userId: caller.userId,
        expiresAt: new Date(Date.now() + CENTRAL_SESSION_SECONDS * 1000),
      }
      await tx.insert(ssoSession).values(central)
      return linkAppSession(tx, central, s.id, returnOrigin)
    })
    if (!handle) throw badRequest('ssoFreshSignInNeeded')
    return { secret, handle }
  }

  /**
   * Silent sign-on: a new login session (grant `sso`) for the central session's user, under it.
   * Answers its handle, or null when the central session is gone or can no longer sign in (then it
   * is ended: the browser goes to the login page).
   */
  async openAppSession(secret: string, returnOrigin: string, from: Caller): Promise<string | null> {
    const idHash = hashToken(secret)
    const [central] = await this.db.withSystem((tx) => tx.select().from(ssoSession).where(live(idHash)))
    if (!central) return null
    let handle: string | null = null
    try {
      await this.login.checkTenant(central.homeTenant)
      handle = await this.db.withTenant({ tenantId: central.homeTenant }, async (tx) => {
        // Locked, so that a federated logout running now either waits for this session or ends it.
        const [still] = await tx.select().from(ssoSession).where(live(idHash)).for('update')
        if (!still) return null
        // the client of the sign-in that started the central session
        const firstClient = await firstClientUnder(tx, still.userId, idHash)
        const appClient = firstClient && (await enabledClient(tx, firstClient))
        const u = await liveUserById(tx, still.userId)
        if (!appClient || !u) return null
        const ctx = { client: appClient, tenantId: still.homeTenant, ...from }
        // The central session was opened by a sign-in that passed every factor it required.
        const signedIn = await this.login.signIn(tx, ctx, u, 'sso', {
          secondFactorDone: true,
          centralSession: idHash,
        })
        if (!signedIn.ok) return null
        const opened = await this.signer.verify(signedIn.value.access_token)
        return linkAppSession(tx, still, opened!.sessionId, returnOrigin)
      })
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err
    }
    if (!handle) await this.end(secret)
    return handle
  }

  /** getToken: the app session's tokens (a new access token, a superseding refresh token). */
  async tokens(secret: string | undefined, handle: string | undefined, from: Caller): Promise<TokenResponse> {
    const ref = await this.resolve(secret, handle)
    await this.checkTenant(ref.homeTenant)
    const tokens = await this.db.withTenant({ tenantId: ref.homeTenant }, async (tx) => {
      const s = await sessionForUpdate(tx, ref.authSessionId)
      if (!s || s.revokedAt || s.expiresAt <= new Date())
        throw s?.revokeReason === 'forced_offline' ? forcedOffline() : missing()
      const appClient = await enabledClient(tx, s.clientId)
      if (!appClient) return null
      return reissueTokens(
        tx,
        this.login,
        this.signer,
        { client: appClient, tenantId: ref.homeTenant, ...from },
        s,
      )
    })
    if (!tokens) throw missing()
    return tokens
  }

  /** refreshToken: the token endpoint's rotation (and reuse detection) for a refresh token of this app session. */
  async refresh(
    secret: string | undefined,
    handle: string | undefined,
    token: string,
    from: Caller,
  ): Promise<TokenResponse> {
    const ref = await this.resolve(secret, handle)
    const appClient = await this.db.withTenant({ tenantId: ref.homeTenant }, async (tx) => {
      const row = await sessionOfRefreshToken(tx, token)
      return row?.sessionId === ref.authSessionId ? enabledClient(tx, row.clientId) : null
    })
    if (!appClient) throw unauthorized('refreshInvalid')
    try {
      return await this.login.refresh({ client: appClient, tenantId: ref.homeTenant, ...from }, token)
    } catch (err) {
      if (err instanceof OAuthError) throw unauthorized(err.key)
      throw err
    }
  }

  /**
   * Federated logout: ends the central session and every login session under it, in one transaction
   * of its tenant; each of their access tokens is refused from then on. Nothing to do for an unknown
   * or already ended cookie.
   */
  async end(secret: string): Promise<void> {
    const idHash = hashToken(secret)
    const [central] = await this.db.withSystem((tx) =>
      tx
        .select({ homeTenant: ssoSession.homeTenant })
        .from(ssoSession)
        .where(and(eq(ssoSession.idHash, idHash), isNull(ssoSession.endedAt))),
    )
    if (!central) return
    await this.db.withTenant({ tenantId: central.homeTenant }, (tx) => endCentral(tx, idHash, 'sso_logout'))
  }

  /** The app session a cookie and handle name together, while both it and its central session live. */
  private async resolve(secret: string | undefined, handle: string | undefined): Promise<AppSessionRef> {
    if (!secret || !handle) throw missing()
    const [ref] = await this.db.withSystem((tx) =>
      tx
        .select({ homeTenant: ssoAppSession.homeTenant, authSessionId: ssoAppSession.authSessionId })
        .from(ssoAppSession)
        .innerJoin(ssoSession, eq(ssoSession.idHash, ssoAppSession.ssoSessionHash))
        .where(
          and(
            eq(ssoAppSession.handleHash, hashToken(handle)),
            isNull(ssoAppSession.endedAt),
            live(hashToken(secret)),
          ),
        ),
    )
    if (!ref) throw missing()
    return ref
  }

  private async checkTenant(tenantId: string): Promise<void> {
    try {
      await this.login.checkTenant(tenantId)
    } catch (err) {
      if (err instanceof OAuthError) throw unauthorized(err.key)
      throw err
    }
  }
}
