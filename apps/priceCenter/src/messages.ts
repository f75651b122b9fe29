import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'priceCenter'

/** The area's screen texts in the three languages (spec §1); a page reads them with useTranslation(NAMESPACE). */
export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: { title: '价格中心', priceLists: '价目表' },
    zh_HK: { title: '價格中心', priceLists: '價目表' },
    en: { title: 'Price centre', priceLists: 'Price lists' },
  },
}
