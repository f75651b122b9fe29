import { useEffect, useState } from 'react'
import { App, Button } from 'antd'
import { ApiError } from '@store/request'

const RESEND_SECONDS = 60

export interface SmsCodeTexts {
  send: string
  sent: string
  resendIn(seconds: number): string
}

/**
 * "Send code", then a 60 s countdown (the server sends at most one code a minute per number). Used by
 * the login page and the shell's personal centre, each with its own texts.
 */
export function SmsCodeButton({ send, texts }: { send(): Promise<void>; texts: SmsCodeTexts }) {
  const { message } = App.useApp()
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
      void message.success(texts.sent)
      setSeconds(RESEND_SECONDS)
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message, 3)
    } finally {
      setSending(false)
    }
  }

  return (
    <Button onClick={() => void click()} loading={sending} disabled={seconds > 0}>
      {seconds > 0 ? texts.resendIn(seconds) : texts.send}
    </Button>
  )
}
