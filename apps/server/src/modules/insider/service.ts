import { and, asc, count, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import { memberResource, type MemberBrandOption, type MemberFilter } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { isLive } from '../../core/resource/master-rules'
import { filteredWhereOf, type FilterConditions, type ResourceTable } from '../../core/resource/query'
import type { Actor, WriteRules } from '../../core/resource/service'
import { assertValuesFree } from '../../core/resource/unique-values'
import { basicdataExists } from '../basicdata'
import { guideExists, type MemberFieldChange, recordMemberChanges } from '../crm'
import { phoneProblem } from '../user'
import { insiderBrand, insiderGrade, insiderMember } from './schema'

const live = eq(insiderBrand.isDeleted, 0)

/** The tenant's enabled brands as the shell's chooser lists them (spec §4), in their sort order. */
export async function brandOptions(tx: Tx): Promise<MemberBrandOption[]> {
  return tx
    .select({ brandId: insiderBrand.id, brandName: insiderBrand.brandName, memo: insiderBrand.memo })
    .from(insiderBrand)
    .where(and(live, eq(insiderBrand.enabled, 1)))
    .orderBy(asc(insiderBrand.sort), asc(insiderBrand.id))
}

/** A brand's name is unique in its tenant; the refusal names the brand rather than the column. */
export const brandRules: WriteRules = {
  async beforeSave(tx, row) {
    const name = String(row.brandName)
    const [twin] = await tx
      .select({ id: insiderBrand.id })
      .from(insiderBrand)
      .where(
        and(live, eq(insiderBrand.brandName, name), row.id ? ne(insiderBrand.id, String(row.id)) : undefined),
      )
      .limit(1)
    if (twin) throw badRequest('memberBrandNameTaken', { name })
  },
}

const { fields: memberFields } = memberResource
const asTable = (t: unknown) => t as ResourceTable
const memberTable = asTable(insiderMember)
const liveMember = eq(insiderMember.isDeleted, 0)

/** Where a member's references must point: a live row of the same tenant (the grade: of its brand). */
const MEMBER_REFERENCES: [
  keyof typeof memberFields & string,
  (tx: Tx, id: string, row: Row) => Promise<boolean>,
][] = [
  ['brandId', (tx, id) => isLive(tx, asTable(insiderBrand), id)],
  ['gradeId', (tx, id, row) => gradeOfBrand(tx, id, String(row.brandId))],
  ['shopId', (tx, id) => basicdataExists(tx, 'shop', id)],
  ['guideId', (tx, id) => guideExists(tx, id)],
]
type Row = Record<string, unknown>

async function gradeOfBrand(tx: Tx, gradeId: string, brandId: string): Promise<boolean> {
  const [grade] = await tx
    .select({ id: insiderGrade.id })
    .from(insiderGrade)
    .where(
      and(eq(insiderGrade.id, gradeId), eq(insiderGrade.brandId, brandId), eq(insiderGrade.isDeleted, 0)),
    )
  return Boolean(grade)
}

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** The fields of a member that differ between two versions of its row, one change each. */
export function memberChanges(before: Row, after: Row): MemberFieldChange[] {
  return Object.keys(memberFields).flatMap((fieldName) => {
    const contentOld = asText(before[fieldName])
    const contentNew = asText(after[fieldName])
    return contentOld === contentNew
      ? []
      : [{ memberId: String(after.id), fieldName, contentOld, contentNew }]
  })
}

/**
 * A member: spec §5's phone rules, the card number unique in the tenant and the phone within the
 * brand, every reference live; and every saved change of a field goes to the change history in the
 * same transaction, whichever route made it.
 */
export function memberRules(ids: IdGenerator): WriteRules {
  return {
    async beforeSave(tx, row, actor) {
      const problem = phoneProblem(asText(row.phone) ?? undefined)
      if (problem) throw badRequest(problem)
      await assertValuesFree(tx, memberResource, memberTable, row, ['cardNo'], actor.locale)
      const [twin] = await tx
        .select({ id: insiderMember.id })
        .from(insiderMember)
        .where(
          and(
            liveMember,
            eq(insiderMember.phone, String(row.phone)),
            eq(insiderMember.brandId, String(row.brandId)),
            row.id ? ne(insiderMember.id, String(row.id)) : undefined,
          ),
        )
        .limit(1)
      if (twin) throw badRequest('memberPhoneTaken', { phone: String(row.phone) })
      for (const [name, exists] of MEMBER_REFERENCES) {
        const id = row[name]
        if (id === null || id === undefined) continue
        if (!(await exists(tx, String(id), row))) {
          throw badRequest('referenceMissing', { field: memberFields[name]!.label[actor.locale] })
        }
      }
    },
    async afterSave(tx, saved, before, actor) {
      if (before) await recordMemberChanges(tx, ids, memberChanges(before, saved), actor)
    },
  }
}

/**
 * Names starting with `prefix`, as a range of the name index's own (leakproof) pattern operators: under
 * row-level security PostgreSQL never pushes a LIKE (not leakproof) into an index scan.
 */
const namePrefix = (prefix: string): SQL =>
  sql`(${insiderMember.name} ~>=~ ${prefix} AND ${insiderMember.name} ~<~ (${prefix} || chr(1114111)))`

/**
 * The `insider/save/query` filters that are not a field's plain filter: the id, the name by prefix, the
 * registration date range and any of the tags. The member list, its export and a crowd pack's count
 * all read through them, so they match the same members.
 */
export const memberFilters: FilterConditions = {
  insiderId: (_tx, id) => eq(insiderMember.id, String(id)),
  name: (_tx, prefix) => namePrefix(String(prefix)),
  registerDateFrom: (_tx, from) => gte(insiderMember.registerDate, String(from)),
  registerDateTo: (_tx, to) => lte(insiderMember.registerDate, String(to)),
  tagIds: (_tx, ids) =>
    sql`(${insiderMember.tags} IS NOT NULL AND string_to_array(${insiderMember.tags}, ',') && string_to_array(${String(ids)}, ','))`,
}

/** The members a search matches, as one condition (the member resource's filters, for a job's count). */
export const memberSearchWhere = (tx: Tx, filter: MemberFilter): SQL | undefined =>
  filteredWhereOf(tx, memberResource, memberTable, memberFilters, filter)

/** `newinsider/queryPhone`: the live member with this number (in the brand, when given), if any. */
export async function memberByPhone(
  tx: Tx,
  phone: string,
  brandId: string | undefined,
): Promise<{ exists: boolean; insiderId: string | null; name: string | null }> {
  const [found] = await tx
    .select({ id: insiderMember.id, name: insiderMember.name })
    .from(insiderMember)
    .where(
      and(
        liveMember,
        eq(insiderMember.phone, phone),
        brandId ? eq(insiderMember.brandId, brandId) : undefined,
      ),
    )
    .orderBy(asc(insiderMember.id))
    .limit(1)
  return { exists: Boolean(found), insiderId: found?.id ?? null, name: found?.name ?? null }
}

/**
 * `assistant/change`: the live members of one assistant (all, or those listed) go to another, in one
 * set-based update; each moved member's change is written to the history like any other edit.
 */
export async function reassignGuide(
  tx: Tx,
  ids: IdGenerator,
  from: string,
  to: string,
  memberIds: string[] | undefined,
  actor: Actor,
): Promise<number> {
  if (!(await guideExists(tx, to))) {
    throw badRequest('referenceMissing', { field: memberFields.guideId.label[actor.locale] })
  }
  const moved = await tx
    .update(insiderMember)
    .set({ guideId: to, updateUser: actor.userId, updateTime: sql`now()` })
    .where(
      and(
        liveMember,
        eq(insiderMember.guideId, from),
        memberIds ? inArray(insiderMember.id, memberIds) : undefined,
      ),
    )
    .returning({ id: insiderMember.id })
  if (!moved.length) return 0
  const movedIds = moved.map((m) => m.id)
  await recordMemberChanges(
    tx,
    ids,
    movedIds.map((id) => ({ memberId: id, fieldName: 'guideId', contentOld: from, contentNew: to })),
    actor,
  )
  await recordAudit(tx, ids, {
    resource: memberResource.name,
    action: 'update',
    recordIds: movedIds,
    before: { guideId: from },
    after: { guideId: to },
    userId: actor.userId,
    requestId: actor.requestId,
  })
  return moved.length
}

/** How many live members hold the tag (a tag's detail). */
export async function membersWithTag(tx: Tx, tagId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(insiderMember)
    .where(
      and(
        liveMember,
        sql`${insiderMember.tags} IS NOT NULL AND string_to_array(${insiderMember.tags}, ',') @> ARRAY[${tagId}]::text[]`,
      ),
    )
  return Number(row?.n ?? 0)
}

/** A grade belongs to a live brand of the tenant, and its name is unique within the brand. */
export const gradeRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    if (!(await isLive(tx, asTable(insiderBrand), String(row.brandId)))) {
      throw badRequest('referenceMissing', { field: memberFields.brandId.label[actor.locale] })
    }
    const [twin] = await tx
      .select({ id: insiderGrade.id })
      .from(insiderGrade)
      .where(
        and(
          eq(insiderGrade.isDeleted, 0),
          eq(insiderGrade.brandId, String(row.brandId)),
          eq(insiderGrade.gradeName, String(row.gradeName)),
          row.id ? ne(insiderGrade.id, String(row.id)) : undefined,
        ),
      )
      .limit(1)
    if (twin) throw badRequest('memberGradeNameTaken', { name: String(row.gradeName) })
  },
}

