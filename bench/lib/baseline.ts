import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { formatDateTime } from '../../apps/server/src/core/time'

/**
 * The floor to compare the resource `page` call against: a bare Fastify route that sends the same SQL
 * (text and parameters, byte for byte, checked by the suite) in the same transaction shape on the
 * same pg.Pool, and answers the same envelope. No auth, no validation, no ORM, no response schema.
 */
export interface BaselineOptions {
  pool: pg.Pool
  tenantId: string
  userId: string
  /** The token's session: a server that authenticates checks it is not revoked, so the baseline does too. */
  sessionId: string
  statementTimeoutMs: number
  timeZone: string
  /** The envelope's `msg` (the server's translation of "ok"). */
  okMessage: string
  /** PAGING.exactCountLimit. */
  exactCountLimit: number
}

const COLUMNS = [
  'tenant_id',
  'id',
  'parent_id',
  'code',
  'dict_key',
  'dict_value',
  'sort',
  'remark',
  'is_sealed',
  'create_user',
  'create_time',
  'update_user',
  'update_time',
  'is_deleted',
]
const SELECT_LIST = COLUMNS.map((c) => `"${c}"`).join(', ')

/** The record's fields in the contract's order: [field, column]. */
const RECORD: [string, string][] = [
  ['id', 'id'],
  ['createUser', 'create_user'],
  ['createTime', 'create_time'],
  ['updateUser', 'update_user'],
  ['updateTime', 'update_time'],
  ['parentId', 'parent_id'],
  ['code', 'code'],
  ['dictKey', 'dict_key'],
  ['dictValue', 'dict_value'],
  ['sort', 'sort'],
  ['remark', 'remark'],
  ['isSealed', 'is_sealed'],
]

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function startBaseline(opts: BaselineOptions): Promise<{ app: FastifyInstance; url: string }> {
  const { pool } = opts
  const prelude =
    `BEGIN; SELECT set_config('app.tenant_id', ${pg.escapeLiteral(opts.tenantId)}, true), ` +
    `set_config('app.user_id', ${pg.escapeLiteral(opts.userId)}, true), ` +
    `set_config('statement_timeout', '${opts.statementTimeoutMs}', true), ` +
    `set_config('role', 'storedesk_app', true)`

  const app = Fastify({ logger: false })
  app.get('/page', async (req) => {
    const q = req.query as Record<string, string | undefined>
    const current = Number(q.current ?? 1)
    const size = Number(q.size ?? 10)
    const offset = (current - 1) * size
    const where = q.code
      ? `("sys_dict"."is_deleted" = $1 and "sys_dict"."code" ilike $2)`
      : `"sys_dict"."is_deleted" = $1`
    const params: unknown[] = q.code ? [0, `%${escapeLike(q.code)}%`] : [0]
    const n = params.length

    await pool.query('SELECT reason FROM auth_revoked_session WHERE session_id = $1 AND expires_at > now()', [
      opts.sessionId,
    ])
    const client = await pool.connect()
    let broken = false
    try {
      await client.query(prelude)
      const page = await client.query(
        `select ${SELECT_LIST} from "sys_dict" where ${where} order by "sys_dict"."sort" asc, "sys_dict"."id" desc limit $${n + 1} offset $${n + 2}`,
        [...params, size, offset],
      )
      const counted = await client.query<{ count: string }>(
        `select count(*) from (select 1 from "sys_dict" where ${where} limit $${n + 1}) "capped"`,
        [...params, opts.exactCountLimit + 1],
      )
      let total = Number(counted.rows[0]?.count ?? 0)
      let estimated = false
      if (total > opts.exactCountLimit) {
        const plan = await client.query(
          `EXPLAIN (FORMAT JSON) SELECT 1 FROM "sys_dict" WHERE ${where}`,
          params,
        )
        const json = (plan.rows[0] as Record<string, unknown>)['QUERY PLAN'] as [
          { Plan: { 'Plan Rows': number } },
        ]
        total = Math.max(total, Math.round(json[0].Plan['Plan Rows']))
        estimated = true
      }
      await client.query('COMMIT')
      const records = page.rows.map((row: Record<string, unknown>) => {
        const record: Record<string, unknown> = {}
        for (const [field, col] of RECORD) {
          const value = row[col]
          record[field] = value instanceof Date ? formatDateTime(value, opts.timeZone) : (value ?? null)
        }
        return record
      })
      return {
        code: 200,
        success: true,
        data: {
          records,
          total,
          size,
          current,
          pages: Math.ceil(total / size),
          ...(estimated && { totalEstimated: true }),
        },
        msg: opts.okMessage,
      }
    } catch (err) {
      try {
        await client.query('ROLLBACK')
      } catch {
        broken = true
      }
      throw err
    } finally {
      client.release(broken)
    }
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('baseline server has no TCP address')
  return { app, url: `http://127.0.0.1:${address.port}` }
}
