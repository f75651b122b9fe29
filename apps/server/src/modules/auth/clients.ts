import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database, Tx } from '../../core/db/database'
import { TtlCache } from '../../core/cache'
import { verifyPassword } from '../../core/passwords'
import { client } from './schema'

export interface Client {
  clientId: string
  accessTokenValidity: number
  refreshTokenValidity: number
}

/**
 * Checks `Authorization: Basic base64(id:secret)` against the clients table. A verified header is
 * remembered (by its hash) for a few minutes so that argon2 runs once, not on every token call.
 */
export class ClientVerifier {
  private readonly verified = new TtlCache<Client | null>(5 * 60_000)

  constructor(private readonly db: Database) {}

  verify(header: string | undefined): Promise<Client | null> {
    const match = /^basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')
    if (!match) return Promise.resolve(null)
    const key = createHash('sha256').update(match[1]!).digest('hex')
    return this.verified.get(key, () => this.check(Buffer.from(match[1]!, 'base64').toString('utf8')))
  }

  private async check(decoded: string): Promise<Client | null> {
    const colon = decoded.indexOf(':')
    if (colon < 1) return null
    const [row] = await this.db.withSystem((tx) =>
      tx
        .select()
        .from(client)
        .where(eq(client.clientId, decoded.slice(0, colon))),
    )
    if (!row || row.status !== 1 || !(await verifyPassword(row.clientSecret, decoded.slice(colon + 1))))
      return null
    return {
      clientId: row.clientId,
      accessTokenValidity: row.accessTokenValidity,
      refreshTokenValidity: row.refreshTokenValidity,
    }
  }
}

/** An enabled client by id, as the grants see it. */
export async function enabledClient(tx: Tx, clientId: string): Promise<Client | null> {
  const [row] = await tx
    .select()
    .from(client)
    .where(and(eq(client.clientId, clientId), eq(client.status, 1)))
  return row
    ? {
        clientId: row.clientId,
        accessTokenValidity: row.accessTokenValidity,
        refreshTokenValidity: row.refreshTokenValidity,
      }
    : null
}
