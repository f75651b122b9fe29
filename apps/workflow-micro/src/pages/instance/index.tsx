import { useState } from 'react'
import { Alert, Button, Card, Empty, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { INSTANCE_STATUS, WORKFLOW_CODES, workflowEndpoints, type InstanceRecord } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PermissionGate, useLoaded, usePaging, useSubmit } from '@store/ui'
import { formatTime, InstanceStatusTag, ROUTES, useOpen } from '../../components/common'
import { ProcessSelect } from '../../components/process-select'

/** Which instances a list shows: every instance (administration), the ones I started, the ones copied to me. */
export type InstanceListKind = 'all' | 'sent' | 'copied'

const LISTS = {
  all: { endpoint: workflowEndpoints.instanceList, title: 'instance_title', none: 'instance_none' },
  sent: { endpoint: workflowEndpoints.sendList, title: 'sent_title', none: 'sent_none' },
  copied: { endpoint: workflowEndpoints.copyList, title: 'copied_title', none: 'copied_none' },
} as const

/** A list of instances filtered by process and status, each opening its detail; the administration's cancels. */
export default function InstanceListPage({ kind }: { kind: InstanceListKind }) {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [processKey, setProcessKey] = useState<string>()
  const [status, setStatus] = useState<string>()
  const list = LISTS[kind]
  const { data, error, reload } = useLoaded(
    () =>
      call(api, list.endpoint, {
        query: { current, size, ...(processKey ? { processKey } : {}), ...(status ? { status } : {}) },
      }),
    [api, list, current, size, processKey, status],
  )
  const cancel = useSubmit(
    (instance: InstanceRecord) =>
      call(api, workflowEndpoints.cancel, { body: { processInstanceId: instance.id } }),
    { success: t('instance_cancelled_notice'), done: reload },
  )

  const columns: TableColumnsType<InstanceRecord> = [
    { title: t('processName'), dataIndex: 'processName' },
    { title: t('version'), dataIndex: 'version', render: (version: number) => t('versionN', { version }) },
    { title: t('starter'), dataIndex: 'starterName' },
    { title: t('status'), dataIndex: 'status', render: (s: string) => <InstanceStatusTag status={s} /> },
    { title: t('node'), dataIndex: 'currentNodes' },
    { title: t('createTime'), dataIndex: 'createTime', render: formatTime },
    { title: t('endTime'), dataIndex: 'endTime', render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, instance) => (
        <Space size={0}>
          <Button
            type="link"
            onClick={() => open(ROUTES.detail(instance.id), `${t('detail_title')} · ${instance.processName}`)}
          >
            {t('view')}
          </Button>
          {kind === 'all' && instance.status === INSTANCE_STATUS.running && (
            <PermissionGate code={WORKFLOW_CODES.manage}>
              <Popconfirm
                title={t('instance_cancelConfirm')}
                okText={t('ok')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => cancel.submit(instance)}
              >
                <Button type="link" danger>
                  {t('instance_cancel')}
                </Button>
              </Popconfirm>
            </PermissionGate>
          )}
        </Space>
      ),
    },
  ]

  return (
    <Card
      title={t(list.title)}
      extra={
        <Space wrap>
          <ProcessSelect
            value={processKey}
            onChange={(key) => {
              restart()
              setProcessKey(key)
            }}
          />
          <Select
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('instance_statusFilter')}
            aria-label={t('instance_statusFilter')}
            value={status}
            onChange={(v?: string) => {
              restart()
              setStatus(v)
            }}
            options={Object.values(INSTANCE_STATUS).map((s) => ({ value: s, label: t(`instance_${s}`) }))}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<InstanceRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t(list.none)} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
    </Card>
  )
}
