import type { BridgeTheme } from '@store/bridge'

/** spec §3 Theme: name, value, saturation, lightness, isDefault; the seven of the picker. */
export interface ThemeOption {
  /** also the i18n key under `theme.` */
  name: 'default' | 'classicBlue' | 'red' | 'orange' | 'purple' | 'pink' | 'green'
  value: string
  saturation: number
  lightness: number
  isDefault?: boolean
}

export const THEMES: readonly ThemeOption[] = [
  { name: 'default', value: '#409EFF', saturation: 100, lightness: 63, isDefault: true },
  { name: 'classicBlue', value: '#1677FF', saturation: 100, lightness: 54 },
  { name: 'red', value: '#F5222D', saturation: 91, lightness: 55 },
  { name: 'orange', value: '#FA8C16', saturation: 96, lightness: 53 },
  { name: 'purple', value: '#722ED1', saturation: 64, lightness: 50 },
  { name: 'pink', value: '#EB2F96', saturation: 82, lightness: 55 },
  { name: 'green', value: '#52C41A', saturation: 77, lightness: 44 },
]

/** spec §4: a theme change recolours the shell after 300 ms, so dragging through colours stays smooth. */
export const THEME_DEBOUNCE_MS = 300

const DEFAULT_THEME = THEMES[0]!

export const themeNamed = (name: string): ThemeOption => THEMES.find((t) => t.name === name) ?? DEFAULT_THEME

export const bridgeTheme = (theme: ThemeOption): BridgeTheme => ({
  name: theme.name,
  colorPrimary: theme.value,
})
