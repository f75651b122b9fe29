import { DEFAULT_THEME } from '@store/bridge'
import { THEMES, bridgeTheme, themeNamed } from './themes'

describe('§3 themes', () => {
  it('§3 themes: seven themes, the default one #409EFF', () => {
    expect(THEMES).toHaveLength(7)
    expect(new Set(THEMES.map((t) => t.value)).size).toBe(7)
    expect(THEMES.filter((t) => t.isDefault).map((t) => t.value)).toEqual(['#409EFF'])
    expect(DEFAULT_THEME.colorPrimary).toBe('#409EFF')
  })

  it('§3 themes: an unknown theme name falls back to the default #409EFF', () => {
    expect(bridgeTheme(themeNamed('no-such-theme'))).toEqual({ name: 'default', colorPrimary: '#409EFF' })
    expect(themeNamed('green').value).toBe('#52C41A')
  })
})
