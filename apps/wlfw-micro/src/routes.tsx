import { Navigate, type RouteObject } from 'react-router-dom'
import AreaPage from './pages/area'
import PickupPage from './pages/pickup'
import RatePage from './pages/rate'
import TrackPage from './pages/track'

/** Relative to the base route /wlfw-micro; the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="track" replace /> },
  { path: 'area', element: <AreaPage /> },
  { path: 'pickup', element: <PickupPage /> },
  { path: 'rate', element: <RatePage /> },
  { path: 'track', element: <TrackPage /> },
]
