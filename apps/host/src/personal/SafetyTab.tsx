import { Descriptions, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { selfEndpoints, type UserSafe } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { LoadState, useLoaded } from '@store/ui/loading'

type SignIn = UserSafe['recentSignIns'][number]
const STATE_COLOURS = ['success', 'error', 'warning', 'warning']

/** The security tab (user-safe): password age and expiry, the second factor, the last sign-ins. */
export function SafetyTab() {
  const { t } = useTranslation()
  const loaded = useLoaded(() => call(hostApi, selfEndpoints.userSafe), [])
  if (loaded.data === undefined) return <LoadState error={loaded.error} />
  const safe = loaded.data
  const { password } = safe
  return (
    <>
      <Descriptions column={1} bordered size="small" className="sd-narrow-form">
        <Descriptions.Item label={t('personal.passwordState')}>
          <Tag color={STATE_COLOURS[password.state]}>{t(`personal.passwordStates.${password.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.changedAt')}>{password.changedAt ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('personal.expiresAt')}>
          {password.expiresAt
            ? `${password.expiresAt} (${t('personal.daysLeft', { days: password.daysLeft })})`
            : t('personal.neverExpires')}
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.mfa')}>
          {safe.mfaEnabled ? t('personal.mfaOn') : t('personal.mfaOff')}
        </Descriptions.Item>
      </Descriptions>
      <h4 className="sd-section-title">{t('personal.recentSignIns')}</h4>
      <Table<SignIn>
        rowKey={(r) => `${r.time}-${r.grantType}-${r.ip}`}
        size="small"
        pagination={false}
        dataSource={safe.recentSignIns}
        locale={{ emptyText: t('common.noData') }}
        columns={[
          { title: t('personal.time'), dataIndex: 'time', width: 180 },
          { title: t('personal.grantType'), dataIndex: 'grantType', width: 120 },
          {
            title: t('personal.result'),
            dataIndex: 'success',
            width: 100,
            render: (ok: boolean, r) => (
              <Tag color={ok ? 'success' : 'error'} title={r.reason ?? undefined}>
                {ok ? t('personal.success') : t('personal.failure')}
              </Tag>
            ),
          },
          { title: t('personal.ip'), dataIndex: 'ip', width: 140 },
        ]}
      />
    </>
  )
}
