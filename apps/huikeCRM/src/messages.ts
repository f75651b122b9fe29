import type { SubAppMessages } from '@store/micro'

export const NAMESPACE = 'huikeCRM'

export const messages: SubAppMessages = {
  namespace: NAMESPACE,
  resources: {
    zh_CN: { brandNowCurrent: '已将“{{name}}”设为当前会员品牌' },
    zh_HK: { brandNowCurrent: '已將「{{name}}」設為當前會員品牌' },
    en: { brandNowCurrent: '“{{name}}” is now the current member brand' },
  },
}
