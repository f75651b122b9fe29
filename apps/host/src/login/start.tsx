import '@ant-design/v5-patch-for-react-19'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { LoginApp } from './LoginApp'
import { LANGUAGE_KEY, pageLocale, saveLocale } from '../i18n/locale'
import { canHydrate } from './prerendered'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from the page')

const locale = pageLocale(window.location.search, localStorage.getItem(LANGUAGE_KEY))
saveLocale(locale)
const app = (
  <StrictMode>
    <LoginApp initialLocale={locale} />
  </StrictMode>
)
if (canHydrate(container, locale, window.location)) hydrateRoot(container, app)
else createRoot(container).render(app)
