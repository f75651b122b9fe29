import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALES, type Locale } from '@store/bridge'
import { en } from './en'
import { DEFAULT_LOCALE, LANGUAGE_KEY, isLocale, pageLocale, saveLocale } from './locale'
import { zh_CN } from './zh_CN'
import { zh_HK } from './zh_HK'

export const SHELL_NAMESPACE = 'shell'

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
  const locale = pageLocale(window.location.search, localStorage.getItem(LANGUAGE_KEY))
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
  i18next.on('languageChanged', (lng) => isLocale(lng) && saveLocale(lng))
  saveLocale(locale)
  return locale
}

/** Adds a lazily loaded part's texts to the shell's namespace under `key`, in every language. */
export function addShellTexts(key: string, texts: Record<Locale, object>): void {
  for (const locale of LOCALES)
    i18next.addResourceBundle(locale, SHELL_NAMESPACE, { [key]: texts[locale] }, true)
}

export const currentLocale = (): Locale => (isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE)

initI18n()
