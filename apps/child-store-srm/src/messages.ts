import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'child-store-srm'

/** The area's screen texts in the three languages (spec §1); a page reads them with useTranslation(NAMESPACE). */
export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: { title: '供应商协同' },
    zh_HK: { title: '供應商協同' },
    en: { title: 'Supplier collaboration' },
  },
}
