import { useCallback, useEffect, useState } from 'react'
import { App } from 'antd'
import { hostApi } from '../bridge/api'

/** One GET of the personal centre: the data (null while loading), and `reload` after a change. */
export function useLoad<T>(path: string): { data: T | null; reload(): Promise<void> } {
  const { message } = App.useApp()
  const [data, setData] = useState<T | null>(null)
  const reload = useCallback(async () => {
    try {
      setData(await hostApi.get<T>(path))
    } catch (error) {
      void message.error((error as Error).message)
    }
  }, [path])
  useEffect(() => void reload(), [reload])
  return { data, reload }
}
