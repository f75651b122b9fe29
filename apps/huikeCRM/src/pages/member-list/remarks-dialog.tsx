import { Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { memberEndpoints, memberResource, type Locale } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import { memberLabel, type MemberRecord } from '../../member'
import { NAMESPACE } from '../../messages'

const MAX = memberResource.fields.remarks?.max ?? 255

/** A member's remarks, edited in a dialog and set by `insider/add/remarks`. Shown while mounted. */
export function RemarksDialog({
  member,
  locale,
  onClose,
  onSaved,
}: {
  member: MemberRecord
  locale: Locale
  onClose(): void
  onSaved(): void
}) {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const [form] = Form.useForm<{ remarks: string }>()
  const { saving, submit } = useSubmit(
    (remarks: string) => call(api, memberEndpoints.addRemarks, { body: { id: member.id, remarks } }),
    {
      success: t('remarksSaved', { name: member.name }),
      done: () => {
        onClose()
        onSaved()
      },
    },
  )

  const save = async () => {
    const { remarks } = await form.validateFields()
    await submit(remarks.trim())
  }

  return (
    <Modal
      open
      title={t('remarksTitle', { name: member.name })}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ remarks: member.remarks ?? '' }}>
        <Form.Item
          name="remarks"
          label={memberLabel(locale, 'remarks')}
          rules={[
            { required: true, whitespace: true, message: t('remarksRequired') },
            { max: MAX, message: t('remarksTooLong', { max: MAX }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
