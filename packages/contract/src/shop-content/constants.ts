/** The help centre's permission codes: the buttons of its menu (apps/server/src/modules/shop/menus.ts). */
export const SHOP_CONTENT_CODES = {
  helpView: 'shop_help_view',
  /** categories and articles: create, edit, delete */
  helpEdit: 'shop_help_edit',
  /** publishes an article or takes it back to draft */
  helpPublish: 'shop_help_publish',
} as const

/** An article is a `draft` (staff only) or `published` (the shop front lists it). */
export const HELP_ARTICLE_STATUSES = ['draft', 'published'] as const
export type HelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number]
