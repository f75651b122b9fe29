import { Navigate, type RouteObject } from 'react-router-dom'
import CompanyPage from './pages/company'
import DeptPage from './pages/dept'
import SignaturePage from './pages/signature'
import TemplatePage from './pages/template'
import CampaignPage from './pages/task'
import OptOutPage from './pages/opt-out'
import OutboxPage from './pages/outbox'

/** Relative to the base route /sms (the menu paths of modules/sms-marketing/menus.ts); the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="task" replace /> },
  { path: 'company', element: <CompanyPage /> },
  { path: 'dept', element: <DeptPage /> },
  { path: 'signature', element: <SignaturePage /> },
  { path: 'template', element: <TemplatePage /> },
  { path: 'task', element: <CampaignPage /> },
  { path: 'optOut', element: <OptOutPage /> },
  { path: 'outbox', element: <OutboxPage /> },
]
