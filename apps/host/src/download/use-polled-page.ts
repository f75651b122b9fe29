import { useCallback, useEffect, useState } from 'react'
import { App } from 'antd'
import type { Endpoint, EndpointQuery, EndpointReply, Page } from '@store/contract'
import { hostApi } from '../bridge/api'

/** While a record on the page is queued or running, the page is read again this often. */
export const REFRESH_MS = 3000
export const PAGE_SIZE = 10

/** A GET endpoint answering a page of work records (each with its status), paged by current and size. */
type WorkPageEndpoint = Endpoint & { method: 'GET' }

/**
 * One page of the user's long-running work (exports, imports): read when the page changes, and again
 * every REFRESH_MS while a record's status is below `doneStatus`. A failed read shows its message.
 */
export function usePolledPage<E extends WorkPageEndpoint>(
  endpoint: E,
  params: Omit<EndpointQuery<E>, 'current' | 'size'> & Record<string, string>,
  doneStatus: number,
) {
  const { message } = App.useApp()
  const [current, setCurrent] = useState(1)
  const [page, setPage] = useState<EndpointReply<E> | null>(null)
  const [loading, setLoading] = useState(false)
  const { path } = endpoint
  const query = new URLSearchParams(params).toString()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setPage(await hostApi.get<EndpointReply<E>>(path, { ...params, current, size: PAGE_SIZE }))
    } catch (err) {
      void message.error((err as Error).message)
    } finally {
      setLoading(false)
    }
  }, [path, query, current])

  useEffect(() => void load(), [load])

  const records = (page as Page<{ status: number }> | null)?.records
  const working = records?.some((r) => r.status < doneStatus) ?? false
  useEffect(() => {
    if (!working) return
    const timer = setInterval(() => void load(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [working, load])

  return { page, loading, current, setCurrent, load }
}
