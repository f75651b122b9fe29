import { useState } from 'react'
import { Button, Form, Input } from 'antd'
import { passwordGrant } from '@store/request'
import { newCaptcha } from './calls'
import { useErrorToast, useLogin } from './context'
import type { SignInRun } from './LoginPage'
import { LOGIN_FORM_TIMING } from './prerendered'

interface PasswordValues {
  username: string
  password: string
  captchaCode?: string
}

/** Account and password; after a refused attempt (spec §4) it asks for a captcha too. */
export function PasswordForm({ tenantOf, run }: { tenantOf(): Promise<string>; run: SignInRun }) {
  const { api, t } = useLogin()
  const toastError = useErrorToast()
  const [form] = Form.useForm<PasswordValues>()
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const loadCaptcha = async () => {
    try {
      setCaptcha(await newCaptcha(api))
      form.setFieldValue('captchaCode', '')
    } catch (error) {
      toastError(error)
    }
  }

  const submit = async ({ username, password, captchaCode }: PasswordValues) => {
    const tenantId = await tenantOf().catch(() => null)
    if (!tenantId) return
    setBusy(true)
    const answer = captcha && captchaCode ? { key: captcha.key, code: captchaCode.trim() } : undefined
    const passed = await run(tenantId, username, () =>
      passwordGrant(api, { tenantId, username: username.trim(), password, captcha: answer }),
    )
    setBusy(false)
    // a captcha answers once: a refused attempt needs a new one
    if (!passed) await loadCaptcha()
  }

  return (
    <Form
      form={form}
      name="password"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      <Form.Item
        name="username"
        label={t('account')}
        rules={[{ required: true, message: t('accountRequired') }]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password')}
        rules={[{ required: true, message: t('passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {captcha && (
        <Form.Item label={t('captcha')} required>
          <div className="login-captcha">
            <Form.Item name="captchaCode" noStyle rules={[{ required: true, message: t('captchaRequired') }]}>
              <Input aria-label={t('captcha')} autoComplete="off" maxLength={8} />
            </Form.Item>
            <img
              src={captcha.image}
              alt={t('captchaImage')}
              title={t('captchaImage')}
              onClick={() => void loadCaptcha()}
            />
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {/* the browser reports when this text is painted: the benchmark's "form on screen" */}
        <span {...{ elementtiming: LOGIN_FORM_TIMING }}>{t('signIn')}</span>
      </Button>
    </Form>
  )
}
