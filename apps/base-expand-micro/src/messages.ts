import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'base-expand-micro'

export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: {
      allClasses: '全部分类',
      classesOf: '{{name}} 的下级分类',
      topClasses: '顶级分类',
    },
    zh_HK: {
      allClasses: '全部分類',
      classesOf: '{{name}} 的下級分類',
      topClasses: '頂級分類',
    },
    en: {
      allClasses: 'All classes',
      classesOf: 'Classes under {{name}}',
      topClasses: 'Top-level classes',
    },
  },
}
