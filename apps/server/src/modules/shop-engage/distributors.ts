import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Distributor, DistributorStatus, Page } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { memberExists } from '../insider'
import type { EngageContext } from './context'
import { withMemberNames } from './member-names'
import { pageOf } from './page'
import { engageDistributor } from './schema'

type Row = typeof engageDistributor.$inferSelect
const D = engageDistributor

const distributorOut = (r: Row, timeZone: string): Omit<Distributor, 'memberName'> => ({
  id: r.id,
  memberId: r.memberId,
  code: r.code,
  level: r.level,
  status: r.status as DistributorStatus,
  refuseReason: r.refuseReason,
  frozenFen: r.frozenFen,
  availableFen: r.availableFen,
  createTime: formatDateTime(r.createTime, timeZone),
})

/** One distributor as the calls answer it, with its member's name. */
export const named = async (c: EngageContext, r: Row): Promise<Distributor> =>
  (await withMemberNames(c.tx, [distributorOut(r, c.timeZone)]))[0]!

/** The invitation code of a distributor: its id in base 36 (unique as the id is, short enough to type). */
const codeOf = (id: string) => BigInt(id).toString(36).toUpperCase()

export async function distributorOfMember(c: EngageContext, memberId: string): Promise<Row | undefined> {
  const [row] = await c.tx.select().from(D).where(eq(D.memberId, memberId))
  return row
}

/** A member applies: a new distributor waits for review; one refused before applies again. */
export async function applyDistributor(c: EngageContext, memberId: string): Promise<Distributor> {
  if (!(await memberExists(c.tx, memberId))) throw badRequest('distMemberMissing')
  const id = c.ids.next()
  await c.tx
    .insert(D)
    .values({ id, memberId, code: codeOf(id), level: 1, status: 'pending', createUser: c.userId })
    .onConflictDoNothing()
  await c.tx
    .update(D)
    .set({ status: 'pending', refuseReason: null, updateTime: new Date() })
    .where(and(eq(D.memberId, memberId), eq(D.status, 'refused')))
  return named(c, (await distributorOfMember(c, memberId))!)
}

async function moveDistributor(c: EngageContext, id: string, from: DistributorStatus[], set: Partial<Row>) {
  const [row] = await c.tx.select().from(D).where(eq(D.id, id)).for('update')
  if (!row) throw notFound()
  if (!from.includes(row.status as DistributorStatus)) throw badRequest('distReviewed')
  const [moved] = await c.tx
    .update(D)
    .set({ ...set, updateUser: c.userId, updateTime: new Date() })
    .where(eq(D.id, id))
    .returning()
  return named(c, moved!)
}

/** Approves a pending distributor at a level, or moves an approved one to another level. */
export const approveDistributor = (c: EngageContext, id: string, level: number) =>
  moveDistributor(c, id, ['pending', 'approved'], { status: 'approved', level, refuseReason: null })

export const refuseDistributor = (c: EngageContext, id: string, reason: string) =>
  moveDistributor(c, id, ['pending'], { status: 'refused', refuseReason: reason.trim() })

export async function distributorPage(
  c: EngageContext,
  q: { current: number; size: number; status?: DistributorStatus; code?: string },
): Promise<Page<Distributor>> {
  const where: SQL | undefined = and(
    q.status ? eq(D.status, q.status) : undefined,
    q.code ? eq(D.code, q.code.trim().toUpperCase()) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(D).where(where)
  const rows = await c.tx
    .select()
    .from(D)
    .where(where)
    .orderBy(desc(D.createTime), desc(D.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(
    await withMemberNames(
      c.tx,
      rows.map((r) => distributorOut(r, c.timeZone)),
    ),
    total,
    q,
  )
}
