import { LOCALES, type Locale } from '@store/bridge'
import { STORAGE_PREFIX } from '../session'

/** The saved language: the login page and the shell share it, so a choice made on one carries over. */
export const LANGUAGE_KEY = `${STORAGE_PREFIX}language`
export const DEFAULT_LOCALE: Locale = 'zh_CN'
/** BCP 47 tag for `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', zh_HK: 'zh-HK', en: 'en' }
export const LOCALE_NAMES: Record<Locale, string> = { zh_CN: '简体中文', zh_HK: '繁體中文', en: 'English' }

export const isLocale = (value: string | null): value is Locale =>
  value !== null && (LOCALES as readonly string[]).includes(value)

/** spec §1: `?lang=` sets the language, else the saved choice, else zh_CN. */
export function pageLocale(search: string, saved: string | null): Locale {
  const lang = new URLSearchParams(search).get('lang')
  if (isLocale(lang)) return lang
  return isLocale(saved) ? saved : DEFAULT_LOCALE
}

/**
 * Saves the choice here and in a cookie of the same name, which tells the server which language's
 * prerendered sign-in page to send next time (apps/server/src/core/web.ts).
 */
export function saveLocale(locale: Locale): void {
  localStorage.setItem(LANGUAGE_KEY, locale)
  document.cookie = `${LANGUAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`
  document.documentElement.lang = HTML_LANG[locale]
}
