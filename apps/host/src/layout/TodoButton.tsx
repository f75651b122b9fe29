import { Badge, Button, theme } from 'antd'
import { AuditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useButton } from '@store/bridge/react'
import { WORKFLOW_CODES, WORKFLOW_TASKS_MENU } from '@store/contract'
import { pages } from '../menu/tree'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'
import { useTodoCount } from './use-todo-count'

type Token = ReturnType<typeof theme.useToken>['token']

/** docs/workflow.md: due within an hour (or overdue) red, within three hours orange, else the theme's colour. */
export const commissionColor = (level: number, token: Token): string =>
  level <= 60 ? token.colorError : level <= 180 ? token.colorWarning : token.colorPrimary

/**
 * The top bar's to-do badge: the user's open workflow tasks, coloured by the most urgent one's
 * commission level; opens the to-do list's tab. Only for users with that menu and its permission.
 */
export function TodoButton() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const todoPage = useShellSelector((s) => pages(s.menu.routes).find((r) => r.code === WORKFLOW_TASKS_MENU))
  const permitted = useButton(WORKFLOW_CODES.todo)
  const todo = useTodoCount(Boolean(todoPage?.path) && permitted)
  if (!todo || !todoPage?.path) return null
  const path = todoPage.path
  return (
    <Badge count={todo.num} size="small" color={commissionColor(todo.commissionLevel, token)}>
      <Button
        type="text"
        icon={<AuditOutlined />}
        aria-label={t('top.todo', { num: todo.num })}
        onClick={() => navigateTo(path)}
      />
    </Badge>
  )
}
