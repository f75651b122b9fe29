import { Navigate, type RouteObject } from 'react-router-dom'
import MemberBrandPage from './pages/member-brand'
import MemberDetailPage from './pages/member-detail'
import MemberListPage from './pages/member-list'

/** Relative to the base route /huikeCRM (the menu seed's `/huikeCRM/<path>`); the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="memberbrandDefine" replace /> },
  { path: 'memberbrandDefine', element: <MemberBrandPage /> },
  { path: 'member/list', element: <MemberListPage /> },
  { path: 'member/detail', element: <MemberDetailPage /> },
]
