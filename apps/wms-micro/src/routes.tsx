import { Navigate, type RouteObject } from 'react-router-dom'
import AlertPage from './pages/alert'
import InboundPage from './pages/inbound'
import OutboundPage from './pages/outbound'
import StockPage from './pages/stock'
import StocktakePage from './pages/stocktake'
import WarehousePage from './pages/warehouse'

/** Relative to the base route /wms-micro; the host's router runs them (menus.ts names the same paths). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="stock" replace /> },
  { path: 'warehouse', element: <WarehousePage /> },
  { path: 'stock', element: <StockPage /> },
  { path: 'inbound', element: <InboundPage /> },
  { path: 'outbound', element: <OutboundPage /> },
  { path: 'stocktake', element: <StocktakePage /> },
  { path: 'alert', element: <AlertPage /> },
]
