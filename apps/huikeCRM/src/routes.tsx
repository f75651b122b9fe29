import { Navigate, type RouteObject } from 'react-router-dom'
import MemberBrandPage from './pages/member-brand'

/** Relative to the base route /huikeCRM (the menu seed's `/huikeCRM/<path>`); the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="memberbrandDefine" replace /> },
  { path: 'memberbrandDefine', element: <MemberBrandPage /> },
]
