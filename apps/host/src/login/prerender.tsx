import { renderToString } from 'react-dom/server'
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs'
import type { Locale } from '@store/bridge'
import { LoginApp } from './LoginApp'
import { HTML_LANG } from '../i18n/locale'
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH } from './prerendered'

/**
 * Build-time entry (run in Node by the host's webpack config): the sign-in page as HTML with the antd
 * styles it uses, so that the form shows as soon as the HTML arrives, before any script has run. The
 * page's script then hydrates it; the tenant look-up and the sign-in modes fill in afterwards.
 */
export function prerender(locale: Locale): { htmlLang: string; head: string; root: string } {
  const cache = createCache()
  const html = renderToString(
    <StyleProvider cache={cache}>
      <LoginApp
        initialLocale={locale}
        location={{ pathname: PRERENDERED_PATH, search: '', origin: 'http://localhost' }}
      />
    </StyleProvider>,
  )
  return {
    htmlLang: HTML_LANG[locale],
    head: extractStyle(cache),
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${locale}">${html}</div>`,
  }
}
