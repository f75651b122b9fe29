import { useEffect } from 'react'
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs, { type Dayjs } from 'dayjs'
import { quizEndpoints as ep } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { NumberItem, useLoaded, useSubmit } from '@store/ui'
import { requiredRule } from '../../components/rules'
import { optionsOf, toInput, toRow, type QuestionRow } from './questions'

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

interface Values {
  name: string
  description?: string
  period: [Dayjs, Dayjs]
  passScore: number
  rewardPoints: number
  questions: QuestionRow[]
}

/** Creates or edits a quiz (`quiz/submit`): schedule, pass mark, reward points and the questions. */
export function QuizDialog(props: { id: string | 'new' | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const editing = props.id !== null && props.id !== 'new' ? props.id : null
  const detail = useLoaded(
    () => (editing ? call(api, ep.detail, { query: { id: editing } }) : Promise.resolve(null)),
    [api, editing],
  )
  const quiz = detail.data && detail.data.id === editing ? detail.data : null
  const locked = (quiz?.attempts ?? 0) > 0
  useEffect(() => {
    if (!props.id) return
    form.resetFields()
    if (quiz)
      form.setFieldsValue({
        name: quiz.name,
        description: quiz.description ?? '',
        period: [dayjs(quiz.startTime), dayjs(quiz.endTime)],
        passScore: quiz.passScore,
        rewardPoints: quiz.rewardPoints,
        questions: quiz.questions.map(toRow),
      })
    else if (props.id === 'new')
      form.setFieldsValue({
        passScore: 10,
        rewardPoints: 0,
        questions: [{ title: '', lines: '', score: 10 }],
      })
  }, [props.id, quiz, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, ep.submit, {
        body: {
          ...(editing ? { id: editing } : {}),
          name: v.name.trim(),
          ...(v.description?.trim() ? { description: v.description.trim() } : {}),
          startTime: v.period[0].format(DATE_TIME),
          endTime: v.period[1].format(DATE_TIME),
          passScore: v.passScore,
          rewardPoints: v.rewardPoints,
          questions: v.questions.map(toInput),
        },
      }),
    { success: t('saved'), done: props.onDone },
  )

  return (
    <Modal
      open={props.id !== null}
      title={editing ? t('qzEdit') : t('qzAdd')}
      okText={t('save')}
      cancelText={t('close')}
      okButtonProps={{ loading: save.saving, disabled: editing !== null && !quiz }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={860}
      forceRender
    >
      {detail.error && <Alert type="error" showIcon message={detail.error} />}
      {editing && !quiz && !detail.error && <Spin />}
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
        <Space size="large" wrap>
          <NumberItem name="passScore" label={t('qzPassScore')} min={1} max={100000} />
          <NumberItem name="rewardPoints" label={t('qzReward')} min={0} max={1000000} />
        </Space>
        {locked && <Alert type="info" showIcon message={t('qzLocked')} style={{ marginBottom: 12 }} />}
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <Space key={key} align="start" wrap>
                  <Form.Item
                    name={[name, 'title']}
                    label={t('qzQuestion')}
                    rules={[requiredRule(t, t('qzQuestion'))]}
                  >
                    <Input maxLength={255} style={{ width: 220 }} disabled={locked} />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'lines']}
                    label={t('qzOptions')}
                    rules={[
                      {
                        validator: async (_, lines: string) => {
                          const n = optionsOf(lines).length
                          if (n < 2 || n > 8) throw new Error(t('qzOptionCount'))
                        },
                      },
                    ]}
                  >
                    <Input.TextArea rows={3} style={{ width: 200 }} disabled={locked} />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[['questions', name, 'lines']]}>
                    {({ getFieldValue }) => (
                      <Form.Item
                        name={[name, 'answer']}
                        label={t('qzAnswer')}
                        rules={[{ required: true, message: t('required', { label: t('qzAnswer') }) }]}
                      >
                        <Select
                          style={{ width: 160 }}
                          disabled={locked}
                          aria-label={t('qzAnswer')}
                          options={optionsOf(getFieldValue(['questions', name, 'lines'])).map((o, i) => ({
                            value: i,
                            label: o,
                          }))}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                  <Form.Item
                    name={[name, 'score']}
                    label={t('qzScore')}
                    rules={[{ required: true, message: t('required', { label: t('qzScore') }) }]}
                  >
                    <InputNumber min={1} max={1000} precision={0} disabled={locked} />
                  </Form.Item>
                  {!locked && fields.length > 1 && (
                    <Button style={{ marginTop: 30 }} onClick={() => remove(name)}>
                      {t('vtRemoveOption')}
                    </Button>
                  )}
                </Space>
              ))}
              {!locked && fields.length < 50 && (
                <Button type="dashed" onClick={() => add({ title: '', lines: '', score: 10 })}>
                  {t('qzAddQuestion')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
