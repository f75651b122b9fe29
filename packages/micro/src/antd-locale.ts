import type { Locale as AntdLocale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import zhHK from 'antd/es/locale/zh_HK'
import type { Locale } from '@store/bridge'

/** antd's own texts (pagers, pickers, empty states) in the shell's language. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { zh_CN: zhCN, zh_HK: zhHK, en: enUS }
