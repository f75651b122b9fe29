import type { Catalog } from '../messages'

/** Messages of the chat-BI area. */
export const CHATBI_MESSAGES = {
  chatbiUnanswerable: {
    zh_CN: '只能回答预设的问题（答案来自对本租户数据的固定查询，未接入外部 AI）：{questions}',
    zh_HK: '只能回答預設的問題（答案來自對本租戶數據的固定查詢，未接入外部 AI）：{questions}',
    en: 'Only the prepared questions can be answered (fixed queries over this tenant’s data, no external AI): {questions}',
  },
} satisfies Record<string, Catalog>
