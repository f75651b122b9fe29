import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { Value } from 'typebox/value'
import { MemberFilter, crowdPackResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { assertValuesFree } from '../../core/resource/unique-values'
import { crmCrowdPack } from './schema'

/** The job that counts a crowd pack's members. */
export const CROWD_COUNT_JOB = 'crm.crowd-count'

interface CrowdCount {
  tenantId: string
  packId: string
}

/** A crowd pack's filters, as saved: the JSON of a member search, or a 400 saying what is wrong. */
function parseFilters(text: string): MemberFilter {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('crowdPackFiltersInvalid', { reason: 'JSON' })
  }
  const [error] = Value.Errors(MemberFilter, value)
  if (error)
    throw badRequest('crowdPackFiltersInvalid', { reason: `${error.instancePath || '/'} ${error.message}` })
  return value as MemberFilter
}

/** A live crowd pack's name and member search (another module walks its members through the members' module). */
export async function crowdPackSearch(
  tx: Tx,
  packId: string,
): Promise<{ packName: string; filter: MemberFilter } | null> {
  const [pack] = await tx
    .select({ packName: crmCrowdPack.packName, filters: crmCrowdPack.filters })
    .from(crmCrowdPack)
    .where(and(eq(crmCrowdPack.id, packId), eq(crmCrowdPack.isDeleted, 0)))
  return pack ? { packName: pack.packName, filter: parseFilters(pack.filters) } : null
}

/** Queues a fresh count of the pack, in the caller's transaction; until it runs the pack shows none. */
export async function queueCrowdCount(app: FastifyInstance, tx: Tx, packId: string): Promise<void> {
  await tx.update(crmCrowdPack).set({ memberCount: null, countTime: null }).where(eq(crmCrowdPack.id, packId))
  const [{ tenantId }] = (await tx.execute(sql`SELECT current_setting('app.tenant_id') AS "tenantId"`))
    .rows as [{ tenantId: string }]
  await app.jobs.enqueue<CrowdCount>(tx, CROWD_COUNT_JOB, { tenantId, packId })
}

/** A pack's name is unique in the tenant and its filters a valid member search; a save recounts it. */
export function crowdPackRules(app: FastifyInstance): WriteRules {
  return {
    async beforeSave(tx, row, actor) {
      parseFilters(String(row.filters))
      await assertValuesFree(
        tx,
        crowdPackResource,
        crmCrowdPack as unknown as ResourceTable,
        row,
        ['packName'],
        actor.locale,
      )
    },
    async afterSave(tx, saved) {
      await queueCrowdCount(app, tx, String(saved.id))
    },
  }
}

/** Counts a live pack's members with its saved filters and stores the count and when it was taken. */
export function crowdCountJob(app: FastifyInstance) {
  return {
    name: CROWD_COUNT_JOB,
    async run({ tenantId, packId }: CrowdCount) {
      await app.db.withTenant({ tenantId }, async (tx) => {
        const [pack] = await tx
          .select({ filters: crmCrowdPack.filters })
          .from(crmCrowdPack)
          .where(and(eq(crmCrowdPack.id, packId), eq(crmCrowdPack.isDeleted, 0)))
          .for('update')
        if (!pack) return
        const memberCount = await app.memberCounts.matching(tx, parseFilters(pack.filters))
        await tx
          .update(crmCrowdPack)
          .set({ memberCount, countTime: sql`now()` })
          .where(eq(crmCrowdPack.id, packId))
      })
    },
  }
}

/** A live crowd pack's saved member search (what an SMS campaign to the pack sends to), or none. */
export async function crowdPackFilter(tx: Tx, packId: string): Promise<MemberFilter | undefined> {
  const [pack] = await tx
    .select({ filters: crmCrowdPack.filters })
    .from(crmCrowdPack)
    .where(and(eq(crmCrowdPack.id, packId), eq(crmCrowdPack.isDeleted, 0)))
  return pack ? parseFilters(pack.filters) : undefined
}
