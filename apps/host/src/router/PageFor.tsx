import { Spin } from 'antd'
import { Navigate } from 'react-router-dom'
import { AdminScreen, adminScreenOf } from '../admin/routes'
import { MicroAppView } from '../micro'
import { ErrorPage } from '../pages/ErrorPage'
import { NotAvailable } from '../pages/NotAvailable'
import type { PageKind } from './page-of'

/**
 * The one place that decides what a tab shows: a shell screen, a sub-app, one of the host's
 * administration screens (a menu route of the system, authority or log areas), 403, or "not available yet".
 */
export function PageFor({ path, page }: { path: string; page: PageKind }) {
  const pathname = new URL(path, 'http://shell').pathname
  if (page.kind === 'pending') return <Spin className="sd-page-pending" />
  if (page.kind === 'unknown') return <Navigate to="/404" replace />
  // spec §4, §6: one behaviour for a screen without the right, in its tab, before the screen calls anything
  if (page.kind === 'expired' || page.kind === 'forbidden') return <ErrorPage status={403} />
  if (page.kind === 'shell' && page.route.screen) return <page.route.screen path={path} />
  if (page.kind === 'micro') return <MicroAppView path={path} appName={page.app} />
  const admin = page.kind === 'menu' ? adminScreenOf(pathname) : undefined
  if (admin) return <AdminScreen route={admin} />
  return <NotAvailable path={pathname} />
}
