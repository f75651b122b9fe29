import '@ant-design/v5-patch-for-react-19'
import './i18n'
import './realtime'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { captureErrors } from './errors/error-log'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

captureErrors()
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
