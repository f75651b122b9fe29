import { SRM_CODES as C } from '@store/contract'
import { type AppSeed, page, button, crud, VIEW, ADD } from '../../core/menus'

const available = { available: true }

/** The supplier collaboration (SRM) area as the shell lists it: its application and menu tree (spec §3). */
export const srmApplication: AppSeed = {
  code: 'child-store-srm',
  names: ['供应商协同', '供應商協同', 'Supplier collaboration'],
  path: '/child-store-srm',
  source: 'icon-supplier',
  isMicro: true,
  microName: 'child-store-srm',
  available: false,
  menus: [
    page(
      'srm_supplier',
      ['供应商', '供應商', 'Suppliers'],
      '/child-store-srm/supplier',
      [...crud('srm_supplier'), ...crud('srm_qualification')],
      available,
    ),
    page(
      'srm_purchase',
      ['采购订单', '採購訂單', 'Purchase orders'],
      '/child-store-srm/purchase',
      [
        button(C.purchaseView, VIEW),
        button(C.purchaseAdd, ADD),
        button(C.purchaseHandle, ['确认与收货开票', '確認與收貨開票', 'Confirm, receive and invoice']),
        button(C.matchView, ['三单匹配与对账', '三單匹配與對賬', 'Match and statements']),
      ],
      available,
    ),
  ],
}
