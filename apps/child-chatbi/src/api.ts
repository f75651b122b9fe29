import { useMemo } from 'react'
import { CHATBI_BASE, type ChatbiAnswer, type ChatbiQuestion } from '@store/contract'
import { useApi } from '@store/micro'
import type { Api } from '@store/request'

/** The chat-BI server module's calls (apps/server/src/modules/chatbi). */
export interface ChatbiApi {
  /** GET question/list: the prepared questions */
  list(): Promise<ChatbiQuestion[]>
  /** POST ask: the answer of the prepared question a free-text question matches */
  ask(question: string): Promise<ChatbiAnswer>
}

export const chatbiApi = (api: Api): ChatbiApi => ({
  list: () => api.get(`${CHATBI_BASE}/question/list`),
  ask: (question) => api.post(`${CHATBI_BASE}/ask`, { question }),
})

/** The chat-BI calls on the sub-app's client (the bridge's session and language). */
export function useChatbiApi(): ChatbiApi {
  const api = useApi()
  return useMemo(() => chatbiApi(api), [api])
}
