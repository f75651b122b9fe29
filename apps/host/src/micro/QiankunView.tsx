import { useEffect, useRef, useState } from 'react'
import { useBridge } from '@store/bridge/react'
import { Failed, Loading } from './frames'
import { absoluteEntry, type MicroAppEntry } from './registry'
import { reportSubAppError, reportSubAppMount } from './sub-app-errors'

type Mount = { status: 'mounting' } | { status: 'mounted' } | { status: 'failed'; message: string }

/**
 * A qiankun sub-app in its tab: loaded from its HTML entry with the sandbox on, given the bridge and its
 * base route as mount props, unmounted when the tab goes. React never renders into qiankun's container.
 */
export function QiankunView({ entry }: { entry: MicroAppEntry & { entry: string } }) {
  const bridge = useBridge()
  const container = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [mount, setMount] = useState<Mount>({ status: 'mounting' })

  const retry = () => setAttempt((n) => n + 1)

  useEffect(() => {
    let live = true
    let unmount: (() => Promise<unknown>) | null = null
    setMount({ status: 'mounting' })
    const since = performance.now()
    void import('qiankun')
      .then(({ loadMicroApp }) => {
        if (!live || !container.current) return
        const app = loadMicroApp(
          {
            name: `${entry.name}@${entry.version}#${attempt}`,
            entry: absoluteEntry(entry.entry),
            container: container.current,
            props: { bridge, basename: entry.baseroute },
          },
          { sandbox: true },
        )
        unmount = () => app.unmount()
        return app.mountPromise.then(() => {
          if (!live) return
          reportSubAppMount(bridge, entry, since)
          setMount({ status: 'mounted' })
        })
      })
      .catch((error: Error) => {
        reportSubAppError(bridge, entry, 'load', error)
        if (live) setMount({ status: 'failed', message: error.message })
      })
    return () => {
      live = false
      void unmount?.().catch(() => undefined)
    }
  }, [entry, attempt, bridge])

  return (
    <>
      {mount.status === 'mounting' && <Loading key={attempt} onRetry={retry} />}
      {mount.status === 'failed' && <Failed name={entry.name} message={mount.message} onRetry={retry} />}
      <div
        ref={container}
        className="sd-micro-qiankun"
        data-micro-app={entry.name}
        hidden={mount.status === 'failed'}
      />
    </>
  )
}
