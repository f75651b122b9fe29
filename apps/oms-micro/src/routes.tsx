import { Navigate, type RouteObject } from 'react-router-dom'
import OrderPage from './pages/order'
import RulePage from './pages/strategy'

/** Relative to the base route /oms-micro; the host's router runs them (menus.ts names the same paths). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="order" replace /> },
  { path: 'order', element: <OrderPage /> },
  { path: 'strategy', element: <RulePage /> },
]
