import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'wlfw-micro'

/** The area's screen texts in the three languages (spec §1); a page reads them with useTranslation(NAMESPACE). */
export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: { title: '物流服务' },
    zh_HK: { title: '物流服務' },
    en: { title: 'Logistics service' },
  },
}
