import { createHmac } from 'node:crypto'
import { SignJWT } from 'jose'
import type { Session } from '../../core/tokens'

/** The audience the database tools check: this token opens nothing else. */
export const DB_TOOLS_AUDIENCE = 'storedesk-db-tools'
export const DB_TOOLS_TTL_SECONDS = 300

/**
 * The DB tools' own signing key, derived from the server's secret: HMAC-SHA256(secret, audience).
 * A separate key (and audience) means the token can never pass as an API access token.
 */
export const dbToolsKey = (jwtSecret: string) =>
  new Uint8Array(createHmac('sha256', jwtSecret).update(DB_TOOLS_AUDIENCE).digest())

/** A short-lived token for the database tools, naming the user and tenant it was issued to. */
export async function issueDbToolsToken(jwtSecret: string, s: Session) {
  const token = await new SignJWT({ tenant_id: s.tenantId, account: s.account, scope: 'db_tools' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('storedesk')
    .setAudience(DB_TOOLS_AUDIENCE)
    .setSubject(s.userId)
    .setIssuedAt()
    .setExpirationTime(`${DB_TOOLS_TTL_SECONDS}s`)
    .sign(dbToolsKey(jwtSecret))
  return { token, expiresIn: DB_TOOLS_TTL_SECONDS, audience: DB_TOOLS_AUDIENCE }
}
