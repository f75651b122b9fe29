import { lazy, Suspense } from 'react'
import { Spin } from 'antd'

const ImportDemo = lazy(() => import('./ImportDemo'))

/** /demo/importDemo, loaded on first visit: the shell's initial bundle does not carry it. */
export function ImportDemoPage() {
  return (
    <Suspense fallback={<Spin className="sd-page-pending" />}>
      <ImportDemo />
    </Suspense>
  )
}
