import { Card, Descriptions, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { selfEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { LoadState, useLoaded } from '@store/ui/loading'
import './texts'

/** /info/index: who I am as the server sees this session (spec §3 User info). */
export default function MyInfo() {
  const { t } = useTranslation()
  const loaded = useLoaded(() => call(hostApi, selfEndpoints.oauthUserInfo), [])
  if (loaded.data === undefined) return <LoadState error={loaded.error} />
  const info = loaded.data
  return (
    <Card title={t('personal.myInfo')}>
      <Descriptions column={1} bordered size="small" className="sd-narrow-form">
        <Descriptions.Item label={t('personal.account')}>{info.account}</Descriptions.Item>
        <Descriptions.Item label={t('personal.name')}>{info.user_name}</Descriptions.Item>
        <Descriptions.Item label={t('personal.realName')}>{info.real_name}</Descriptions.Item>
        <Descriptions.Item label={t('personal.tenant')}>{info.tenant_id}</Descriptions.Item>
        <Descriptions.Item label={t('personal.roles')}>
          {info.role_name
            .split(',')
            .filter(Boolean)
            .map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.permissions')}>
          {info.all_permissions
            ? t('personal.allPermissions')
            : t('personal.permissionCount', { count: info.permissions.length })}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  )
}
