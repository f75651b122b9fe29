import { createContext, useContext } from 'react'
import { App } from 'antd'
import type { Locale } from '@store/bridge'
import { ApiError, type Api } from '@store/request'
import type { MessageKey } from './messages'

/** What every part of the login page needs: the language, its texts and the API client. */
export interface LoginKit {
  locale: Locale
  t(key: MessageKey, params?: Record<string, string | number>): string
  api: Api
  /** leaves the page (to the shell, once signed in) */
  navigate(url: string): void
}

export const LoginContext = createContext<LoginKit | null>(null)

export function useLogin(): LoginKit {
  const kit = useContext(LoginContext)
  if (!kit) throw new Error('useLogin needs a LoginContext provider')
  return kit
}

/** spec §8: a refused call shows the server's message (or the timeout text) as an error toast for 3 s. */
export function useErrorToast(): (error: unknown) => void {
  const { message } = App.useApp()
  return (error) => {
    if (error instanceof ApiError) void message.error(error.message, 3)
  }
}