/** How many live members a search matches (a crowd pack's size), counted exactly. */
export async function countMembers(tx: Tx, filter: MemberFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(insiderMember).where(memberSearchWhere(tx, filter))
  return Number(row?.n ?? 0)
}

/** Whether a member of the transaction's tenant exists and is not removed (the ledgers' `memberExists`). */
export async function memberExists(tx: Tx, memberId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: insiderMember.id })
    .from(insiderMember)
    .where(and(eq(insiderMember.id, memberId), liveMember))
  return Boolean(row)
}

/** The distinct numbers of the live members a search matches (the audience of an SMS campaign). */
export async function memberPhones(tx: Tx, filter: MemberFilter): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ phone: insiderMember.phone })
    .from(insiderMember)
    .where(memberSearchWhere(tx, filter))
    .orderBy(asc(insiderMember.phone))
  return rows.map((r) => r.phone)
}

/** Which of the ids are live members of the transaction's tenant. */
export async function liveMemberIds(tx: Tx, memberIds: readonly string[]): Promise<Set<string>> {
  if (!memberIds.length) return new Set()
  const rows = await tx
    .select({ id: insiderMember.id })
    .from(insiderMember)
    .where(and(inArray(insiderMember.id, [...memberIds]), liveMember))
  return new Set(rows.map((r) => r.id))
}

