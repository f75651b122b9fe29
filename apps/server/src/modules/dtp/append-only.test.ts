import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { dtpDispense, dtpRxAction } from './schema'

const TENANT = '100001'

/**
 * Issue 27 acceptance: review and dispensing records are append-only for everybody — the application
 * role every request runs as, and the owner path the server migrates and seeds with.
 */
describe(`append-only review and dispense records (${engineName})`, () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  const asApp = <T>(fn: Parameters<FastifyInstance['db']['withTenant']>[1]) =>
    app.db.withTenant({ tenantId: TENANT }, fn) as Promise<T>
  const asOwner = <T>(fn: Parameters<FastifyInstance['db']['withSystem']>[0]) =>
    app.db.withSystem(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.tenant_id', ${TENANT}, true)`)
      return fn(tx)
    }) as Promise<T>

  /** The database's refusal, unwrapped from the driver's "Failed query". */
  const refusal = async (attempt: Promise<unknown>) => {
    const err = (await attempt.then(
      () => null,
      (e: unknown) => e,
    )) as { message: string; cause?: { message: string } } | null
    return err?.cause?.message ?? err?.message ?? 'not refused'
  }

  for (const [name, table] of [
    ['dtp_rx_action', dtpRxAction],
    ['dtp_dispense', dtpDispense],
  ] as const) {
    it(`${name}: UPDATE and DELETE are refused for the application role, the rows unchanged`, async () => {
      const [row] = await asApp<{ id: string }[]>((tx) => tx.select({ id: table.id }).from(table).limit(1))
      expect(row).toBeDefined()
      await expect(
        asApp((tx) => tx.execute(sql`UPDATE ${table} SET create_time = now() WHERE id = ${row!.id}`)),
      ).rejects.toThrow()
      await expect(asApp((tx) => tx.delete(table).where(eq(table.id, row!.id)))).rejects.toThrow()
      const still = await asApp<unknown[]>((tx) => tx.select().from(table).where(eq(table.id, row!.id)))
      expect(still).toHaveLength(1)
    })

    it(`${name}: UPDATE, DELETE and TRUNCATE are refused on the owner path too (the trigger)`, async () => {
      const [row] = await asOwner<{ id: string }[]>((tx) => tx.select({ id: table.id }).from(table).limit(1))
      const update = asOwner((tx) =>
        tx.execute(sql`UPDATE ${table} SET create_time = now() WHERE id = ${row!.id}`),
      )
      expect(await refusal(update)).toMatch(/append-only/)
      const remove = asOwner((tx) => tx.execute(sql`DELETE FROM ${table} WHERE id = ${row!.id}`))
      expect(await refusal(remove)).toMatch(/append-only/)
      expect(await refusal(asOwner((tx) => tx.execute(sql`TRUNCATE ${table}`)))).toMatch(/append-only/)
      const still = await asOwner<unknown[]>((tx) => tx.select().from(table).where(eq(table.id, row!.id)))
      expect(still).toHaveLength(1)
    })
  }
})
