import { sql, type SQL } from 'drizzle-orm'
import type { IdBlock } from '../ids'

/** The id of row `n` (a bigint SQL expression, from 0) of a reserved block (`IdGenerator.reserve`). */
export const blockId = (block: IdBlock, n: SQL): SQL =>
  sql`((${block.msOffset}::bigint + (${n})::bigint / 4096) * 4194304 + ${block.node}::bigint * 4096 + (${n})::bigint % 4096)`

/** A list of texts as one parameter, read back in SQL as a 1-based `text[]`. */
export const textArray = (values: readonly string[]): SQL =>
  sql`string_to_array(${values.join('\u001f')}, chr(31))`
