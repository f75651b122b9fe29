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

export class TokenSigner {
  private readonly key: Uint8Array

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
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: [ALGORITHM] })
      const { sub, tenant_id, role_id, dept_id, account, sid } = payload as Record<string, unknown>
      if (typeof sub !== 'string' || typeof tenant_id !== 'string' || typeof sid !== 'string') return null
      return {
        tenantId: tenant_id,
        userId: sub,
        roleIds: typeof role_id === 'string' && role_id ? role_id.split(',') : [],
        deptId: typeof dept_id === 'string' ? dept_id : null,
        account: typeof account === 'string' ? account : '',
        sessionId: sid,
      }
    } catch {
      return null
    }
  }
}
