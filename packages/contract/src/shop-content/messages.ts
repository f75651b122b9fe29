import type { Catalog } from '../messages'

/** Messages of the shop's content (help centre). */
export const SHOP_CONTENT_MESSAGES = {
  helpCategoryMissing: {
    zh_CN: '帮助分类不存在',
    zh_HK: '幫助分類不存在',
    en: 'No such help category',
  },
  helpCategoryNameTaken: {
    zh_CN: '帮助分类“{name}”已存在',
    zh_HK: '幫助分類「{name}」已存在',
    en: 'A help category “{name}” already exists',
  },
  helpCategoryNotEmpty: {
    zh_CN: '分类下还有 {count} 篇文章，不能删除',
    zh_HK: '分類下還有 {count} 篇文章，不能刪除',
    en: 'The category still holds {count} articles: it cannot be removed',
  },
} satisfies Record<string, Catalog>
