import i18next from 'i18next'
import type { Locale, RealtimeEvent } from '@store/contract'
import { PRICE_ORDER_TEXTS } from './price-texts'
import { WORKFLOW_TEXTS } from './workflow-texts'

export const REALTIME_NAMESPACE = 'realtime'

type Titled = Exclude<RealtimeEvent, 'downline' | 'callClientFunction'>

interface RealtimeTexts {
  title: Record<Titled, string>
  download: string
  open: string
}

/** The titles of realtime notices when an event brings none, and their buttons. */
const TEXTS: Record<Locale, RealtimeTexts> = {
  zh_CN: {
    title: {
      newOrder: '新订单',
      refundOrder: '退款订单',
      down: '下载通知',
      exportNotify: '导出通知',
      uploadNotify: '导入通知',
      newGoodsSyncFail: '商品同步失败',
      wxNeardown: '微信服务提醒',
      newPriceOrderMessage: '新调价单',
      newPriceOrderCheckMessage: '调价单待审核',
      newPriceOrderCheckSuccessMessage: '调价单审核通过',
      newPriceOrderCheckFailMessage: '调价单审核未通过',
      haveNewNotice: '您有新的通知',
      workflowNotify: '流程通知',
    },
    download: '下载',
    open: '查看',
  },
  zh_HK: {
    title: {
      newOrder: '新訂單',
      refundOrder: '退款訂單',
      down: '下載通知',
      exportNotify: '匯出通知',
      uploadNotify: '匯入通知',
      newGoodsSyncFail: '商品同步失敗',
      wxNeardown: '微信服務提醒',
      newPriceOrderMessage: '新調價單',
      newPriceOrderCheckMessage: '調價單待審核',
      newPriceOrderCheckSuccessMessage: '調價單審核通過',
      newPriceOrderCheckFailMessage: '調價單審核未通過',
      haveNewNotice: '您有新的通知',
      workflowNotify: '流程通知',
    },
    download: '下載',
    open: '查看',
  },
  en: {
    title: {
      newOrder: 'New order',
      refundOrder: 'Refund order',
      down: 'Download',
      exportNotify: 'Export',
      uploadNotify: 'Import',
      newGoodsSyncFail: 'Goods sync failed',
      wxNeardown: 'WeChat service reminder',
      newPriceOrderMessage: 'New price-change order',
      newPriceOrderCheckMessage: 'Price-change order to review',
      newPriceOrderCheckSuccessMessage: 'Price-change order approved',
      newPriceOrderCheckFailMessage: 'Price-change order rejected',
      haveNewNotice: 'You have a new notice',
      workflowNotify: 'Workflow notice',
    },
    download: 'Download',
    open: 'Open',
  },
}

/** Adds the realtime texts to the host's i18next instance (once, when the hub first loads). */
export function addRealtimeTexts(): void {
  for (const [locale, texts] of Object.entries(TEXTS))
    i18next.addResourceBundle(
      locale,
      REALTIME_NAMESPACE,
      { ...texts, workflow: WORKFLOW_TEXTS[locale as Locale], price: PRICE_ORDER_TEXTS[locale as Locale] },
      true,
      false,
    )
}
