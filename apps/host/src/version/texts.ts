import i18next from 'i18next'
import { LOCALES } from '@store/bridge'
import { SHELL_NAMESPACE } from '../i18n'

const TEXTS = {
  zh_CN: { released: '程序已发布新版本，请刷新进行更新。' },
  zh_HK: { released: '程式已發佈新版本，請重新整理進行更新。' },
  en: { released: 'A new version has been released; refresh the page to update.' },
}

for (const locale of LOCALES)
  i18next.addResourceBundle(locale, SHELL_NAMESPACE, { version: TEXTS[locale] }, true)
