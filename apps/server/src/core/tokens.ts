import { SignJWT, jwtVerify } from 'jose'

/** Who is calling: read from a verified access token. */
export interface Session {
  tenantId: string
  userId: string
  roleIds: string[]
  deptId: string | null
  account: string
  /** The login session this token belongs to (for revocation and concurrent-login limits). */
  sessionId: string
}

const ISSUER = 'storedesk'
const ALGORITHM = 'HS256'
/** Tokens whose signature was checked, kept until they expire; the oldest go beyond this many. */
const VERIFIED_MAX = 10_000

export class TokenSigner {
  private readonly key: Uint8Array
  /**
   * The guard verifies the same token on every call of a session; checking its HMAC through WebCrypto
   * took about a tenth of a small request's CPU. A token verified once stays valid until it expires
   * (revocations are checked on every call, apart from this).
   */
  private readonly verified = new Map<string, { session: Session; expiresAt: number }>()

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret)
  }

  sign(session: Session, ttlSeconds: number): Promise<string> {
    return new SignJWT({
      tenant_id: session.tenantId,
      role_id: session.roleIds.join(','),
      dept_id: session.deptId,
      account: session.account,
      sid: session.sessionId,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(session.userId)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key)
  }

  /** The session a token carries, or null when it is forged, expired, or not ours. */
  async verify(token: string): Promise<Session | null> {
    const known = this.verified.get(token)
    if (known && known.expiresAt > Date.now())
      return { ...known.session, roleIds: [...known.session.roleIds] }
    if (known) this.verified.delete(token)
    const checked = await this.check(token)
    if (!checked) return null
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!)
    this.verified.set(token, checked)
    return { ...checked.session, roleIds: [...checked.session.roleIds] }
  }

  private async check(token: string): Promise<{ session: Session; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: [ALGORITHM] })
      const { sub, tenant_id, role_id, dept_id, account, sid, exp } = payload as Record<string, unknown>
      if (typeof sub !== 'string' || typeof tenant_id !== 'string' || typeof sid !== 'string') return null
      if (typeof exp !== 'number') return null
      return {
        session: {
          tenantId: tenant_id,
          userId: sub,
          roleIds: typeof role_id === 'string' && role_id ? role_id.split(',') : [],
          deptId: typeof dept_id === 'string' ? dept_id : null,
          account: typeof account === 'string' ? account : '',
          sessionId: sid,
        },
        expiresAt: exp * 1000,
      }
    } catch {
      return null
    }
  }
}
