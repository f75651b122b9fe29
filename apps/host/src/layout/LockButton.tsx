import { useState } from 'react'
import { Button, Form, Input, Modal, Tooltip } from 'antd'
import { LockOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { layoutActions } from '../store/layout-slice'
import { useShellDispatch } from '../store'

/** spec §9: the lock screen opens 100 ms after the password is set. */
const LOCK_DELAY_MS = 100

/** The lock: a dialog (30% wide) asks for the lock password, then the screen locks and goes to /lock. */
export function LockButton() {
  const { t } = useTranslation()
  const dispatch = useShellDispatch()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ password: string }>()

  const lock = ({ password }: { password: string }) => {
    dispatch(layoutActions.locked(password))
    setOpen(false)
    form.resetFields()
    setTimeout(() => void navigate('/lock'), LOCK_DELAY_MS)
  }
  return (
    <>
      <Tooltip title={t('top.lock')}>
        <Button
          type="text"
          icon={<LockOutlined />}
          aria-label={t('top.lock')}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal
        title={t('lock.setTitle')}
        open={open}
        width="30%"
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={lock}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, message: t('lock.required') }]}
          >
            <Input.Password autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
