import { and, asc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm'
import {
  DEPT_ROOT_ID,
  type DeptPickerNode,
  type DeptRecord,
  type Locale,
  type OrgNode,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { nest, type WithChildren } from '../../core/tree'
import { deptIdOfUser, deptWithUsers, userCountsByDept, usersInDept, usersMatching } from '../user'
import { ANCESTORS_MAX, ancestorsUnder, deptAndBelow, isBelow, lockDeptTree } from './dept-tree'
import { dept } from './schema'

type DeptRow = typeof dept.$inferSelect

export interface DeptInput {
  id?: string
  parentId?: string | null
  deptName: string
  fullName?: string | null
  deptCategory?: number | null
  sort?: number | null
  remark?: string | null
}

export interface DeptActor {
  userId: string
  timeZone: string
  locale: Locale
  requestId: string
}

const live = eq(dept.isDeleted, 0)
const order = [asc(dept.sort), asc(dept.id)]
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

export function toDeptRecord(row: DeptRow, timeZone: string): DeptRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    ancestors: row.ancestors,
    deptName: row.deptName,
    fullName: row.fullName,
    deptCategory: row.deptCategory,
    sort: row.sort,
    remark: row.remark,
    createUser: row.createUser,
    createTime: formatDateTime(row.createTime, timeZone),
    updateUser: row.updateUser,
    updateTime: formatDateTime(row.updateTime, timeZone),
  }
}

/** The department tree's rules: ancestors kept on every move, no cycles, no removal under users. */
export class DeptService {
  constructor(private readonly ids: IdGenerator) {}

  async find(tx: Tx, id: string): Promise<DeptRow | undefined> {
    const [row] = await tx
      .select()
      .from(dept)
      .where(and(eq(dept.id, id), live))
    return row
  }

  /** Every department matching the filters, as a tree (matches whose parent did not match are roots). */
  async list(tx: Tx, filter: { deptName?: string; fullName?: string; deptCategory?: number }) {
    const conditions: SQL[] = [live]
    if (filter.deptName) conditions.push(ilike(dept.deptName, `%${escapeLike(filter.deptName)}%`))
    if (filter.fullName) conditions.push(ilike(dept.fullName, `%${escapeLike(filter.fullName)}%`))
    if (filter.deptCategory !== undefined) conditions.push(eq(dept.deptCategory, filter.deptCategory))
    return tx
      .select()
      .from(dept)
      .where(and(...conditions))
      .orderBy(...order)
  }

  /** The children of one department (or the top level), each saying whether it has children itself. */
  async children(tx: Tx, parentId: string): Promise<(DeptRow & { hasChildren: boolean })[]> {
    const rows = await tx
      .select({
        row: dept,
        hasChildren: sql<boolean>`EXISTS (SELECT 1 FROM sys_dept c WHERE c.tenant_id = sys_dept.tenant_id
          AND c.parent_id = sys_dept.id AND c.is_deleted = 0)`,
      })
      .from(dept)
      .where(and(eq(dept.parentId, parentId), live))
      .orderBy(...order)
    return rows.map((r) => ({ ...r.row, hasChildren: Boolean(r.hasChildren) }))
  }

  async tree(tx: Tx): Promise<WithChildren<DeptPickerNode>[]> {
    const rows = await tx
      .select({ id: dept.id, parentId: dept.parentId, deptName: dept.deptName })
      .from(dept)
      .where(live)
      .orderBy(...order)
    const parents = new Set(rows.map((r) => r.parentId))
    return nest(rows.map((r) => treeNode(r, parents.has(r.id))))
  }

  async lazyTree(tx: Tx, parentId: string): Promise<DeptPickerNode[]> {
    return (await this.children(tx, parentId)).map((r) => treeNode(r, r.hasChildren))
  }

