import { Navigate, type RouteObject } from 'react-router-dom'
import AfterSalePage from './pages/after-sale'
import EntityCouponPage from './pages/entity-coupon'
import GiftCardPage from './pages/gift-card'
import BargainPage from './pages/bargain'
import BrowsePage from './pages/browse'
import GroupPage from './pages/group'
import HelpPage from './pages/help'
import IntegralShopPage from './pages/integral-shop'
import SeckillPage from './pages/seckill'
import DistributionPage from './pages/distribution'
import GoodsPage from './pages/goods'
import LuckyDrawPage from './pages/lucky-draw'
import OrderPage from './pages/order'
import PayingMemberPage from './pages/paying-member'
import QuizPage from './pages/quiz'
import MallSettingPage from './pages/setting/mall'
import OrderSettingPage from './pages/setting/order'
import PaymentSettingPage from './pages/setting/payment'
import VoiceSettingPage from './pages/setting/voice'
import VotePage from './pages/vote'

/**
 * Relative to the base route. The order screen's path is the spec's fixed `/ecshop/order/orderManagement`:
 * the host mounts this sub-app under `/ecshop` for it (the menu names the sub-app), so the same tree
 * answers both bases.
 */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="order/orderManagement" replace /> },
  { path: 'order/orderManagement', element: <OrderPage /> },
  { path: 'afterSale', element: <AfterSalePage /> },
  { path: 'goods', element: <GoodsPage /> },
  { path: 'entityCoupon', element: <EntityCouponPage /> },
  { path: 'giftCard', element: <GiftCardPage /> },
  { path: 'payingMember', element: <PayingMemberPage /> },
  { path: 'group', element: <GroupPage /> },
  { path: 'bargain', element: <BargainPage /> },
  { path: 'seckill', element: <SeckillPage /> },
  { path: 'integralShop', element: <IntegralShopPage /> },
  { path: 'luckyDraw', element: <LuckyDrawPage /> },
  { path: 'distribution', element: <DistributionPage /> },
  { path: 'vote', element: <VotePage /> },
  { path: 'quiz', element: <QuizPage /> },
  { path: 'browse', element: <BrowsePage /> },
  { path: 'help', element: <HelpPage /> },
  { path: 'setting/mall', element: <MallSettingPage /> },
  { path: 'setting/payment', element: <PaymentSettingPage /> },
  { path: 'setting/order', element: <OrderSettingPage /> },
  { path: 'setting/voice', element: <VoiceSettingPage /> },
]
