import { Activity, useEffect, useState } from 'react'
import { TabBridge } from '../bridge/tab-bridge'
import type { PageKind } from '../router/page-of'
import { PageFor } from '../router/PageFor'
import { keptPages } from '../tabs/keep-alive'
import { useShellSelector } from '../store'

/**
 * The page area (spec §2): the shown page, and up to ten pages of open tabs kept alive hidden with
 * React's <Activity>, keyed by full path. A page that opts out (meta.keepAlive false) is rendered only
 * while shown. Each page's bridge is bound to its tab (unsaved edits). `generation` changes when the cache is cleared: every kept page starts afresh.
 */
export function PageArea({
  path,
  pageOf,
  generation,
}: {
  path: string
  pageOf: (path: string) => PageKind
  generation: number
}) {
  const open = useShellSelector((s) => s.tabs.list)
  const page = pageOf(path)
  const keepAlive = !(page.kind === 'menu' && !page.menu.meta.keepAlive)
  const [kept, setKept] = useState<string[]>([])
  const openValues = open.map((t) => t.value)
  const openKey = openValues.join('\n')

  useEffect(() => {
    setKept((cache) => keptPages(cache, path, keepAlive && openValues.includes(path), openValues))
    // openKey stands for openValues
  }, [path, keepAlive, openKey])
  useEffect(() => setKept([]), [generation])

  const shown = kept.includes(path) ? kept : [...kept, path]
  return (
    <main className="sd-page-area">
      {shown.map((key) => (
        <Activity key={`${generation}:${key}`} mode={key === path ? 'visible' : 'hidden'}>
          <div className="sd-page" data-page={key}>
            <TabBridge value={key}>
              <PageFor path={key} page={pageOf(key)} />
            </TabBridge>
          </div>
        </Activity>
      ))}
    </main>
  )
}
