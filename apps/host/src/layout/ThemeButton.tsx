import { useState } from 'react'
import { Button, Modal, Tooltip } from 'antd'
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { layoutActions } from '../store/layout-slice'
import { useShellDispatch, useShellSelector } from '../store'
import { THEMES } from '../theme/themes'

/** The theme colour picker (spec §3: seven themes, persisted). */
export function ThemeButton() {
  const { t } = useTranslation()
  const dispatch = useShellDispatch()
  const current = useShellSelector((s) => s.layout.prefs.themeName)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Tooltip title={t('top.theme')}>
        <Button
          type="text"
          icon={<BgColorsOutlined />}
          aria-label={t('top.theme')}
          data-testid="theme-button"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal title={t('theme.choose')} open={open} footer={null} onCancel={() => setOpen(false)}>
        <div className="sd-themes" role="radiogroup" aria-label={t('theme.choose')}>
          {THEMES.map((theme) => (
            <button
              key={theme.name}
              type="button"
              role="radio"
              aria-checked={theme.name === current}
              className="sd-theme"
              onClick={() => dispatch(layoutActions.themeChosen(theme.name))}
            >
              <span className="sd-theme-swatch" style={{ background: theme.value }}>
                {theme.name === current && <CheckOutlined />}
              </span>
              {t(`theme.${theme.name}`)}
            </button>
          ))}
        </div>
      </Modal>
    </>
  )
}
