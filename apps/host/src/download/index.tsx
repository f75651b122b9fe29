import { lazy, Suspense } from 'react'
import { Spin } from 'antd'

const DownloadCentre = lazy(() => import('./DownloadCentre'))

/** /download/index, loaded on first visit: the shell's initial bundle does not carry it. */
export function DownloadCentrePage() {
  return (
    <Suspense fallback={<Spin className="sd-page-pending" />}>
      <DownloadCentre />
    </Suspense>
  )
}
