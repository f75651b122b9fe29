import { OMS_CODES as C } from '@store/contract'
import { type AppSeed, page, button, crud, VIEW } from '../../core/menus'

const available = { available: true }

/** The order management (OMS) area as the shell lists it: its application and menu tree (spec §3). */
export const omsApplication: AppSeed = {
  code: 'oms-micro',
  names: ['订单中心', '訂單中心', 'Order management (OMS)'],
  path: '/oms-micro',
  source: 'icon-order',
  isMicro: true,
  microName: 'oms-micro',
  available: false,
  menus: [
    page(
      'oms_order',
      ['全渠道订单', '全渠道訂單', 'Omni-channel orders'],
      '/oms-micro/order',
      [
        button(C.orderView, VIEW),
        button(C.orderCreate, ['录入与导入', '錄入與導入', 'Enter and import']),
        button(C.orderEdit, ['订单处理', '訂單處理', 'Handle orders']),
      ],
      available,
    ),
    page(
      'oms_strategy',
      ['分单策略', '分單策略', 'Routing rules'],
      '/oms-micro/strategy',
      crud('oms_rule'),
      available,
    ),
  ],
}
