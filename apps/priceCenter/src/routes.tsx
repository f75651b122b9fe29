import { Navigate, type RouteObject } from 'react-router-dom'
import AnomalyPage from './pages/anomaly'
import InquiryPage from './pages/inquiry'
import PriceListPage from './pages/price-list'
import PriceOrderPage from './pages/price-order'
import PriceTagPage from './pages/price-tag'
import StrategyPage from './pages/strategy'

/** Relative to the base route /priceCenter; the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="priceList" replace /> },
  { path: 'priceList', element: <PriceListPage /> },
  { path: 'strategy', element: <StrategyPage /> },
  { path: 'priceOrder', element: <PriceOrderPage /> },
  { path: 'priceInquiry/index', element: <InquiryPage /> },
  { path: 'priceInquiry/Priceanomalies', element: <AnomalyPage /> },
  { path: 'priceTag', element: <PriceTagPage /> },
]