  /** Insert (no id) or update; the parent must exist and must not lie in the department's own subtree. */
  async submit(tx: Tx, input: DeptInput, actor: DeptActor): Promise<DeptRecord> {
    await lockDeptTree(tx, 'exclusive')
    const before = input.id ? await this.find(tx, input.id) : undefined
    if (input.id && !before) throw notFound()
    const id = before?.id ?? this.ids.next()
    const parentId = input.parentId ?? before?.parentId ?? DEPT_ROOT_ID

    let parent: DeptRow | null = null
    if (parentId !== DEPT_ROOT_ID) {
      parent = (await this.find(tx, parentId)) ?? null
      if (!parent) throw badRequest('deptParentNotFound')
      if (parent.id === id || isBelow(parent.ancestors, id)) throw badRequest('deptParentInSubtree')
    }
    const ancestors = ancestorsUnder(parent)
    await this.assertDepthFits(tx, before, id, ancestors)

    const deptName = input.deptName.trim()
    const [sibling] = await tx
      .select({ id: dept.id })
      .from(dept)
      .where(and(eq(dept.parentId, parentId), eq(dept.deptName, deptName), ne(dept.id, id), live))
      .limit(1)
    if (sibling) throw badRequest('deptNameTaken', { name: deptName })

    const values = {
      parentId,
      ancestors,
      deptName,
      fullName: input.fullName?.trim() || deptName,
      deptCategory: input.deptCategory ?? before?.deptCategory ?? 1,
      sort: input.sort ?? before?.sort ?? 0,
      remark: input.remark === undefined ? (before?.remark ?? null) : input.remark,
      updateUser: actor.userId,
    }
    let saved: DeptRow
    if (before) {
      ;[saved] = (await tx
        .update(dept)
        .set({ ...values, updateTime: sql`now()` })
        .where(eq(dept.id, id))
        .returning()) as [DeptRow]
      if (before.ancestors !== ancestors) await this.moveDescendants(tx, before, ancestors)
    } else {
      ;[saved] = (await tx
        .insert(dept)
        .values({ ...values, id, createUser: actor.userId })
        .returning()) as [DeptRow]
    }
    const after = toDeptRecord(saved, actor.timeZone)
    await recordAudit(tx, this.ids, {
      resource: 'dept',
      action: before ? 'update' : 'insert',
      recordIds: [id],
      before: before ? toDeptRecord(before, actor.timeZone) : null,
      after,
      userId: actor.userId,
      requestId: actor.requestId,
    })
    return after
  }

