import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Alert, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  APPROVE_METHODS,
  ASSIGN_TYPES,
  NOBODY_POLICIES,
  workflowEndpoints,
  type DesignerModel,
} from '@store/contract'
import { useBridge, useUnsavedEdits } from '@store/bridge/react'
import { useApi, useSubApp } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useSubmit } from '@store/ui'
import { UserSelect } from '../../components/user-select'
import { ROUTES, messageOf } from '../../components/common'
import { fromDesigner, HAS_LEVEL, NEEDS_NO_VALUES, newRow, toDesigner, type NodeRow } from './designer'
import { BasicFields, basicBody, type BasicValues } from './basic-fields'
import { FormFieldsCard } from './form-fields-card'
import { fromFormSchema, toFormSchema, type FieldRow } from './form-fields'
import { ListItemActions, type ListItemPlace } from '../../components/list-item-actions'

interface Values extends BasicValues {
  nodes: NodeRow[]
  fields?: FieldRow[]
}

/**
 * Deploys a process from the simple designer: its key, name and category, and a chain of approver
 * steps (who, how they approve, what happens when nobody is found) and copy steps. `?from=<id>` starts
 * from a deployed version (a new version of its key, with its form's fields to edit).
 */
export default function DesignProcessPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { basename } = useSubApp()
  const { services } = useBridge()
  const [params] = useSearchParams()
  const from = params.get('from')
  const [form] = Form.useForm<Values>()
  const [dirty, setDirty] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [ready, setReady] = useState(!from)
  const [branched, setBranched] = useState(false)
  useUnsavedEdits(dirty)

  useEffect(() => {
    if (!from) return
    call(api, workflowEndpoints.definitionDetail, { query: { id: from } }).then(
      (d) => {
        const rows = fromDesigner(d.designer as DesignerModel | null)
        setBranched(!rows)
        form.setFieldsValue({
          processKey: d.processKey,
          name: d.name,
          category: d.category ?? undefined,
          nodes: rows ?? [newRow('approver')],
          fields: fromFormSchema(d.formSchema),
        })
        setReady(true)
      },
      (e: unknown) => setLoadError(messageOf(e)),
    )
  }, [api, from, form])

  const deploy = useSubmit(
    (v: Values) => {
      const formSchema = toFormSchema(v.fields)
      return call(api, workflowEndpoints.deploy, {
        body: {
          ...basicBody(v),
          designer: toDesigner(v.nodes),
          ...(formSchema ? { formSchema } : {}),
        },
      })
    },
    {
      success: (d) => t('design_deployed', { key: d.processKey, version: d.version }),
      done: () => {
        setDirty(false)
        services.navigate(`${basename}/${ROUTES.design}`)
      },
    },
  )

  if (!ready) return <LoadState error={loadError} />

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ nodes: [newRow('approver')] }}
      onValuesChange={() => setDirty(true)}
      onFinish={(v) => deploy.submit(v)}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <BasicFields keyLocked={!!from} />
        {branched && <Alert type="warning" showIcon message={t('design_branched')} />}
        <Form.List
          name="nodes"
          rules={[
            {
              validator: (_, rows: NodeRow[] | undefined) =>
                rows?.some((r) => r.type === 'approver')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('design_nodesRequired'))),
            },
          ]}
        >
          {(items, { add, remove, move }, { errors }) => (
            <Card
              title={t('design_nodes')}
              extra={
                <Space>
                  <Button onClick={() => add(newRow('approver'))}>{t('design_addApprover')}</Button>
                  <Button onClick={() => add(newRow('copy'))}>{t('design_addCopy')}</Button>
                </Space>
              }
            >
              {items.length === 0 && <Empty description={t('design_nodesRequired')} />}
              {items.map((item, index) => (
                <NodeCard
                  key={item.key}
                  index={index}
                  count={items.length}
                  onRemove={() => remove(index)}
                  onMove={(to) => move(index, to)}
                />
              ))}
              <Form.ErrorList errors={errors} />
            </Card>
          )}
        </Form.List>
        <FormFieldsCard />
        <Space>
          <Button type="primary" htmlType="submit" loading={deploy.saving}>
            {t('design_submit')}
          </Button>
          <Button onClick={() => services.navigate(`${basename}/${ROUTES.design}`)}>{t('back')}</Button>
        </Space>
      </Space>
    </Form>
  )
}

function NodeCard(place: ListItemPlace) {
  const { index } = place
  const { t } = useTranslation()
  const form = Form.useFormInstance<Values>()
  const type = Form.useWatch(['nodes', index, 'type'], form) as NodeRow['type'] | undefined
  const assignType = Form.useWatch(['nodes', index, 'assignType'], form) as NodeRow['assignType'] | undefined
  const method = Form.useWatch(['nodes', index, 'method'], form) as NodeRow['method'] | undefined
  const approver = type !== 'copy'
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={
        <Space>
          <Tag color={approver ? 'blue' : 'default'}>{index + 1}</Tag>
          {approver ? t('design_approver') : t('design_copy')}
        </Space>
      }
      extra={
        <ListItemActions
          {...place}
          removeLabel={t('design_remove')}
          removeConfirm={t('design_removeConfirm')}
        />
      }
    >
      <Form.Item name={[index, 'type']} hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[index, 'name']}
            label={t('design_nodeName')}
            rules={[{ required: true, whitespace: true, message: t('design_nodeNameRequired') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[index, 'assignType']}
            label={approver ? t('design_assignType') : t('design_copyTo')}
          >
            <Select options={ASSIGN_TYPES.map((a) => ({ value: a, label: t(`assign_${a}`) }))} />
          </Form.Item>
        </Col>
        {assignType && HAS_LEVEL.includes(assignType) && (
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'level']} label={t('design_level')} initialValue={1}>
              <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {assignType && !NEEDS_NO_VALUES.includes(assignType) && (
          <Col xs={24} md={assignType === 'deptLeader' ? 24 : 16}>
            <Form.Item
              name={[index, 'values']}
              label={t('design_assignValues')}
              rules={[{ required: true, type: 'array', min: 1, message: t('design_valuesRequired') }]}
            >
              {assignType === 'user' ? <UserSelect multiple /> : <Select mode="tags" open={false} />}
            </Form.Item>
          </Col>
        )}
      </Row>
      {approver && (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name={[index, 'method']} label={t('design_method')}>
              <Select options={APPROVE_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))} />
            </Form.Item>
          </Col>
          {method === 'ratio' && (
            <Col xs={24} md={4}>
              <Form.Item name={[index, 'ratio']} label={t('design_ratio')} initialValue={0.5}>
                <InputNumber min={0.01} max={1} step={0.1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={method === 'ratio' ? 6 : 8}>
            <Form.Item name={[index, 'nobody']} label={t('design_nobody')}>
              <Select options={NOBODY_POLICIES.map((p) => ({ value: p, label: t(`nobody_${p}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={method === 'ratio' ? 6 : 8}>
            <Form.Item name={[index, 'dueHours']} label={t('design_dueHours')}>
              <InputNumber min={0} max={24 * 365} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </Card>
  )
}
