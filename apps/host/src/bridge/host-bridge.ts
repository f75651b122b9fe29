import i18next from 'i18next'
import { createBridge } from '@store/bridge'
import { currentLocale } from '../i18n'
import { shellStore } from '../store/shell-store'
import { bridgeTheme, themeNamed, THEME_DEBOUNCE_MS } from '../theme/themes'
import { shellServices } from './services'

const themeOf = () => bridgeTheme(themeNamed(shellStore.getState().layout.prefs.themeName))

const created = createBridge(shellServices, { locale: currentLocale(), theme: themeOf() })

/** The page's one bridge: handed to every sub-app (src/micro) and read by the shell itself. */
export const hostBridge = created.bridge
/** Only the shell writes the shared state. */
export const hostControl = created.control

i18next.on('languageChanged', () => hostControl.setState({ locale: currentLocale() }))

/** spec §4: a theme change recolours after 300 ms of quiet. */
let themeTimer: ReturnType<typeof setTimeout> | undefined
let themeName = shellStore.getState().layout.prefs.themeName
shellStore.subscribe(() => {
  const next = shellStore.getState().layout.prefs.themeName
  if (next === themeName) return
  themeName = next
  clearTimeout(themeTimer)
  themeTimer = setTimeout(() => hostControl.setState({ theme: themeOf() }), THEME_DEBOUNCE_MS)
})
