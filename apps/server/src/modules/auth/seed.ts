import type { Tx } from '../../core/db/database'
import { hashPassword } from '../../core/passwords'
import { client } from './schema'

export async function seedClient(tx: Tx, clientId: string, secret: string): Promise<void> {
  await tx
    .insert(client)
    .values({ clientId, clientSecret: await hashPassword(secret) })
    .onConflictDoNothing()
}
