import { useEffect } from 'react'
import { Alert, Button, DatePicker, Form, Input, Modal, Select, Space, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs, { type Dayjs } from 'dayjs'
import { VOTE_PERIODS, voteEndpoints as ep, type VotePeriod } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'
import { requiredRule } from '../../components/rules'

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

interface OptionRow {
  id?: string
  text: string
  imageUrl?: string
}
interface Values {
  name: string
  description?: string
  period: [Dayjs, Dayjs]
  votePeriod: VotePeriod
  options: OptionRow[]
}

/** Creates or edits a vote (`vote/submit`): schedule, how often a member may vote, options. */
export function VoteDialog(props: { id: string | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const editing = props.id !== null && props.id !== 'new' ? props.id : null
  const detail = useLoaded(
    () => (editing ? call(api, ep.detail, { query: { id: editing } }) : Promise.resolve(null)),
    [api, editing],
  )
  const vote = detail.data && detail.data.id === editing ? detail.data : null
  const locked = (vote?.votes ?? 0) > 0
  useEffect(() => {
    if (!props.id) return
    form.resetFields()
    if (vote)
      form.setFieldsValue({
        name: vote.name,
        description: vote.description ?? '',
        period: [dayjs(vote.startTime), dayjs(vote.endTime)],
        votePeriod: vote.period,
        options: vote.options.map((o) => ({ id: o.id, text: o.text, imageUrl: o.imageUrl ?? '' })),
      })
    else if (props.id === 'new')
      form.setFieldsValue({ votePeriod: 'activity', options: [{ text: '' }, { text: '' }] })
  }, [props.id, vote, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, ep.submit, {
        body: {
          ...(editing ? { id: editing } : {}),
          name: v.name.trim(),
          ...(v.description?.trim() ? { description: v.description.trim() } : {}),
          startTime: v.period[0].format(DATE_TIME),
          endTime: v.period[1].format(DATE_TIME),
          period: v.votePeriod,
          options: v.options.map((o) => ({
            ...(o.id ? { id: o.id } : {}),
            text: o.text.trim(),
            ...(o.imageUrl?.trim() ? { imageUrl: o.imageUrl.trim() } : {}),
          })),
        },
      }),
    { success: t('saved'), done: props.onDone },
  )

  return (
    <Modal
      open={props.id !== null}
      title={editing ? t('vtEdit') : t('vtAdd')}
      okText={t('save')}
      cancelText={t('close')}
      okButtonProps={{ loading: save.saving, disabled: editing !== null && !vote }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={760}
      forceRender
    >
      {detail.error && <Alert type="error" showIcon message={detail.error} />}
      {editing && !vote && !detail.error && <Spin />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="name" label={t('ldName')} rules={[requiredRule(t, t('ldName'))]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="description" label={t('ldDescription')}>
          <Input.TextArea maxLength={255} rows={2} />
        </Form.Item>
        <Form.Item name="period" label={t('ldTime')} rules={[{ required: true, message: t('ldPickTime') }]}>
          <DatePicker.RangePicker showTime format={DATE_TIME} placeholder={[t('ldStart'), t('ldEnd')]} />
        </Form.Item>
        <Form.Item name="votePeriod" label={t('vtPeriod')}>
          <Select
            disabled={locked}
            style={{ width: 200 }}
            options={VOTE_PERIODS.map((p) => ({ value: p, label: t(`vt_period_${p}`) }))}
          />
        </Form.Item>
        {locked && <Alert type="info" showIcon message={t('vtOptionsLocked')} style={{ marginBottom: 12 }} />}
        <Form.List
          name="options"
          rules={[
            {
              validator: async (_, rows: OptionRow[] = []) => {
                if (rows.length < 2) throw new Error(t('vtTwoOptions'))
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map(({ key, name }) => (
                <Space key={key} align="start" wrap>
                  <Form.Item
                    name={[name, 'text']}
                    label={t('vtOption')}
                    rules={[requiredRule(t, t('vtOption'))]}
                  >
                    <Input maxLength={64} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'imageUrl']}
                    label={t('vtImage')}
                    rules={[{ pattern: /^https?:\/\/\S+$/, message: t('vtImageUrl') }]}
                  >
                    <Input maxLength={255} style={{ width: 300 }} placeholder="https://" />
                  </Form.Item>
                  {!locked && fields.length > 2 && (
                    <Button style={{ marginTop: 30 }} onClick={() => remove(name)}>
                      {t('vtRemoveOption')}
                    </Button>
                  )}
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {!locked && fields.length < 50 && (
                <Button type="dashed" onClick={() => add({ text: '' })}>
                  {t('vtAddOption')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
