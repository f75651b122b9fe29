import { and, eq } from 'drizzle-orm'
import type { FrontHelpCategory, HelpArticle } from '@store/contract'
import { formatDateTime } from '../../core/time'
import { articlesWhere, helpArticle, mentions } from './articles'
import type { ContentContext } from './context'
import { contentHelpArticle as A } from './schema'

const published = eq(A.status, 'published')

/**
 * What the shop front lists: the published articles grouped by category in order, of one category when
 * named, those whose title or body holds the keyword when one is given. Categories without a match are left out.
 */
export async function frontHelpList(
  c: ContentContext,
  q: { categoryId?: string; keyword?: string },
): Promise<FrontHelpCategory[]> {
  const keyword = q.keyword?.trim()
  const rows = await articlesWhere(
    c.tx,
    and(
      published,
      q.categoryId ? eq(A.categoryId, q.categoryId) : undefined,
      keyword ? mentions(keyword) : undefined,
    ),
  )
  const groups: FrontHelpCategory[] = []
  for (const r of rows) {
    let group = groups.at(-1)
    if (group?.id !== r.categoryId) {
      group = { id: r.categoryId, name: r.categoryName, articles: [] }
      groups.push(group)
    }
    group.articles.push({
      id: r.id,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      title: r.title,
      publishTime: formatDateTime(r.publishTime!, c.timeZone),
    })
  }
  return groups
}

/** One published article with its body (a draft is not found). */
export const frontHelpArticle = (c: ContentContext, id: string): Promise<HelpArticle> =>
  helpArticle(c.tx, id, c.timeZone, published)
