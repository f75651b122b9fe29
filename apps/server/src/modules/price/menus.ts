import { type AppSeed, dir, page, button, crud, viewOnly, VIEW, EDIT, DELETE } from '../../core/menus'

/** the screens the priceCenter sub-app has built; the others' calls are served already */
const available = { available: true }

/** The price centre as the shell lists it: its application and menu tree (spec §3, issue 28). */
export const priceApplication: AppSeed = {
  code: 'priceCenter',
  names: ['价格中心', '價格中心', 'Price centre'],
  path: '/priceCenter',
  source: 'icon-price',
  isMicro: true,
  microName: 'priceCenter',
  available: false,
  menus: [
    page(
      'price_list',
      ['价目表', '價目表', 'Price lists'],
      '/priceCenter/priceList',
      crud('price_list'),
      available,
    ),
    page(
      'price_strategy',
      ['定价策略', '定價策略', 'Pricing strategies'],
      '/priceCenter/strategy',
      crud('price_strategy'),
      available,
    ),
    page(
      'price_order',
      ['调价单', '調價單', 'Price orders'],
      '/priceCenter/priceOrder',
      [
        button('price_order_view', VIEW),
        button('price_order_edit', EDIT),
        button('price_order_delete', DELETE),
      ],
      available,
    ),
    dir('price_inquiry_dir', ['价格查询', '價格查詢', 'Price inquiry'], 'icon-search', [
      page(
        'price_inquiry',
        ['价格查询', '價格查詢', 'Price inquiry'],
        '/priceCenter/priceInquiry/index',
        viewOnly('price_inquiry'),
        available,
      ),
      page(
        'price_anomaly',
        ['价格异常', '價格異常', 'Price anomalies'],
        '/priceCenter/priceInquiry/Priceanomalies',
        [...viewOnly('price_anomaly'), button('price_anomaly_handle', ['处理', '處理', 'Handle'])],
        available,
      ),
    ]),
    page(
      'price_tag',
      ['价签管理', '價簽管理', 'Price tags'],
      '/priceCenter/priceTag',
      [...crud('price_tag'), button('price_tag_print', ['打印', '列印', 'Print'])],
      available,
    ),
  ],
}
