import { Navigate, Route, Routes } from 'react-router-dom'
import { ShellLayout } from '../layout/ShellLayout'
import { BrowserDownload } from '../pages/BrowserDownload'
import { ErrorPage } from '../pages/ErrorPage'
import { LockPage } from '../pages/LockPage'
import { LOGIN_PATH } from '../session'
import { WELCOME_PATH } from '../tabs/rules'
import { NavigationBinding } from './NavigationBinding'
import { aliasRoutes } from './route-aliases'
import { SessionGate } from './SessionGate'

/** The login and register pages are their own bundle: reaching them is a page load. */
function PageLoad() {
  window.location.replace(`${window.location.pathname}${window.location.search}`)
  return null
}

/** spec §2: the public routes, the redirects, and everything else inside the signed-in shell. */
export function AppRoutes() {
  return (
    <>
      <NavigationBinding />
      <Routes>
        <Route path="/" element={<Navigate to={WELCOME_PATH} replace />} />
        <Route path="/wel" element={<Navigate to={WELCOME_PATH} replace />} />
        <Route path={LOGIN_PATH} element={<PageLoad />} />
        <Route path="/register" element={<PageLoad />} />
        <Route path="/lock" element={<LockPage />} />
        <Route path="/403" element={<ErrorPage status={403} />} />
        <Route path="/404" element={<ErrorPage status={404} />} />
        <Route path="/500" element={<ErrorPage status={500} />} />
        <Route path="/browserDownload" element={<BrowserDownload />} />
        {aliasRoutes}
        <Route
          path="*"
          element={
            <SessionGate>
              <ShellLayout />
            </SessionGate>
          }
        />
      </Routes>
    </>
  )
}
