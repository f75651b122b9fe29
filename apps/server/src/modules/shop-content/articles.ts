import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { HelpArticle, HelpArticleInput, HelpArticleStatus, Page } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { escapeLike } from '../../core/resource/query'
import { formatDateTime } from '../../core/time'
import { categoryRow } from './categories'
import type { ContentContext } from './context'
import { contentHelpArticle as A, contentHelpCategory as K } from './schema'

const columns = {
  id: A.id,
  categoryId: A.categoryId,
  categoryName: K.name,
  title: A.title,
  body: A.body,
  sort: A.sort,
  status: A.status,
  publishTime: A.publishTime,
  updateTime: A.updateTime,
}
type ArticleRow = Awaited<ReturnType<typeof articlesWhere>>[number]

const articleOut = (r: ArticleRow, timeZone: string): HelpArticle => ({
  ...r,
  status: r.status as HelpArticleStatus,
  publishTime: r.publishTime ? formatDateTime(r.publishTime, timeZone) : null,
  updateTime: formatDateTime(r.updateTime, timeZone),
})

/** The condition that the title or the body holds `keyword` (any case; LIKE's wildcards taken literally). */
export const mentions = (keyword: string) => {
  const pattern = `%${escapeLike(keyword)}%`
  return or(ilike(A.title, pattern), ilike(A.body, pattern))
}

/** The articles matching `where`, in their category's order then their own. */
export const articlesWhere = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(columns)
    .from(A)
    .innerJoin(K, eq(K.id, A.categoryId))
    .where(where)
    .orderBy(asc(K.sort), asc(K.id), asc(A.sort), asc(A.id))

/** One article (drafts included: staff), else a 404. */
export async function helpArticle(tx: Tx, id: string, timeZone: string, where?: SQL): Promise<HelpArticle> {
  const [row] = await articlesWhere(tx, and(eq(A.id, id), where))
  if (!row) throw notFound()
  return articleOut(row, timeZone)
}

export interface ArticlePageQuery {
  current: number
  size: number
  categoryId?: string
  status?: HelpArticleStatus
  title?: string
}

/** Articles by category, state and title. */
export async function helpArticlePage(c: ContentContext, q: ArticlePageQuery): Promise<Page<HelpArticle>> {
  const where = and(
    q.categoryId ? eq(A.categoryId, q.categoryId) : undefined,
    q.status ? eq(A.status, q.status) : undefined,
    q.title ? ilike(A.title, `%${escapeLike(q.title)}%`) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(A).where(where)
  const rows = await articlesWhere(c.tx, where)
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return {
    records: rows.map((r) => articleOut(r, c.timeZone)),
    total,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
  }
}

/** Creates (as a draft) or changes an article, in an existing category. A published article stays published. */
export async function submitHelpArticle(c: ContentContext, input: HelpArticleInput): Promise<HelpArticle> {
  await categoryRow(c.tx, input.categoryId)
  const fields = {
    categoryId: input.categoryId,
    title: input.title.trim(),
    body: input.body,
    sort: input.sort,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  let id = input.id
  if (id) {
    const changed = await c.tx.update(A).set(fields).where(eq(A.id, id)).returning({ id: A.id })
    if (!changed.length) throw notFound()
  } else {
    id = c.ids.next()
    await c.tx.insert(A).values({ id, ...fields, createUser: c.userId })
  }
  return helpArticle(c.tx, id, c.timeZone)
}

/** Publishes an article (stamping its publish time) or takes it back to draft. */
export async function publishHelpArticle(
  c: ContentContext,
  input: { id: string; published: boolean },
): Promise<HelpArticle> {
  const changed = await c.tx
    .update(A)
    .set(
      input.published
        ? { status: 'published', publishTime: new Date(), updateUser: c.userId, updateTime: new Date() }
        : { status: 'draft', publishTime: null, updateUser: c.userId, updateTime: new Date() },
    )
    .where(eq(A.id, input.id))
    .returning({ id: A.id })
  if (!changed.length) throw notFound()
  return helpArticle(c.tx, input.id, c.timeZone)
}

/** Removes articles (all the named ones that exist). */
export async function removeHelpArticles(c: ContentContext, ids: string[]): Promise<boolean> {
  await c.tx.delete(A).where(inArray(A.id, ids))
  return true
}
