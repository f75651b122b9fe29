import '@ant-design/v5-patch-for-react-19'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LoginApp } from './LoginApp'
import { LANGUAGE_KEY, pageLocale, saveLocale } from '../i18n/locale'
import './login.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from the page')

const locale = pageLocale(window.location.search, localStorage.getItem(LANGUAGE_KEY))
saveLocale(locale)
createRoot(container).render(
  <StrictMode>
    <LoginApp initialLocale={locale} />
  </StrictMode>,
)
