import { lazy, Suspense } from 'react'
import { Spin } from 'antd'

const ViewActivity = lazy(() => import('./ViewActivity'))

/** /cloudPromotion/view-activity, loaded on first visit: the shell's initial bundle does not carry it. */
export function ViewActivityPage({ path }: { path: string }) {
  return (
    <Suspense fallback={<Spin className="sd-page-pending" />}>
      <ViewActivity path={path} />
    </Suspense>
  )
}
