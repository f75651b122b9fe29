import { useEffect } from 'react'
import { Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { dtpEndpoints, type DrugReview } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'

/** The pharmacist's reply to a review (a pending review is published with it). */
export function ReplyDialog({
  review,
  onClose,
  onDone,
}: {
  review: DrugReview | null
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<{ reply: string }>()
  useEffect(() => {
    if (review) form.setFieldsValue({ reply: review.reply ?? '' })
  }, [review, form])
  const save = useSubmit(
    ({ reply }: { reply: string }) =>
      call(api, dtpEndpoints.drugReply, { body: { id: review!.id, reply: reply.trim() } }),
    {
      success: t('replied'),
      done: () => {
        onClose()
        onDone()
      },
    },
  )
  return (
    <Modal
      open={!!review}
      title={t('reply')}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph>{review?.content}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item
          name="reply"
          label={t('reply')}
          rules={[{ required: true, whitespace: true, message: t('replyRequired') }]}
        >
          <Input.TextArea maxLength={500} rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
