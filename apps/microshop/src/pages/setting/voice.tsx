import { Card, Form, Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHOP_CODES as C, shopSettingEndpoints as ep, type VoiceSetting } from '@store/contract'
import { useApi } from '@store/micro'
import { FlagItem, SettingForm } from '@store/ui'

/** The order voice alerts (spec §8): which events sound, once or three times 5 s apart. */
export default function VoiceSettingPage() {
  const { t } = useTranslation()
  const api = useApi()
  return (
    <Card title={t('voiceSetting')}>
      <SettingForm<VoiceSetting>
        name="voice"
        api={api}
        load={ep.voice.path}
        save={{ method: 'post', path: ep.voiceSave.path }}
        viewCode={C.voiceView}
        editCode={C.voiceEdit}
        toBody={({ newOrderVoice, refundOrderVoice, voiceTime }) => ({
          newOrderVoice,
          refundOrderVoice,
          voiceTime,
        })}
      >
        <FlagItem name="newOrderVoice" label={t('newOrderVoice')} />
        <FlagItem name="refundOrderVoice" label={t('refundOrderVoice')} />
        <Form.Item name="voiceTime" label={t('voiceTime')}>
          <Radio.Group
            options={[
              { value: 1, label: t('voiceOnce') },
              { value: 3, label: t('voiceThrice') },
            ]}
          />
        </Form.Item>
      </SettingForm>
    </Card>
  )
}
