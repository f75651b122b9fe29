import { Navigate, type RouteObject } from 'react-router-dom'
import PurchasePage from './pages/purchase'
import SupplierPage from './pages/supplier'

/** Relative to the base route /child-store-srm; the host's router runs them (menus.ts names the same paths). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="purchase" replace /> },
  { path: 'supplier', element: <SupplierPage /> },
  { path: 'purchase', element: <PurchasePage /> },
]
