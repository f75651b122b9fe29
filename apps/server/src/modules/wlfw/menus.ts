import { type AppSeed, screen } from '../../core/menus'

/** The Logistics service area as the shell lists it: its application and menu tree (spec §3). */
export const wlfwApplication: AppSeed = {
  code: 'wlfw-micro',
  names: ['物流服务', '物流服務', 'Logistics service'],
  path: '/wlfw-micro',
  source: 'icon-logistics',
  isMicro: true,
  microName: 'wlfw-micro',
  available: false,
  menus: [screen('wlfw_track', ['物流跟踪', '物流追蹤', 'Tracking'], '/wlfw-micro/track')],
}
