import { useCallback, useEffect, useState } from 'react'
import { App } from 'antd'
import type { Page } from '@store/contract'
import { hostApi } from '../bridge/api'

/** While a record on the page is queued or running, the page is read again this often. */
export const REFRESH_MS = 3000
export const PAGE_SIZE = 10

/**
 * One page of the user's long-running work (exports, imports): read when the page changes, and again
 * every REFRESH_MS while a record's status is below `doneStatus`. A failed read shows its message.
 */
export function usePolledPage<R extends { status: number }>(
  path: string,
  params: Record<string, string>,
  doneStatus: number,
) {
  const { message } = App.useApp()
  const [current, setCurrent] = useState(1)
  const [page, setPage] = useState<Page<R> | null>(null)
  const [loading, setLoading] = useState(false)
  const query = new URLSearchParams(params).toString()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setPage(await hostApi.get<Page<R>>(path, { ...params, current, size: PAGE_SIZE }))
    } catch (err) {
      void message.error((err as Error).message)
    } finally {
      setLoading(false)
    }
  }, [path, query, current])

  useEffect(() => void load(), [load])

  const working = page?.records.some((r) => r.status < doneStatus) ?? false
  useEffect(() => {
    if (!working) return
    const timer = setInterval(() => void load(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [working, load])

  return { page, loading, current, setCurrent, load }
}
