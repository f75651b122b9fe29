import { DatePicker, Form, InputNumber, Modal, type DatePickerProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import { UNLIMITED_ACCOUNTS, tenantAdminEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { useSubmit } from '@store/ui/submit'

const MOST_ACCOUNTS = 1_000_000
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

type Moment = NonNullable<DatePickerProps['value']>
interface LicenceValues {
  accountNumber: number
  expireTime?: Moment | null
}

/** Days wholly before today cannot be picked. */
const beforeToday = (day: Moment) => day.endOf('day').valueOf() < Date.now()

interface TenantLicenceDialogProps {
  tenantIds: string[]
  onClose(): void
  onSaved(): Promise<void>
}

/**
 * The licence of the chosen tenants (BladeX "授权配置", `tenant/setting`): an account limit (-1
 * unlimited) and an expiry ahead (none: never expires), set after the host's confirmation.
 */
export function TenantLicenceDialog({ tenantIds, onClose, onSaved }: TenantLicenceDialogProps) {
  const { t } = useTranslation()
  const bridge = useBridge()
  const [form] = Form.useForm<LicenceValues>()
  const { saving, submit: setLicence } = useSubmit(
    ({ accountNumber, expireTime }: LicenceValues) =>
      call(hostApi, tenantAdminEndpoints.setting, {
        query: {
          ids: tenantIds.join(','),
          accountNumber,
          expireTime: expireTime ? expireTime.format(DATE_TIME) : '',
        },
      }),
    {
      success: t('admin.tenant.licenceSaved'),
      done: async () => {
        onClose()
        await onSaved()
      },
    },
  )

  const save = async (values: LicenceValues) => {
    const confirmed = await bridge.services.confirm({
      title: t('admin.tenant.licenceConfirm', { count: tenantIds.length }),
      okText: t('common.save'),
    })
    if (confirmed) await setLicence(values)
  }

  const range = t('admin.setting.range', { min: UNLIMITED_ACCOUNTS, max: MOST_ACCOUNTS })
  return (
    <Modal
      open
      title={t('admin.tenant.licenceTitle', { count: tenantIds.length })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
    >
      <Form<LicenceValues>
        form={form}
        name="tenant-licence"
        layout="vertical"
        initialValues={{ accountNumber: UNLIMITED_ACCOUNTS }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="accountNumber"
          label={t('admin.tenant.accountNumber')}
          extra={t('admin.tenant.accountNumberHelp')}
          rules={[
            { required: true, message: range },
            { type: 'integer', min: UNLIMITED_ACCOUNTS, max: MOST_ACCOUNTS, message: range },
          ]}
        >
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item
          name="expireTime"
          label={t('admin.tenant.expireTime')}
          extra={t('admin.tenant.expireTimeHelp')}
          rules={[
            {
              validator: async (_, value: Moment | null | undefined) => {
                if (value && value.valueOf() <= Date.now()) throw new Error(t('admin.tenant.expiryPast'))
              },
            },
          ]}
        >
          <DatePicker showTime format={DATE_TIME} disabledDate={beforeToday} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
