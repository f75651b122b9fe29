import { type AppSeed, dir, page, button, crud, viewOnly, screen } from '../../core/menus'

/** The Price centre area as the shell lists it: its application and menu tree (spec §3). */
export const priceApplication: AppSeed = {
  code: 'priceCenter',
  names: ['价格中心', '價格中心', 'Price centre'],
  path: '/priceCenter',
  source: 'icon-price',
  isMicro: true,
  microName: 'priceCenter',
  available: false,
  menus: [
    page('price_item', ['价格中心', '價格中心', 'Price centre'], '/priceCenter/list', crud('price_item'), {
      available: true,
    }),
    screen('price_strategy', ['定价策略', '定價策略', 'Pricing strategies'], '/priceCenter/strategy'),
    screen('price_order', ['调价单', '調價單', 'Price orders'], '/priceCenter/priceOrder', [
      button('price_order_check', ['审核', '審核', 'Approve']),
    ]),
    dir('price_inquiry_dir', ['价格查询', '價格查詢', 'Price inquiry'], 'icon-search', [
      page(
        'price_inquiry',
        ['价格查询', '價格查詢', 'Price inquiry'],
        '/priceCenter/priceInquiry/index',
        viewOnly('price_inquiry'),
      ),
      page(
        'price_anomaly',
        ['价格异常', '價格異常', 'Price anomalies'],
        '/priceCenter/priceInquiry/Priceanomalies',
        viewOnly('price_anomaly'),
      ),
    ]),
    screen('price_tag', ['价签管理', '價簽管理', 'Price tags'], '/priceCenter/priceTag'),
  ],
}
