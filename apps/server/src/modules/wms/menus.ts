import { WMS_CODES as C } from '@store/contract'
import { type AppSeed, page, button, crud, viewOnly, VIEW, ADD } from '../../core/menus'

const available = { available: true }

/** The warehouse (WMS) area as the shell lists it: its application and menu tree (spec §3). */
export const wmsApplication: AppSeed = {
  code: 'wms-micro',
  names: ['仓储管理', '倉儲管理', 'Warehouse (WMS)'],
  path: '/wms-micro',
  source: 'icon-warehouse',
  isMicro: true,
  microName: 'wms-micro',
  available: false,
  menus: [
    page(
      'wms_warehouse',
      ['仓库与货位', '倉庫與貨位', 'Warehouses and bins'],
      '/wms-micro/warehouse',
      [...crud('wms_warehouse'), ...crud('wms_zone'), ...crud('wms_bin')],
      available,
    ),
    page(
      'wms_stock',
      ['库存查询', '庫存查詢', 'Stock'],
      '/wms-micro/stock',
      [...viewOnly('wms_stock'), button(C.transfer, ['移库', '移庫', 'Transfer'])],
      available,
    ),
    page(
      'wms_inbound',
      ['入库管理', '入庫管理', 'Inbound'],
      '/wms-micro/inbound',
      [
        button(C.receiptView, VIEW),
        button(C.receiptEdit, ADD),
        button(C.receiptConfirm, ['确认上架', '確認上架', 'Put away']),
      ],
      available,
    ),
    page(
      'wms_outbound',
      ['出库管理', '出庫管理', 'Outbound'],
      '/wms-micro/outbound',
      [button(C.pickView, VIEW), button(C.pickEdit, ['拣货发货', '揀貨發貨', 'Pick and ship'])],
      available,
    ),
    page(
      'wms_stocktake',
      ['库存盘点', '庫存盤點', 'Stocktake'],
      '/wms-micro/stocktake',
      [
        button(C.stocktakeView, VIEW),
        button(C.stocktakeEdit, ['盘点', '盤點', 'Count']),
        button(C.stocktakeApprove, ['审核调整', '審核調整', 'Approve adjustment']),
      ],
      available,
    ),
    page(
      'wms_alert',
      ['库存预警', '庫存預警', 'Stock alerts'],
      '/wms-micro/alert',
      viewOnly('wms_alert'),
      available,
    ),
  ],
}
