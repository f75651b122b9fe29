import { eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { newSecret } from './carriers/signature'
import { tmsCarrierSecret } from './schema'

/** Gives a carrier its webhook secret once: saving it again keeps the one it has. */
export async function ensureCarrierSecret(tx: Tx, carrierId: string): Promise<void> {
  await tx.insert(tmsCarrierSecret).values({ carrierId, secret: newSecret() }).onConflictDoNothing()
}

/** The secret to configure at the carrier (and the fake carrier signs with): never sent to a browser. */
export async function carrierSecret(tx: Tx, carrierId: string): Promise<string> {
  const [row] = await tx.select().from(tmsCarrierSecret).where(eq(tmsCarrierSecret.carrierId, carrierId))
  if (!row) throw new Error(`carrier ${carrierId} has no secret`)
  return row.secret
}
