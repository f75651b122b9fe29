import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'promotion-micro'

/** The area's screen texts in the three languages (spec §1); a page reads them with useTranslation(NAMESPACE). */
export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: { title: '营销活动' },
    zh_HK: { title: '營銷活動' },
    en: { title: 'Promotions' },
  },
}
