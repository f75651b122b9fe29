import { useState } from 'react'
import { Alert, Button, Card, Empty, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { INSTANCE_STATUS, WORKFLOW_CODES, workflowEndpoints, type InstanceRecord } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PermissionGate, useLoaded, useSubmit } from '@store/ui'
import { formatTime, InstanceStatusTag, ROUTES, useOpen } from '../../components/common'
import { ProcessSelect } from '../../components/process-select'

const PAGE_SIZE = 10

/** Every instance of the tenant (workflow administration): filter by process and status, view, cancel. */
export default function InstancePage() {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const [current, setCurrent] = useState(1)
  const [size, setSize] = useState(PAGE_SIZE)
  const [processKey, setProcessKey] = useState<string>()
  const [status, setStatus] = useState<string>()
  const { data, error, reload } = useLoaded(
    () =>
      call(api, workflowEndpoints.instanceList, {
        query: { current, size, ...(processKey ? { processKey } : {}), ...(status ? { status } : {}) },
      }),
    [api, current, size, processKey, status],
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
          {instance.status === INSTANCE_STATUS.running && (
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
      title={t('instance_title')}
      extra={
        <Space wrap>
          <ProcessSelect
            value={processKey}
            onChange={(key) => {
              setCurrent(1)
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
              setCurrent(1)
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
        locale={{ emptyText: <Empty description={t('instance_none')} /> }}
        pagination={{
          current,
          pageSize: size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (page, pageSize) => {
            setCurrent(pageSize === size ? page : 1)
            setSize(pageSize)
          },
        }}
      />
    </Card>
  )
}
