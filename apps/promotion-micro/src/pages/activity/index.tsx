import { useState } from 'react'
import { Alert, Button, Card, Input, Popconfirm, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  ACTIVITY_STATUS,
  ACTIVITY_STATUS_NAMES,
  activityEndpoints,
  permissionCodes,
  PROMOTION_CODES,
  type Activity,
  type ActivityStatus,
} from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PermissionGate, useLoaded, useSubmit } from '@store/ui'
import { ActivityTable } from '../../components/activity-table'
import { useOpen } from '../../components/open'

const selectLocale = (s: BridgeState) => s.locale
const codes = permissionCodes({ permission: PROMOTION_CODES.activity })
type Action = 'submitReview' | 'pause' | 'resume' | 'end'
/** What may be done from each status as of now (the server refuses anything else). */
const ACTIONS: Partial<Record<ActivityStatus, Action[]>> = {
  draft: ['submitReview'],
  active: ['pause', 'end'],
  scheduled: [],
  paused: ['resume', 'end'],
}

/** Activities: search by code or name, filter by status, page; add, edit and remove drafts; submit, pause, resume, end. */
export default function ActivityPage() {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const locale = useBridgeState(selectLocale)
  const canState = useButton(PROMOTION_CODES.activityState)
  const [current, setCurrent] = useState(1)
  const [name, setName] = useState('')
  const [status, setStatus] = useState<ActivityStatus>()
  const { data, error, reload } = useLoaded(
    () =>
      call(api, activityEndpoints.page, {
        query: { current, size: 10, ...(name ? { name } : {}), ...(status ? { status } : {}) },
      }),
    [api, current, name, status],
  )
  const act = useSubmit(
    ({ activity, action }: { activity: Activity; action: Action }) =>
      action === 'submitReview'
        ? call(api, activityEndpoints.submitReview, { body: { id: activity.id } })
        : call(api, activityEndpoints.changeState, { body: { id: activity.id, action } }),
    { success: t('done'), done: reload },
  )
  const remove = useSubmit(
    (activity: Activity) => call(api, activityEndpoints.remove, { query: { ids: activity.id } }),
    { success: t('done'), done: reload },
  )
  const edit = (a?: Activity) =>
    open(a ? `activity/edit?id=${a.id}` : 'activity/edit', a?.name ?? t('editor_new'))

  const actions = (a: Activity) => (
    <Space size={0} wrap>
      {a.status === 'draft' && (
        <PermissionGate code={codes.edit}>
          <Button type="link" onClick={() => edit(a)}>
            {t('edit')}
          </Button>
        </PermissionGate>
      )}
      {canState &&
        (ACTIONS[a.status] ?? []).map((action) =>
          action === 'end' ? (
            <Popconfirm
              key={action}
              title={t('end_confirm')}
              onConfirm={() => act.submit({ activity: a, action })}
            >
              <Button type="link" danger>
                {t(action)}
              </Button>
            </Popconfirm>
          ) : (
            <Button key={action} type="link" onClick={() => void act.submit({ activity: a, action })}>
              {t(action)}
            </Button>
          ),
        )}
      {a.status === 'draft' && (
        <PermissionGate code={codes.remove}>
          <Popconfirm title={t('remove_confirm')} onConfirm={() => remove.submit(a)}>
            <Button type="link" danger>
              {t('remove')}
            </Button>
          </Popconfirm>
        </PermissionGate>
      )}
    </Space>
  )

  return (
    <Card
      title={t('activities')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('search')}
            placeholder={t('search')}
            onSearch={(v) => {
              setCurrent(1)
              setName(v.trim())
            }}
          />
          <Select
            allowClear
            style={{ minWidth: 120 }}
            aria-label={t('status')}
            placeholder={t('status')}
            value={status}
            onChange={(v?: ActivityStatus) => {
              setCurrent(1)
              setStatus(v)
            }}
            options={ACTIVITY_STATUS.map((s) => ({ value: s, label: ACTIVITY_STATUS_NAMES[s][locale] }))}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          <PermissionGate code={codes.add}>
            <Button type="primary" onClick={() => edit()}>
              {t('add')}
            </Button>
          </PermissionGate>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <ActivityTable
        page={data}
        loading={!data && !error}
        empty={t('none')}
        pagination={{ current, onChange: setCurrent }}
        actions={actions}
      />
    </Card>
  )
}
