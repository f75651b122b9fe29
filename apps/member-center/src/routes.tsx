import { Navigate, type RouteObject } from 'react-router-dom'
import CardModePage from './pages/card-mode'
import PointsRulePage from './pages/points-rule'
import VirtualCoinPage from './pages/virtual-coin'

/** Relative to the base route /member-center (the menu seed's `/member-center/<path>`); the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="cardMode" replace /> },
  { path: 'cardMode', element: <CardModePage /> },
  { path: 'virtualCoin', element: <VirtualCoinPage /> },
  { path: 'pointsRule', element: <PointsRulePage /> },
]
