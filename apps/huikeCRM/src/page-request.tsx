import { useCallback, useState, type ReactNode } from 'react'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Page } from '@store/contract'
import { NAMESPACE } from './messages'

/** What a ProTable `request` answers. */
export interface TablePage<T> {
  data: T[]
  total: number
  success: boolean
}

/**
 * A ProTable page fetch: `request(load)` answers the page `load` fetched, or an empty failed page
 * while `alert` says why (cleared by the next page that loads).
 */
export function usePageRequest(): {
  alert: ReactNode
  request: <T>(load: () => Promise<Page<T>>) => Promise<TablePage<T>>
} {
  const { t } = useTranslation(NAMESPACE)
  const [error, setError] = useState<string | null>(null)
  const request = useCallback(async <T,>(load: () => Promise<Page<T>>): Promise<TablePage<T>> => {
    try {
      const page = await load()
      setError(null)
      return { data: page.records, total: page.total, success: true }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      return { data: [], total: 0, success: false }
    }
  }, [])
  const alert = error && (
    <Alert type="error" showIcon message={t('loadFailed', { message: error })} style={{ marginBottom: 16 }} />
  )
  return { alert, request }
}
