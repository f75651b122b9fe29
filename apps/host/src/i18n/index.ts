import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALES, type Locale } from '@store/bridge'
import { STORAGE_PREFIX } from '../session'
import { en } from './en'
import { zh_CN } from './zh_CN'
import { zh_HK } from './zh_HK'

export const DEFAULT_LOCALE: Locale = 'zh_CN'
export const SHELL_NAMESPACE = 'shell'
const LANGUAGE_KEY = `${STORAGE_PREFIX}language`

/** BCP 47 tag for `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', zh_HK: 'zh-HK', en: 'en' }

const isLocale = (value: string | null): value is Locale =>
  value !== null && (LOCALES as string[]).includes(value)

/** spec §1: `?lang=` sets the language, else the saved choice, else zh_CN. */
export function initialLocale(search: string, saved: string | null): Locale {
  const lang = new URLSearchParams(search).get('lang')
  if (isLocale(lang)) return lang
  return isLocale(saved) ? saved : DEFAULT_LOCALE
}

/** `?lang=` has done its job once read: a reload afterwards keeps the language chosen since. */
function dropLangFromAddress(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('lang')) return
  url.searchParams.delete('lang')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * Initialises the default i18next instance, the one every federated sub-app adds its namespace to.
 * Only the host calls this, once, when this module loads (before anything reads a text or the router
 * reads the address).
 */
function initI18n(): Locale {
  const locale = initialLocale(window.location.search, localStorage.getItem(LANGUAGE_KEY))
  dropLangFromAddress()
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: { zh_CN: { shell: zh_CN }, zh_HK: { shell: zh_HK }, en: { shell: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  i18next.on('languageChanged', (lng) => {
    localStorage.setItem(LANGUAGE_KEY, lng)
    document.documentElement.lang = HTML_LANG[lng as Locale] ?? lng
  })
  localStorage.setItem(LANGUAGE_KEY, locale)
  document.documentElement.lang = HTML_LANG[locale]
  return locale
}

export const currentLocale = (): Locale => (isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE)

initI18n()
