import type { Locale } from '@store/contract'

type PriceOrderEvent =
  | 'newPriceOrderMessage'
  | 'newPriceOrderCheckMessage'
  | 'newPriceOrderCheckSuccessMessage'
  | 'newPriceOrderCheckFailMessage'

/**
 * How the shell words the price-order events (the server sends the order's code, title and the
 * event's params, spec §7 newPriceOrder*), in the recipient's language.
 */
export const PRICE_ORDER_TEXTS: Record<Locale, Record<PriceOrderEvent, string>> = {
  zh_CN: {
    newPriceOrderCheckMessage: '调价单 {{code}}“{{title}}”待您审核',
    newPriceOrderCheckSuccessMessage: '调价单 {{code}}“{{title}}”已审核通过，将于 {{at}} 生效',
    newPriceOrderCheckFailMessage: '调价单 {{code}}“{{title}}”审核未通过',
    newPriceOrderMessage: '调价单 {{code}}“{{title}}”已生效，{{count}} 个商品调价',
  },
  zh_HK: {
    newPriceOrderCheckMessage: '調價單 {{code}}「{{title}}」待您審核',
    newPriceOrderCheckSuccessMessage: '調價單 {{code}}「{{title}}」已審核通過，將於 {{at}} 生效',
    newPriceOrderCheckFailMessage: '調價單 {{code}}「{{title}}」審核未通過',
    newPriceOrderMessage: '調價單 {{code}}「{{title}}」已生效，{{count}} 個商品調價',
  },
  en: {
    newPriceOrderCheckMessage: 'Change order {{code}} “{{title}}” awaits your approval',
    newPriceOrderCheckSuccessMessage:
      'Change order {{code}} “{{title}}” was approved and takes effect at {{at}}',
    newPriceOrderCheckFailMessage: 'Change order {{code}} “{{title}}” was rejected',
    newPriceOrderMessage: 'Change order {{code}} “{{title}}” took effect: {{count}} goods repriced',
  },
}
