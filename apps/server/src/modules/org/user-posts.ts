import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { post, userPost } from './schema'

// The posts users hold, as user administration sets and shows them.

/** Those of the posts that exist in the transaction's tenant (not removed). */
export async function livePostIds(tx: Tx, postIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: post.id })
    .from(post)
    .where(and(inArray(post.id, postIds), eq(post.isDeleted, 0)))
  return rows.map((r) => r.id)
}

/** The live posts each of the users holds, by the posts' sort then id. */
export function postsOfUsers(
  tx: Tx,
  userIds: string[],
): Promise<{ userId: string; id: string; name: string }[]> {
  return tx
    .select({ userId: userPost.userId, id: post.id, name: post.postName })
    .from(userPost)
    .innerJoin(post, and(eq(post.tenantId, userPost.tenantId), eq(post.id, userPost.postId)))
    .where(and(inArray(userPost.userId, userIds), eq(post.isDeleted, 0)))
    .orderBy(asc(post.sort), asc(post.id))
}

/** Replaces the posts the user holds with `postIds` (none: the user holds no post). */
export async function replaceUserPosts(tx: Tx, userId: string, postIds: string[]): Promise<void> {
  await tx.delete(userPost).where(eq(userPost.userId, userId))
  const posts = [...new Set(postIds)]
  if (posts.length) await tx.insert(userPost).values(posts.map((postId) => ({ userId, postId })))
}