/** The next `limit` live members a search matches, by id after `afterId` (a job walking a crowd pack). */
export async function memberIdsMatching(
  tx: Tx,
  filter: MemberFilter,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: insiderMember.id })
    .from(insiderMember)
    .where(
      and(memberSearchWhere(tx, filter), liveMember, afterId ? gt(insiderMember.id, afterId) : undefined),
    )
    .orderBy(asc(insiderMember.id))
    .limit(limit)
  return rows.map((r) => r.id)
}

/** A live member's grade and tags (what a promotion's scope asks of a member), or null. */
export async function memberProfile(
  tx: Tx,
  memberId: string,
): Promise<{ gradeId: string | null; tags: string[] } | null> {
  const [row] = await tx
    .select({ gradeId: insiderMember.gradeId, tags: insiderMember.tags })
    .from(insiderMember)
    .where(and(eq(insiderMember.id, memberId), liveMember))
  return row ? { gradeId: row.gradeId, tags: row.tags ? row.tags.split(',') : [] } : null
}

/** The names of the members among the ids (removed ones too: records made before keep naming them). */
export async function memberNames(tx: Tx, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (!memberIds.length) return new Map()
  const rows = await tx
    .select({ id: insiderMember.id, name: insiderMember.name })
    .from(insiderMember)
    .where(inArray(insiderMember.id, [...new Set(memberIds)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}
