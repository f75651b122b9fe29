import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { useSubApp } from '@store/micro'
import { useBridge } from '@store/bridge/react'

export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** The routes of the area, relative to its base route. */
export const ROUTES = {
  design: 'workflow/design',
  designProcess: 'workflow/design/process',
  designBpmn: 'workflow/design/bpmn',
  start: 'workflow/start',
  startForm: (definitionId: string) => `workflow/process/start/${definitionId}`,
  todo: 'workflow/todo',
  done: 'workflow/done',
  sent: 'workflow/send',
  copied: 'workflow/copy',
  instance: 'workflow/instance',
  detail: (instanceId: string, taskId?: string) =>
    `workflow/process/detail/${instanceId}${taskId ? `?taskId=${taskId}` : ''}`,
} as const

/**
 * Opens one of the area's routes in a tab of the shell (the route is relative to the base route). A
 * route with an id has no menu of its own to name its tab: the caller names it.
 */
export function useOpen(): (route: string, label?: string) => void {
  const { basename } = useSubApp()
  const { services } = useBridge()
  return (route, label) => services.openTab({ path: `${basename}/${route}`, ...(label && { label }) })
}

const INSTANCE_COLOURS: Record<string, string> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
  withdrawn: 'warning',
}
const TASK_COLOURS: Record<string, string> = {
  pending: 'processing',
  waiting: 'default',
  signing: 'purple',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
}

/** A status name in the user's language, falling back to the code for a status this screen does not know. */
const named = (t: TFunction, key: string, fallback: string) => t(key, { defaultValue: fallback })

export function InstanceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Tag color={INSTANCE_COLOURS[status] ?? 'default'}>{named(t, `instance_${status}`, status)}</Tag>
}

export function TaskStatusTag({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Tag color={TASK_COLOURS[status] ?? 'default'}>{named(t, `task_${status}`, status)}</Tag>
}

export function DefinitionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Tag color={status === 'active' ? 'success' : 'warning'}>{named(t, `status_${status}`, status)}</Tag>
}

/** A server time (ISO or `YYYY-MM-DD HH:mm:ss`) as `YYYY-MM-DD HH:mm`. */
export const formatTime = (value: string | null | undefined) =>
  value ? value.replace('T', ' ').replace(/(:\d\d)(:\d\d)?(\.\d+)?Z?$/, '$1') : ''

/**
 * A form field's label, or one of its options' labels, in the user's language: the texts of a known
 * process's form (the demo leave form) are in messages.ts as `form_<processKey>_<prop>[_<value>]`; any
 * other form shows the labels its definition gives.
 */
export function useFormTexts(processKey: string | undefined) {
  const { t } = useTranslation()
  return {
    label: (prop: string, fallback: string) => t(`form_${processKey}_${prop}`, { defaultValue: fallback }),
    option: (prop: string, value: string, fallback: string) =>
      t(`form_${processKey}_${prop}_${value}`, { defaultValue: fallback }),
  }
}
