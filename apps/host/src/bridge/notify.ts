import { Modal, message, notification } from 'antd'
import i18next from 'i18next'
import type { ConfirmRequest, Notice } from '@store/bridge'
import { ApiError } from '@store/request'

/** spec §8: an error toast lasts 3000 ms. */
const ERROR_SECONDS = 3

/** A notice: a short message alone, or a notification when it has a description. */
export function showNotice({ type, message: text, description, untilClosed }: Notice): void {
  if (description) notification[type]({ message: text, description, ...(untilClosed && { duration: 0 }) })
  else void message[type](text, type === 'error' ? ERROR_SECONDS : undefined)
}

/** spec §8: the server's message (or the fallback) for 3000 ms, or until closed when the call set errorClose. */
export function errorToast(error: unknown): { text: string; seconds: number } {
  const text =
    error instanceof ApiError || error instanceof Error ? error.message : i18next.t('error.unknown')
  const untilClosed = error instanceof ApiError && error.errorClose
  return { text: text || i18next.t('error.unknown'), seconds: untilClosed ? 0 : ERROR_SECONDS }
}

/** A refused call as spec §8 shows it: pending messages closed, then its error toast. */
export function showError(error: unknown): void {
  message.destroy()
  const { text, seconds } = errorToast(error)
  void message.error(text, seconds)
}

export function askConfirm({ title, content, okText, cancelText, danger }: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) =>
    Modal.confirm({
      title,
      content,
      okText: okText ?? i18next.t('common.ok'),
      cancelText: cancelText ?? i18next.t('common.cancel'),
      okButtonProps: { danger },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  )
}
