import { useState } from 'react'
import { Button, Card, Form, Input, Typography } from 'antd'
import { LockOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router-dom'
import { confirmLogout } from '../bridge/session-end'
import { layoutActions } from '../store/layout-slice'
import { useShellDispatch, useShellSelector } from '../store'
import { WELCOME_PATH } from '../tabs/rules'

/** /lock (spec §4 Lock): the screen stays locked, across reloads, until the lock password is given. */
export function LockPage() {
  const { t } = useTranslation()
  const lock = useShellSelector((s) => s.layout.lock)
  const active = useShellSelector((s) => s.tabs.active)
  const dispatch = useShellDispatch()
  const navigate = useNavigate()
  const [wrong, setWrong] = useState(false)
  if (!lock.locked) return <Navigate to={WELCOME_PATH} replace />

  const unlock = ({ password }: { password: string }) => {
    if (password !== lock.password) return setWrong(true)
    dispatch(layoutActions.unlocked())
    void navigate(active || WELCOME_PATH, { replace: true })
  }
  return (
    <div className="sd-lock">
      <Card className="sd-lock-card">
        <Typography.Title level={3}>
          <LockOutlined /> {t('lock.locked')}
        </Typography.Title>
        <Form layout="vertical" onFinish={unlock} onValuesChange={() => setWrong(false)}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, message: t('lock.required') }]}
            validateStatus={wrong ? 'error' : undefined}
            help={wrong ? t('lock.wrong') : undefined}
          >
            <Input.Password autoFocus placeholder={t('lock.unlockPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('lock.unlock')}
          </Button>
          <Button type="link" block onClick={() => void confirmLogout()}>
            {t('lock.backToLogin')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
