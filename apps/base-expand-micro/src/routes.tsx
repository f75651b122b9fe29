import { Navigate, type RouteObject } from 'react-router-dom'
import {
  dosageFormResource,
  extendStandardResource,
  goodsBrandResource,
  goodsFactoryResource,
  goodsUnitResource,
  retailShopResource,
  taxRateResource,
  type ResourceDef,
} from '@store/contract'
import GoodsPage from './pages/goods'
import GoodsClassPage from './pages/goods-class'
import { MasterList } from './pages/master-list'

/** The plain masters by their menu path (the menu seed's `/base-expand-micro/<path>`). */
const MASTERS: Record<string, ResourceDef> = {
  shop: retailShopResource,
  brand: goodsBrandResource,
  dosageForm: dosageFormResource,
  factory: goodsFactoryResource,
  taxRate: taxRateResource,
  unit: goodsUnitResource,
  extendStandard: extendStandardResource,
}

/** Relative to the base route /base-expand-micro; the host's router runs them. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="goods" replace /> },
  { path: 'goods', element: <GoodsPage /> },
  { path: 'goodsClass', element: <GoodsClassPage /> },
  ...Object.entries(MASTERS).map(([path, resource]) => ({
    path,
    element: <MasterList key={path} resource={resource} />,
  })),
]
