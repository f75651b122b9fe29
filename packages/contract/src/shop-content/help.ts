import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Paging, WXSHOP_BASE as BASE, lit } from '../shop/common'
import { HELP_ARTICLE_STATUSES } from './constants'

const tags = ['shop-content']
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const Sort = Type.Integer({ minimum: 0, maximum: 9999 })

export const HelpCategoryInput = Type.Object(
  { id: Type.Optional(Id), name: Text(32), sort: Sort },
  { additionalProperties: false },
)
export type HelpCategoryInput = Static<typeof HelpCategoryInput>

export const HelpCategory = Type.Object({
  id: Id,
  name: Type.String(),
  sort: Type.Integer(),
  /** its articles, drafts included */
  articles: Type.Integer(),
})
export type HelpCategory = Static<typeof HelpCategory>

export const HelpArticleInput = Type.Object(
  {
    id: Type.Optional(Id),
    categoryId: Id,
    title: Text(100),
    body: Type.String({ minLength: 1, maxLength: 20_000 }),
    sort: Sort,
  },
  { additionalProperties: false },
)
export type HelpArticleInput = Static<typeof HelpArticleInput>

export const HelpArticle = Type.Object({
  id: Id,
  categoryId: Id,
  categoryName: Type.String(),
  title: Type.String(),
  body: Type.String(),
  sort: Type.Integer(),
  status: lit(HELP_ARTICLE_STATUSES),
  publishTime: Type.Union([Type.String(), Type.Null()]),
  updateTime: Type.String(),
})
export type HelpArticle = Static<typeof HelpArticle>

/** A published article as the shop front lists it (the body only in its detail). */
export const FrontHelpArticle = Type.Object({
  id: Id,
  categoryId: Id,
  categoryName: Type.String(),
  title: Type.String(),
  publishTime: Type.String(),
})
export type FrontHelpArticle = Static<typeof FrontHelpArticle>

export const FrontHelpCategory = Type.Object({
  id: Id,
  name: Type.String(),
  articles: Type.Array(FrontHelpArticle),
})
export type FrontHelpCategory = Static<typeof FrontHelpCategory>

const byId = Type.Object({ ...LangParam, id: Id })
const byIds = Type.Object({ ...LangParam, ids: Type.String({ pattern: '^\\d{1,19}(,\\d{1,19})*$' }) })

export const helpEndpoints = {
  categoryList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/help/category/list`,
    summary: 'Help categories in their order, each with its number of articles',
    tags,
    query: Type.Object(LangParam),
    reply: Type.Array(HelpCategory),
  }),
  categorySubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/help/category/submit`,
    summary: 'Creates (no id) or renames / reorders a help category',
    tags,
    query: Type.Object(LangParam),
    body: HelpCategoryInput,
    reply: HelpCategory,
  }),
  categoryRemove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/help/category/remove`,
    summary: 'Removes an empty help category',
    tags,
    query: byId,
    reply: Type.Boolean(),
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/help/article/page`,
    summary: 'Help articles by category, state and title, in their category’s order then their own',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      categoryId: Type.Optional(Id),
      status: Type.Optional(lit(HELP_ARTICLE_STATUSES)),
      title: Type.Optional(Type.String({ maxLength: 100 })),
    }),
    reply: PageOf(HelpArticle),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/help/article/detail`,
    summary: 'One help article, drafts included',
    tags,
    query: byId,
    reply: HelpArticle,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/help/article/submit`,
    summary: 'Creates (no id, as a draft) or changes a help article',
    tags,
    query: Type.Object(LangParam),
    body: HelpArticleInput,
    reply: HelpArticle,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/help/article/publish`,
    summary: 'Publishes a help article, or takes it back to draft',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, published: Type.Boolean() }, { additionalProperties: false }),
    reply: HelpArticle,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/help/article/remove`,
    summary: 'Removes help articles',
    tags,
    query: byIds,
    reply: Type.Boolean(),
  }),
  frontList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/help/list`,
    summary: 'The published help articles by category, optionally of one category or matching a keyword',
    tags,
    query: Type.Object({
      ...LangParam,
      categoryId: Type.Optional(Id),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
    }),
    reply: Type.Array(FrontHelpCategory),
  }),
  frontDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/help/detail`,
    summary: 'One published help article with its body',
    tags,
    query: byId,
    reply: HelpArticle,
  }),
}
