import { and, asc, eq, inArray, lt, or } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { dept, post, userPost } from './schema'

/** Posts of these categories lead their department (1 senior, 2 middle, 3 front-line management). */
export const LEADER_POST_MAX_CATEGORY = 3

/** A department and those above it, nearest first (the department itself at index 0). */
export async function deptChain(tx: Tx, deptId: string): Promise<string[]> {
  const [row] = await tx
    .select({ id: dept.id, ancestors: dept.ancestors })
    .from(dept)
    .where(and(eq(dept.id, deptId), eq(dept.isDeleted, 0)))
  if (!row) return []
  return [
    row.id,
    ...row.ancestors
      .split(',')
      .filter((id) => id !== '0')
      .reverse(),
  ]
}

/**
 * Users holding any of the posts (by id or by code); `leadersOnly` instead: users holding a leading
 * post (category up to LEADER_POST_MAX_CATEGORY).
 */
export async function usersWithPosts(
  tx: Tx,
  posts: { idsOrCodes?: readonly string[]; leadersOnly?: boolean },
): Promise<string[]> {
  const values = [...(posts.idsOrCodes ?? [])]
  const numeric = values.filter((v) => /^[0-9]{1,19}$/.test(v))
  const which = posts.leadersOnly
    ? lt(post.category, LEADER_POST_MAX_CATEGORY + 1)
    : values.length
      ? or(numeric.length ? inArray(post.id, numeric) : undefined, inArray(post.postCode, values))
      : undefined
  if (!which) return []
  const rows = await tx
    .selectDistinct({ id: userPost.userId })
    .from(userPost)
    .innerJoin(post, and(eq(post.id, userPost.postId), eq(post.tenantId, userPost.tenantId)))
    .where(and(eq(post.isDeleted, 0), which))
    .orderBy(asc(userPost.userId))
  return rows.map((r) => r.id)
}

/** The id of a live department by name (seeds place their accounts by name). */
export async function deptIdByName(tx: Tx, name: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.deptName, name), eq(dept.isDeleted, 0)))
  return row?.id
}

/** Gives a user posts by code (codes the tenant does not have are skipped). */
export async function givePosts(tx: Tx, userId: string, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return
  const found = await tx
    .select({ id: post.id })
    .from(post)
    .where(and(inArray(post.postCode, [...codes]), eq(post.isDeleted, 0)))
  if (found.length) await tx.insert(userPost).values(found.map((p) => ({ userId, postId: p.id })))
}
