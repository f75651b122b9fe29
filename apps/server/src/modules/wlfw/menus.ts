import { WLFW_CODES as C } from '@store/contract'
import { type AppSeed, page, button, crud, VIEW } from '../../core/menus'

const available = { available: true }

/** The logistics services area as the shell lists it: its application and menu tree (spec §3). */
export const wlfwApplication: AppSeed = {
  code: 'wlfw-micro',
  names: ['物流服务', '物流服務', 'Logistics service'],
  path: '/wlfw-micro',
  source: 'icon-logistics',
  isMicro: true,
  microName: 'wlfw-micro',
  available: false,
  menus: [
    page(
      'wlfw_area',
      ['配送区域', '配送區域', 'Delivery areas'],
      '/wlfw-micro/area',
      crud('wlfw_area'),
      available,
    ),
    page(
      'wlfw_pickup',
      ['自提点', '自提點', 'Pickup points'],
      '/wlfw-micro/pickup',
      crud('wlfw_pickup'),
      available,
    ),
    page(
      'wlfw_rate',
      ['运费计算', '運費計算', 'Rate calculator'],
      '/wlfw-micro/rate',
      [button(C.rateQuote, VIEW)],
      available,
    ),
    page(
      'wlfw_track',
      ['物流跟踪', '物流追蹤', 'Tracking'],
      '/wlfw-micro/track',
      [button(C.trackView, VIEW)],
      available,
    ),
  ],
}
