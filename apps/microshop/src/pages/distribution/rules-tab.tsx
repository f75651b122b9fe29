import { useEffect, useState } from 'react'
import {
  Alert,
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd'
import { useTranslation } from 'react-i18next'
import {
  BASIS_POINTS,
  DISTRIBUTOR_LEVELS,
  SHOP_ENGAGE_CODES as C,
  distributionEndpoints as ep,
  type CommissionRule,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'

interface Values {
  level: number
  goodsId?: string
  percent: number
}
const PER_PERCENT = BASIS_POINTS / 100

/** Commission rules by level and goods (a rate in percent, sent in basis points); edit and remove. */
export function RulesTab() {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canEdit = useButton(C.distributionEdit)
  const [form] = Form.useForm<Values>()
  const [dialog, setDialog] = useState<CommissionRule | 'new' | null>(null)
  const { data, error, reload } = useLoaded(() => call(api, ep.rules, {}), [api])
  const editing = dialog !== null && dialog !== 'new' ? dialog : null
  useEffect(() => {
    if (!dialog) return
    form.resetFields()
    form.setFieldsValue(
      editing
        ? { level: editing.level, goodsId: editing.goodsId ?? '', percent: editing.rateBp / PER_PERCENT }
        : { level: 1, percent: 0 },
    )
  }, [dialog, editing, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, ep.ruleSubmit, {
        body: {
          ...(editing ? { id: editing.id } : {}),
          level: v.level,
          ...(v.goodsId?.trim() ? { goodsId: v.goodsId.trim() } : {}),
          rateBp: Math.round(v.percent * PER_PERCENT),
        },
      }),
    {
      success: t('saved'),
      done: () => {
        setDialog(null)
        void reload()
      },
    },
  )
  const remove = useSubmit((r: CommissionRule) => call(api, ep.ruleRemove, { query: { ids: r.id } }), {
    success: t('saved'),
    done: () => void reload(),
  })
  const confirmRemove = async (r: CommissionRule) => {
    if (await services.confirm({ title: t('dcConfirmRemoveRule'), danger: true })) void remove.submit(r)
  }
  const columns: TableColumnsType<CommissionRule> = [
    { title: t('dcLevel'), dataIndex: 'level', render: (level: number) => t('dcLevelN', { level }) },
    { title: t('dcGoods'), dataIndex: 'goodsId', render: (g: string | null) => g ?? t('dcAllGoods') },
    { title: t('dcRate'), dataIndex: 'rateBp', render: (bp: number) => `${bp / PER_PERCENT}%` },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) =>
        canEdit && (
          <Space>
            <Button size="small" onClick={() => setDialog(r)}>
              {t('edit')}
            </Button>
            <Button size="small" danger onClick={() => void confirmRemove(r)}>
              {t('dcRemoveRule')}
            </Button>
          </Space>
        ),
    },
  ]
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => void reload()}>{t('refresh')}</Button>
        {canEdit && (
          <Button type="primary" onClick={() => setDialog('new')}>
            {t('dcAddRule')}
          </Button>
        )}
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<CommissionRule>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('dcEmpty')} /> }}
        pagination={false}
      />
      <Modal
        open={dialog !== null}
        title={editing ? t('dcEditRule') : t('dcAddRule')}
        okText={t('save')}
        cancelText={t('close')}
        okButtonProps={{ loading: save.saving }}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        forceRender
      >
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
          <Form.Item name="level" label={t('dcLevel')} rules={[{ required: true }]}>
            <Select
              options={DISTRIBUTOR_LEVELS.map((level) => ({ value: level, label: t('dcLevelN', { level }) }))}
            />
          </Form.Item>
          <Form.Item
            name="goodsId"
            label={t('dcGoods')}
            extra={t('dcGoodsHint')}
            rules={[{ pattern: /^\d{1,19}$/, message: t('dcGoods') }]}
          >
            <Input maxLength={19} />
          </Form.Item>
          <Form.Item
            name="percent"
            label={t('dcRate')}
            rules={[{ required: true, message: t('required', { label: t('dcRate') }) }]}
          >
            <InputNumber min={0} max={100} precision={2} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
