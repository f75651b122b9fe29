import { Navigate, type RouteObject } from 'react-router-dom'
import DetailPage from './pages/detail'
import ListPage from './pages/list'

/** Relative to the base route /child-store-demo; the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="list" replace /> },
  { path: 'list', element: <ListPage /> },
  { path: 'detail/:id', element: <DetailPage /> },
]
