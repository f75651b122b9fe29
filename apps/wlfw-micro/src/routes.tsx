import { Navigate, type RouteObject } from 'react-router-dom'
import ListPage from './pages/list'

/** Relative to the base route /wlfw-micro; the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="list" replace /> },
  { path: 'list', element: <ListPage /> },
]
