import { lazy, Suspense } from 'react'
import { Spin } from 'antd'

const NotificationList = lazy(() => import('./NotificationList'))
const TopDetail = lazy(() => import('./TopDetail'))

/** /notification, /notification/list and /topDetail/list, loaded on first visit. */
export function NotificationPage({ path }: { path: string }) {
  return (
    <Suspense fallback={<Spin className="sd-page-pending" />}>
      <NotificationList path={path} />
    </Suspense>
  )
}

/** /topDetail, loaded on first visit. */
export function TopDetailPage({ path }: { path: string }) {
  return (
    <Suspense fallback={<Spin className="sd-page-pending" />}>
      <TopDetail path={path} />
    </Suspense>
  )
}
