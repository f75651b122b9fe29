import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Empty,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { WORKFLOW_CODES, workflowEndpoints, type ProcessDefinition } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { PermissionGate, useLoaded, useSubmit } from '@store/ui'
import { DefinitionStatusTag, formatTime, ROUTES, useOpen } from '../../components/common'

const PAGE_SIZE = 10

/** Every definition version of the tenant: deploy a new one, suspend or activate a version, see a key's versions. */
export default function DesignPage() {
  const { t } = useTranslation()
  const api = useApi()
  const open = useOpen()
  const [current, setCurrent] = useState(1)
  const [name, setName] = useState('')
  const [versionsOf, setVersionsOf] = useState<string | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, workflowEndpoints.definitionList, {
        query: { current, size: PAGE_SIZE, ...(name ? { name } : {}) },
      }),
    [api, current, name],
  )
  const versions = useLoaded(
    () =>
      versionsOf
        ? call(api, workflowEndpoints.definitionList, {
            query: { current: 1, size: 100, processKey: versionsOf },
          })
        : Promise.resolve(null),
    [api, versionsOf],
  )
  const changeState = useSubmit(
    (d: ProcessDefinition) =>
      call(api, workflowEndpoints.changeState, {
        body: { id: d.id, status: d.status === 'active' ? 'suspended' : 'active' },
      }),
    {
      success: (_, d) => (d.status === 'active' ? t('design_suspended') : t('design_activated')),
      done: async () => {
        await reload()
        if (versionsOf) await versions.reload()
      },
    },
  )

  const columns = (withVersions: boolean): TableColumnsType<ProcessDefinition> => [
    { title: t('processKey'), dataIndex: 'processKey' },
    { title: t('processName'), dataIndex: 'name' },
    { title: t('version'), dataIndex: 'version', render: (version: number) => t('versionN', { version }) },
    { title: t('status'), dataIndex: 'status', render: (s: string) => <DefinitionStatusTag status={s} /> },
    { title: t('category'), dataIndex: 'category' },
    { title: t('createTime'), dataIndex: 'createTime', render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, d) => (
        <Space size={0} wrap>
          <PermissionGate code={WORKFLOW_CODES.deploy}>
            <Popconfirm
              title={d.status === 'active' ? t('design_suspendConfirm') : t('design_activateConfirm')}
              okText={t('ok')}
              cancelText={t('cancel')}
              okButtonProps={{ danger: d.status === 'active' }}
              onConfirm={() => changeState.submit(d)}
            >
              <Button type="link" danger={d.status === 'active'}>
                {d.status === 'active' ? t('design_suspend') : t('design_activate')}
              </Button>
            </Popconfirm>
            <Button type="link" onClick={() => open(`${ROUTES.designProcess}?from=${d.id}`)}>
              {t('design_newVersion')}
            </Button>
            <Button type="link" onClick={() => open(`${ROUTES.designBpmn}?from=${d.id}`)}>
              {t('bpmn_edit')}
            </Button>
          </PermissionGate>
          {withVersions && (
            <Button type="link" onClick={() => setVersionsOf(d.processKey)}>
              {t('design_versions')}
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <Card
      title={t('design_title')}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder={t('nameFilter')}
            aria-label={t('nameFilter')}
            enterButton={t('search')}
            onSearch={(v) => {
              setCurrent(1)
              setName(v.trim())
            }}
          />
          <PermissionGate code={WORKFLOW_CODES.deploy}>
            <Button onClick={() => open(ROUTES.designBpmn)}>{t('bpmn_new')}</Button>
            <Button type="primary" onClick={() => open(ROUTES.designProcess)}>
              {t('design_deploy')}
            </Button>
          </PermissionGate>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<ProcessDefinition>
        rowKey="id"
        columns={columns(true)}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: setCurrent,
        }}
      />
      <Modal
        open={!!versionsOf}
        width={960}
        title={t('design_versionsOf', { key: versionsOf })}
        footer={null}
        onCancel={() => setVersionsOf(null)}
        destroyOnHidden
      >
        {versions.error && <Alert type="error" showIcon message={versions.error} />}
        <Table<ProcessDefinition>
          rowKey="id"
          size="small"
          columns={columns(false)}
          dataSource={versions.data?.records ?? []}
          loading={!versions.data && !versions.error}
          pagination={false}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
        />
      </Modal>
    </Card>
  )
}
