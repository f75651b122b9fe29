import { useEffect, useState } from 'react'
import { App, Button } from 'antd'
import { useErrorToast, useLogin } from './context'

const RESEND_SECONDS = 60

/** "Send code", then a 60 s countdown (the server sends at most one code a minute per number). */
export function SmsCodeButton({ send }: { send(): Promise<void> }) {
  const { t } = useLogin()
  const { message } = App.useApp()
  const toastError = useErrorToast()
  const [seconds, setSeconds] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])

  const click = async () => {
    setSending(true)
    try {
      await send()
      void message.success(t('codeSent'))
      setSeconds(RESEND_SECONDS)
    } catch (error) {
      toastError(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <Button onClick={() => void click()} loading={sending} disabled={seconds > 0}>
      {seconds > 0 ? t('resendIn', { seconds }) : t('sendCode')}
    </Button>
  )
}
