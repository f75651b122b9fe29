import { TMS_CODES as C } from '@store/contract'
import { type AppSeed, page, button, crud, VIEW, ADD } from '../../core/menus'

const available = { available: true }

/** The transport (TMS) area as the shell lists it: its application and menu tree (spec §3). */
export const tmsApplication: AppSeed = {
  code: 'tms-micro',
  names: ['运输管理', '運輸管理', 'Transport (TMS)'],
  path: '/tms-micro',
  source: 'icon-truck',
  isMicro: true,
  microName: 'tms-micro',
  available: false,
  menus: [
    page(
      'tms_waybill',
      ['运单管理', '運單管理', 'Waybills'],
      '/tms-micro/waybill',
      [
        button(C.shipmentView, VIEW),
        button(C.shipmentAdd, ADD),
        button(C.shipmentEdit, ['处理运单', '處理運單', 'Handle shipments']),
      ],
      available,
    ),
    page(
      'tms_carrier',
      ['承运商', '承運商', 'Carriers'],
      '/tms-micro/carrier',
      [...crud('tms_carrier'), ...crud('tms_service'), ...crud('tms_tariff')],
      available,
    ),
    page(
      'tms_freight',
      ['运费试算', '運費試算', 'Freight calculator'],
      '/tms-micro/freight',
      [button(C.freightQuote, VIEW)],
      available,
    ),
  ],
}
