import { Navigate, type RouteObject } from 'react-router-dom'
import CarrierPage from './pages/carrier'
import FreightPage from './pages/freight'
import WaybillPage from './pages/waybill'

/** Relative to the base route /tms-micro; the host's router runs them (menus.ts names the same paths). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="waybill" replace /> },
  { path: 'waybill', element: <WaybillPage /> },
  { path: 'carrier', element: <CarrierPage /> },
  { path: 'freight', element: <FreightPage /> },
]