  /** The deepest descendant must still fit once the department hangs under its new ancestors. */
  private async assertDepthFits(tx: Tx, before: DeptRow | undefined, id: string, ancestors: string) {
    let longest = ancestors.length
    if (before && before.ancestors !== ancestors) {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(length(${dept.ancestors})), 0)` })
        .from(dept)
        .where(and(deptAndBelow(id), ne(dept.id, id), live))
      const grown = ancestors.length - before.ancestors.length
      longest = Math.max(longest, Number(row?.n ?? 0) + grown)
    }
    if (longest + id.length + 1 > ANCESTORS_MAX) throw badRequest('deptTooDeep')
  }

  /** Rewrites the ancestors of everything below a moved department: the old prefix becomes the new one. */
  private async moveDescendants(tx: Tx, moved: DeptRow, ancestors: string): Promise<void> {
    const oldPrefix = `${moved.ancestors},${moved.id}`
    const newPrefix = `${ancestors},${moved.id}`
    await tx
      .update(dept)
      .set({
        ancestors: sql`${newPrefix} || substr(${dept.ancestors}, ${oldPrefix.length + 1})`,
        updateTime: sql`now()`,
      })
      .where(
        and(
          or(eq(dept.ancestors, oldPrefix), sql`${dept.ancestors} LIKE ${`${escapeLike(oldPrefix)},%`}`),
          live,
        ),
      )
  }

  /** Removes every id or none: a department with sub-departments (not removed with it) or users is refused. */
  async remove(tx: Tx, ids: string[], actor: DeptActor): Promise<void> {
    await lockDeptTree(tx, 'exclusive')
    const unique = [...new Set(ids)]
    const rows = await tx
      .select()
      .from(dept)
      .where(and(inArray(dept.id, unique), live))
      .for('update')
    if (rows.length !== unique.length) throw notFound()
    const nameOf = new Map(rows.map((r) => [r.id, r.deptName]))

    const [child] = await tx
      .select({ parentId: dept.parentId })
      .from(dept)
      .where(and(inArray(dept.parentId, unique), notInArray(dept.id, unique), live))
      .limit(1)
    if (child) throw badRequest('deptHasChildren', { name: nameOf.get(child.parentId)! })
    const occupied = await deptWithUsers(tx, unique)
    if (occupied) throw badRequest('deptHasUsers', { name: nameOf.get(occupied)! })

    await tx
      .update(dept)
      .set({ isDeleted: 1, updateUser: actor.userId, updateTime: sql`now()` })
      .where(inArray(dept.id, unique))
    await recordAudit(tx, this.ids, {
      resource: 'dept',
      action: 'remove',
      recordIds: unique,
      before: rows.map((r) => toDeptRecord(r, actor.timeZone)),
      after: null,
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }

  /**
   * One level of the department-and-user tree: the child departments of `parentId` with their user
   * counts (in the department and below; only directly in it when `directOnly`), then the users placed
   * directly in `parentId` (at the top level: the users without a department).
   */
  async graduallyTree(tx: Tx, parentId: string, directOnly: boolean): Promise<OrgNode[]> {
    const depts = await tx
      .select({ id: dept.id, parentId: dept.parentId, deptName: dept.deptName })
      .from(dept)
      .where(and(eq(dept.parentId, parentId), live))
      .orderBy(...order)
    const counts = await this.userCounts(tx)
    const counted = (id: string) =>
      directOnly ? Number(counts.find((c) => c.deptId === id)?.n ?? 0) : subtreeCount(id, counts)
    const users = await usersInDept(tx, parentId === DEPT_ROOT_ID ? null : parentId)
    return [...depts.map((d) => deptNode(d, counted(d.id))), ...users.map((u) => userNode(u, parentId))]
  }

  /**
   * Tree search (spec §5): departments whose name or full name contains the keyword and users whose
   * name or account does, at most `limit` matches, each with the departments above it, as one tree.
   */
  async findTree(tx: Tx, keyword: string, limit: number): Promise<OrgNode[]> {
    const pattern = `%${escapeLike(keyword)}%`
    const deptMatches = await tx
      .select({ id: dept.id, ancestors: dept.ancestors })
      .from(dept)
      .where(and(or(ilike(dept.deptName, pattern), ilike(dept.fullName, pattern)), live))
      .orderBy(...order)
      .limit(limit)
    const userMatches = await usersMatching(tx, pattern, Math.max(0, limit - deptMatches.length))

    const needed = new Set<string>()
    for (const d of deptMatches) for (const id of [...d.ancestors.split(','), d.id]) needed.add(id)
    const placed = userMatches.filter((u) => u.deptId !== null).map((u) => u.deptId!)
    if (placed.length) {
      const homes = await tx
        .select({ id: dept.id, ancestors: dept.ancestors })
        .from(dept)
        .where(and(inArray(dept.id, [...new Set(placed)]), live))
      for (const d of homes) for (const id of [...d.ancestors.split(','), d.id]) needed.add(id)
    }
    needed.delete(DEPT_ROOT_ID)
    if (needed.size === 0 && userMatches.length === 0) return []

    const counts = await this.userCounts(tx)
    const depts = needed.size
      ? await tx
          .select({
            id: dept.id,
            parentId: dept.parentId,
            deptName: dept.deptName,
            ancestors: dept.ancestors,
          })
          .from(dept)
          .where(and(inArray(dept.id, [...needed]), live))
          .orderBy(...order)
      : []
    const present = new Set(depts.map((d) => d.id))
    const nodes: OrgNode[] = depts.map((d) => deptNode(d, subtreeCount(d.id, counts)))
    for (const u of userMatches)
      nodes.push(userNode(u, u.deptId && present.has(u.deptId) ? u.deptId : DEPT_ROOT_ID))
    return nest(nodes)
  }

  /**
   * Users per live department (placed directly in it) together with the department's ancestors: the
   * subtree counts of the trees.
   */
  private async userCounts(tx: Tx): Promise<{ ancestors: string; deptId: string; n: number }[]> {
    const placed = (await userCountsByDept(tx)).flatMap((c) =>
      c.deptId === null ? [] : [{ ...c, deptId: c.deptId }],
    )
    if (placed.length === 0) return []
    const ids = placed.map((c) => c.deptId)
    const homes = await tx
      .select({ id: dept.id, ancestors: dept.ancestors })
      .from(dept)
      .where(and(inArray(dept.id, ids), live))
    const ancestorsOf = new Map(homes.map((d) => [d.id, d.ancestors]))
    return placed.flatMap((c) => {
      const ancestors = ancestorsOf.get(c.deptId)
      return ancestors === undefined ? [] : [{ ancestors, deptId: c.deptId, n: c.n }]
    })
  }

  /** The signed-in user's department, if they have one (and it still exists). */
  async departmentOf(tx: Tx, userId: string): Promise<DeptRow | undefined> {
    const deptId = await deptIdOfUser(tx, userId)
    return deptId ? this.find(tx, deptId) : undefined
  }
}

const subtreeCount = (id: string, counts: { ancestors: string; deptId: string; n: number }[]) =>
  counts.reduce((sum, c) => sum + (c.deptId === id || isBelow(c.ancestors, id) ? Number(c.n) : 0), 0)

const treeNode = (r: { id: string; parentId: string; deptName: string }, hasChildren: boolean) => ({
  id: r.id,
  parentId: r.parentId,
  title: r.deptName,
  label: r.deptName,
  key: r.id,
  value: r.id,
  hasChildren,
})

const deptNode = (d: { id: string; parentId: string; deptName: string }, count: number): OrgNode => ({
  id: d.id,
  parentId: d.parentId,
  label: d.deptName,
  type: 'dept',
  count,
  leaf: count <= 0,
  children: [],
})

const userNode = (
  u: { id: string; account: string; realName: string | null },
  parentId: string,
): OrgNode => ({
  id: u.id,
  parentId,
  label: u.realName || u.account,
  type: 'user',
  count: 0,
  leaf: true,
  children: [],
})
