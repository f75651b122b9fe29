/**
 * Every string the host shows, per language. A stop-gap until the shared i18next set-up
 * (packages/i18n) arrives; keep keys few and flat so they move over unchanged.
 */
export const locales = ['zh_CN', 'zh_HK', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh_CN'

export interface Messages {
  title: string
  tagline: string
  statusHeading: string
  server: string
  database: string
  checking: string
  up: string
  down: string
  loadFailed: string
  timedOut: string
  retry: string
  apiDocs: string
}

export const messages: Record<Locale, Messages> = {
  zh_CN: {
    title: 'Storedesk',
    tagline: '门店后台管理系统',
    statusHeading: '系统状态',
    server: '服务器',
    database: '数据库',
    checking: '正在检查…',
    up: '正常',
    down: '不可用',
    loadFailed: '无法获取系统状态：',
    timedOut: '请求超时',
    retry: '重试',
    apiDocs: 'API 文档',
  },
  zh_HK: {
    title: 'Storedesk',
    tagline: '門店後台管理系統',
    statusHeading: '系統狀態',
    server: '伺服器',
    database: '資料庫',
    checking: '正在檢查…',
    up: '正常',
    down: '不可用',
    loadFailed: '無法取得系統狀態：',
    timedOut: '請求逾時',
    retry: '重試',
    apiDocs: 'API 文件',
  },
  en: {
    title: 'Storedesk',
    tagline: 'Store back office',
    statusHeading: 'System status',
    server: 'Server',
    database: 'Database',
    checking: 'Checking…',
    up: 'Up',
    down: 'Unavailable',
    loadFailed: 'Could not get the system status: ',
    timedOut: 'the request timed out',
    retry: 'Retry',
    apiDocs: 'API documentation',
  },
}

/** BCP 47 tag for `<html lang>`. */
export const htmlLang: Record<Locale, string> = { zh_CN: 'zh-CN', zh_HK: 'zh-HK', en: 'en' }

function isLocale(value: string | null): value is Locale {
  return value !== null && (locales as readonly string[]).includes(value)
}

/** The language named by `?lang=` (contract.md: zh_CN | zh_HK | en), else zh_CN. */
export function localeFromSearch(search: string): Locale {
  const lang = new URLSearchParams(search).get('lang')
  return isLocale(lang) ? lang : defaultLocale
}
