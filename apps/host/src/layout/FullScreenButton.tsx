import { useEffect, useState } from 'react'
import { Button, Tooltip } from 'antd'
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

export function FullScreenButton() {
  const { t } = useTranslation()
  const [full, setFull] = useState(Boolean(document.fullscreenElement))
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement))
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  const toggle = () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen())
  const label = full ? t('top.exitFullscreen') : t('top.fullscreen')
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        onClick={toggle}
      />
    </Tooltip>
  )
}
