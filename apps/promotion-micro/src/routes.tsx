import { Navigate, type RouteObject } from 'react-router-dom'
import {
  couponTemplateResource,
  promChannelResource,
  promSceneResource,
  promSloganResource,
  promWayResource,
} from '@store/contract'
import ActivityPage from './pages/activity'
import AnalysisPage from './pages/analysis'
import ActivityEditor from './pages/activity/editor'
import CouponPage from './pages/lists/coupons'
import ResourcePage from './pages/lists'
import ReviewPage from './pages/review'
import SuperpositionPage from './pages/superposition'
import TrialPage from './pages/trial'

/** Relative to the base route /promotion-micro (the module's menus.ts); the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="activity" replace /> },
  { path: 'activity', element: <ActivityPage /> },
  { path: 'activity/edit', element: <ActivityEditor /> },
  { path: 'review', element: <ReviewPage /> },
  { path: 'analysis', element: <AnalysisPage /> },
  { path: 'superposition', element: <SuperpositionPage /> },
  { path: 'trial', element: <TrialPage /> },
  { path: 'scene', element: <ResourcePage resource={promSceneResource} /> },
  { path: 'channel', element: <ResourcePage resource={promChannelResource} /> },
  { path: 'slogan', element: <ResourcePage resource={promSloganResource} /> },
  { path: 'way', element: <ResourcePage resource={promWayResource} /> },
  { path: 'coupon', element: <CouponPage resource={couponTemplateResource} /> },
]
