import type { Tx } from '../../core/db/database'
import { deleteOlderThan } from '../../core/db/purge'
import { loginLog } from './schema'

/** Deletes at most `batchSize` sign-in records older than `cutoff` (log retention). */
export const purgeLoginLog = (tx: Tx, cutoff: Date, batchSize: number) =>
  deleteOlderThan(tx, loginLog, cutoff, batchSize)
