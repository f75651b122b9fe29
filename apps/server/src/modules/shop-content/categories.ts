import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { HelpCategory, HelpCategoryInput } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { ContentContext } from './context'
import { contentHelpArticle as A, contentHelpCategory as K } from './schema'

/** The categories in their order, each with its number of articles (drafts included). */
export async function helpCategories(tx: Tx): Promise<HelpCategory[]> {
  const rows = await tx
    .select({ id: K.id, name: K.name, sort: K.sort, articles: count(A.id) })
    .from(K)
    .leftJoin(A, eq(A.categoryId, K.id))
    .groupBy(K.tenantId, K.id, K.name, K.sort)
    .orderBy(asc(K.sort), asc(K.id))
  return rows
}

/** The category's row, locked for the rest of the transaction; else "帮助分类不存在". */
export async function categoryRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(K).where(eq(K.id, id)).for('update')
  if (!row) throw badRequest('helpCategoryMissing')
  return row
}

/** Creates or changes a category; its name is unique in the tenant. */
export async function submitHelpCategory(c: ContentContext, input: HelpCategoryInput): Promise<HelpCategory> {
  const name = input.name.trim()
  const [taken] = await c.tx
    .select({ id: K.id })
    .from(K)
    .where(and(eq(K.name, name), input.id ? ne(K.id, input.id) : undefined))
  if (taken) throw badRequest('helpCategoryNameTaken', { name })
  const fields = { name, sort: input.sort, updateUser: c.userId, updateTime: new Date() }
  let id = input.id
  if (id) {
    await categoryRow(c.tx, id)
    await c.tx.update(K).set(fields).where(eq(K.id, id))
  } else {
    id = c.ids.next()
    await c.tx.insert(K).values({ id, ...fields, createUser: c.userId })
  }
  return (await helpCategories(c.tx)).find((k) => k.id === id)!
}

/** Removes a category that holds no article (an article is never left without its category). */
export async function removeHelpCategory(c: ContentContext, id: string): Promise<boolean> {
  await categoryRow(c.tx, id)
  const [{ n } = { n: 0 }] = await c.tx.select({ n: count() }).from(A).where(eq(A.categoryId, id))
  if (n > 0) throw badRequest('helpCategoryNotEmpty', { count: n })
  await c.tx.delete(K).where(eq(K.id, id))
  return true
}
