import { useEffect, useState } from 'react'
import { Alert, DatePicker, Form, Input, Modal, Skeleton } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { priceEndpoints, type ChangeOrderDetail } from '@store/contract'
import { useUnsavedEdits } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { formatDateTime, useLoaded, useSubmit } from '@store/ui'
import { RecordSelect } from '../../components/record-select'
import { OrderLines, type EditedLine } from './lines'

interface OrderForm {
  title: string
  listId: string
  effectiveAt: Dayjs
  remark?: string
}

/** What the editor opens: a new draft, or an order (a draft is edited, any other only shown). */
export type EditorTarget = { id?: string } | null

/** The change order's editor: title, price list, effective time, remark and the goods with their new prices. */
export function OrderEditor({
  target,
  onClose,
  onSaved,
}: {
  target: EditorTarget
  onClose(): void
  onSaved(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const id = target?.id
  const [form] = Form.useForm<OrderForm>()
  const [lines, setLines] = useState<EditedLine[]>([])
  const [dirty, setDirty] = useState(false)
  const [linesError, setLinesError] = useState<string>()
  useUnsavedEdits(dirty)
  const { data: loaded, error } = useLoaded<ChangeOrderDetail | undefined>(
    () => (id ? call(api, priceEndpoints.orderDetail, { query: { id } }) : Promise.resolve(undefined)),
    [api, id],
  )
  // the order shown: the one asked for, once it is loaded (not the one opened before)
  const order = id && loaded?.id === id ? loaded : undefined
  const loading = !!id && !order && !error
  useEffect(() => {
    if (!target || loading) return
    form.resetFields()
    setDirty(false)
    setLinesError(undefined)
    setLines(order?.lines ?? [])
    if (order)
      form.setFieldsValue({
        title: order.title,
        listId: order.listId,
        effectiveAt: dayjs(order.effectiveAt),
        remark: order.remark ?? undefined,
      })
  }, [order, target, loading, form])
  const readOnly = !!order && order.status !== 'draft'
  const close = () => {
    setDirty(false)
    onClose()
  }
  const save = useSubmit(
    (values: OrderForm) =>
      call(api, priceEndpoints.orderSave, {
        body: {
          ...(id ? { id } : {}),
          title: values.title.trim(),
          listId: values.listId,
          effectiveAt: formatDateTime(values.effectiveAt),
          ...(values.remark ? { remark: values.remark } : {}),
          lines: lines.map((l) => ({ goodsId: l.goodsId, newPriceFen: l.newPriceFen! })),
        },
      }),
    {
      success: (saved) =>
        saved.anomalies ? t('order_savedWithAnomalies', { count: saved.anomalies }) : t('saved'),
      done: () => {
        close()
        onSaved()
      },
    },
  )
  const finish = (values: OrderForm) => {
    const problem = !lines.length
      ? t('order_linesRequired')
      : lines.some((l) => l.newPriceFen == null)
        ? t('order_pricesRequired')
        : undefined
    setLinesError(problem)
    if (!problem) void save.submit(values)
  }
  return (
    <Modal
      open={!!target}
      width={760}
      title={readOnly ? `${t('order_view')} · ${order.code}` : id ? t('order_edit') : t('order_new')}
      okText={t('save')}
      cancelText={readOnly ? t('close') : t('cancel')}
      okButtonProps={{ hidden: readOnly || loading, loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} />}
      {loading ? (
        <Skeleton active />
      ) : (
        <Form<OrderForm>
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={{ effectiveAt: dayjs().add(1, 'day').startOf('day') }}
          onValuesChange={() => setDirty(true)}
          onFinish={finish}
        >
          {!!order?.anomalies && (
            <Alert
              type="warning"
              showIcon
              message={t('order_anomalies', { count: order.anomalies })}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item
            name="title"
            label={t('order_title')}
            rules={[{ required: true, whitespace: true, message: t('order_titleRequired') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="listId"
            label={t('priceList')}
            rules={[{ required: true, message: t('order_listRequired') }]}
          >
            <RecordSelect source="list" />
          </Form.Item>
          <Form.Item
            name="effectiveAt"
            label={t('order_effectiveAt')}
            rules={[{ required: true, message: t('order_effectiveRequired') }]}
          >
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')}>
            <Input.TextArea maxLength={255} />
          </Form.Item>
          <OrderLines
            lines={lines}
            readOnly={readOnly}
            onChange={(next) => {
              setLines(next)
              setDirty(true)
              setLinesError(undefined)
            }}
          />
          {linesError && <Alert type="error" showIcon message={linesError} style={{ marginTop: 8 }} />}
        </Form>
      )}
    </Modal>
  )
}
