import { useState } from 'react'
import { Button, Modal, Space, Tooltip, Typography } from 'antd'
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import type { Locale } from '@store/contract'
import { uiTexts } from '../messages'
import { layerZIndex } from './layers'

/** spec §9: the print dialog is 600 px wide. */
export const PRINT_DIALOG_WIDTH = 600
/** Where the print plugin's installer is downloaded from (the spec does not give the address). */
export const PRINT_PLUGIN_URL = '/downloads/print-plugin.zip'

/**
 * The print-plugin dialog (spec §2 footer, §8): no print software was found, download and install the
 * plugin locally. 600 px wide, with a full-screen toggle. The shell's footer opens it, and so does a
 * screen that prints through the plugin when the plugin is not there.
 */
export function PrintPluginDialog({
  open,
  onClose,
  locale,
}: {
  open: boolean
  onClose(): void
  locale: Locale
}) {
  const t = uiTexts(locale)
  const [full, setFull] = useState(false)
  const label = full ? t('exitFullscreen') : t('fullscreen')
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => setFull(false)}
      zIndex={layerZIndex(0)}
      width={full ? '100vw' : PRINT_DIALOG_WIDTH}
      className="sd-print-dialog"
      style={full ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={full ? { content: { minHeight: '100vh', borderRadius: 0 } } : undefined}
      title={
        <Space>
          {t('printTitle')}
          <Tooltip title={label}>
            <Button
              type="text"
              size="small"
              aria-label={label}
              aria-pressed={full}
              icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={() => setFull((f) => !f)}
            />
          </Tooltip>
        </Space>
      }
      footer={[
        <Button key="later" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button key="download" type="primary" href={PRINT_PLUGIN_URL} target="_blank" onClick={onClose}>
          {t('printDownload')}
        </Button>,
      ]}
    >
      <Typography.Paragraph strong>{t('printNotDetected')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('printInstall')}</Typography.Paragraph>
    </Modal>
  )
}
