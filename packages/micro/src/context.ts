import { createContext, useContext } from 'react'
import type { Api } from '@store/request'

export interface SubAppContextValue {
  name: string
  version: string
  basename: string
  /** the API client bound to the bridge's session and language */
  api: Api
}

export const SubAppContext = createContext<SubAppContextValue | null>(null)

/** The running sub-app: its name, version, base route and API client. */
export function useSubApp(): SubAppContextValue {
  const value = useContext(SubAppContext)
  if (!value) throw new Error('useSubApp: called outside a sub-app made with defineSubApp')
  return value
}

export const useApi = (): Api => useSubApp().api
