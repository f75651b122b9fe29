import { useEffect, useState } from 'react'
import { Route, Routes } from 'react-router-dom'
import i18next from 'i18next'
import { checkCompatibility } from '@store/bridge'
import { useBridge } from '@store/bridge/react'
import type { SubApp } from '@store/micro'
import { loadFederatedSubApp } from './federation'
import { Failed, Incompatible, Loading } from './frames'
import type { MicroAppEntry } from './registry'
import { reportSubAppError, reportSubAppMount } from './sub-app-errors'
import { SubAppBoundary } from './SubAppBoundary'

type Load =
  | { status: 'loading' }
  | { status: 'ready'; subApp: SubApp }
  | { status: 'failed'; message: string }
  | { status: 'incompatible'; subApp: number; host: number }

/**
 * A Module Federation sub-app in its tab. Its routes run under the host's router at its base route; the
 * tab's own location is passed down, so a tab kept alive in the background keeps showing its page.
 */
export function FederatedView({
  entry,
  location,
}: {
  entry: MicroAppEntry & { entry: string }
  location: string
}) {
  const bridge = useBridge()
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<Load>({ status: 'loading' })

  // No reset to 'loading' here: when a kept-alive tab is shown again, <Activity> re-runs this effect, and
  // swapping the sub-app for a spinner would unmount it and lose what the user typed. The remote is
  // cached, so the same sub-app comes back and React keeps its tree.
  useEffect(() => {
    let live = true
    const since = performance.now()
    loadFederatedSubApp(entry, attempt > 0).then(
      (subApp) => {
        if (!live) return
        const fit = checkCompatibility(subApp.bridgeVersion, bridge.version)
        if (fit.ok) reportSubAppMount(bridge, entry, since)
        setLoad(fit.ok ? { status: 'ready', subApp } : { status: 'incompatible', ...fit })
      },
      (error: Error) => {
        reportSubAppError(bridge, entry, 'load', error)
        if (live) setLoad({ status: 'failed', message: error.message })
      },
    )
    return () => {
      live = false
    }
  }, [entry, attempt, bridge])

  const retry = () => {
    setLoad({ status: 'loading' })
    setAttempt((n) => n + 1)
  }
  if (load.status === 'loading') return <Loading key={attempt} onRetry={retry} />
  if (load.status === 'failed') return <Failed name={entry.name} message={load.message} onRetry={retry} />
  if (load.status === 'incompatible') return <Incompatible subApp={load.subApp} host={load.host} />
  const { Component } = load.subApp
  const [pathname, search = ''] = location.split('?')
  return (
    <SubAppBoundary
      key={attempt}
      fallback={(error) => <Failed name={entry.name} message={error.message} onRetry={retry} />}
      onError={(error) => reportSubAppError(bridge, entry, 'render', error)}
    >
      <div className="sd-micro-federated" data-micro-view={entry.name}>
        <Routes location={{ pathname, search: search && `?${search}` }}>
          <Route
            path={`${entry.baseroute}/*`}
            element={<Component bridge={bridge} basename={entry.baseroute} i18n={i18next} />}
          />
        </Routes>
      </div>
    </SubAppBoundary>
  )
}
