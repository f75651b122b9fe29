import { useMemo } from 'react'
import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { formatDate } from '@store/ui/format'
import { settingEndpoints, type WatermarkSetting } from '@store/contract'
import { watermarkLines } from '../watermark/setting'
import { drawTile } from '../watermark/tile'
import { lookActions } from '../store/look-slice'
import { shellStore } from '../store/shell-store'
import { FlagItem, NumberItem, SettingForm } from '@store/ui'
import { hostApi } from '../bridge/api'

const ROUTES = {
  load: settingEndpoints.watermark.path,
  save: { method: 'post', path: settingEndpoints.saveWatermark.path },
  editCode: 'watermark_edit',
} as const
const WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900']
const NUMBERS = ['fontSize', 'downSize', 'rightSize', 'lineHeight', 'waterClarity', 'rotationAngle'] as const
const selectUser = (s: BridgeState) => s.user

/** The marks as the shell would draw them for the signed-in user, while the values being edited are whole. */
function Preview({ setting }: { setting: WatermarkSetting }) {
  const { t } = useTranslation()
  const user = useBridgeState(selectUser)
  const complete = NUMBERS.every((name) => Number.isInteger(setting[name]))
  const tile = useMemo(() => {
    if (!complete || !user) return null
    const lines = watermarkLines(setting.markTypeContent ?? '', user, formatDate(Date.now()))
    return lines.length > 0 ? drawTile(setting, lines) : null
  }, [complete, user, setting])
  if (!tile) return null
  return (
    <div
      role="img"
      aria-label={t('admin.watermark.preview')}
      className="sd-watermark-preview"
      style={{ backgroundImage: `url(${tile.url})`, backgroundSize: `${tile.width}px ${tile.height}px` }}
    />
  )
}

/** The tenant's watermark setting (spec §3 Watermark setting), with a preview of the marks. */
export default function WatermarkScreen() {
  const { t } = useTranslation()
  const label = (field: string) => t(`admin.watermark.${field}`)
  return (
    <SettingForm<WatermarkSetting>
      api={hostApi}
      name="watermark"
      {...ROUTES}
      onSaved={() => shellStore.dispatch(lookActions.watermarkSaved())}
      aside={(setting) => <Preview setting={setting} />}
    >
      <FlagItem name="enable" label={label('enable')} />
      <Form.Item
        name="markTypeContent"
        label={label('markTypeContent')}
        extra={label('contentHelp')}
        rules={[{ required: true, whitespace: true, message: label('contentRequired') }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <NumberItem name="fontSize" label={label('fontSize')} min={8} max={72} />
      <Form.Item name="fontWeight" label={label('fontWeight')}>
        <Select options={WEIGHTS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <NumberItem name="waterClarity" label={label('waterClarity')} min={0} max={100} />
      <NumberItem name="rotationAngle" label={label('rotationAngle')} min={-90} max={90} />
      <NumberItem name="lineHeight" label={label('lineHeight')} min={0} max={200} />
      <NumberItem name="rightSize" label={label('rightSize')} min={0} max={2000} />
      <NumberItem name="downSize" label={label('downSize')} min={0} max={2000} />
    </SettingForm>
  )
}
