import { useState, type ReactNode } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge, useButton } from '@store/bridge/react'
import {
  permissionCodes,
  userAdminEndpoints,
  userResource,
  type IssuedPassword,
  type UserRecord,
} from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import type { TreeItem } from './tree-keys'
import type { Loaded } from '@store/ui/loading'
import { UserRolesDialog, type UserToGrant } from './UserRolesDialog'

export type UserRow = UserToGrant & Pick<UserRecord, 'status'>

/** The seed's button codes of the user screen beyond the resource's four (menu-seed-data.ts). */
const USER_RESET = 'user_reset'
const USER_GRANT = 'user_grant'

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/**
 * The user rows' own buttons (spec §7 Users): assign roles, reset the password (the new one shown
 * once), enable or disable; each behind its button code, each after the host's confirmation where
 * it changes more than the form.
 */
export function useUserActions(roles: Loaded<TreeItem[]>) {
  const { t } = useTranslation()
  const bridge = useBridge()
  const can = {
    grant: useButton(USER_GRANT),
    reset: useButton(USER_RESET),
    status: useButton(permissionCodes(userResource).edit),
  }
  const [granting, setGranting] = useState<{ user: UserRow; reload: () => Promise<void> } | null>(null)

  const confirmed = (title: string, okText: string, danger = false) =>
    bridge.services.confirm({ title, okText, danger })
  const fail = (e: unknown) => bridge.services.notify({ type: 'error', message: messageOf(e) })
  const nameOf = (user: UserRow) => user.realName || user.account
  /** Passwords the server answers once: shown until the administrator closes them. */
  const showIssued = (title: string, issued: Pick<IssuedPassword, 'account' | 'password'>[]) =>
    bridge.services.notify({
      type: 'success',
      message: title,
      description: issued
        .map(({ account, password }) => t('admin.user.resetNew', { account, password }))
        .join('\n'),
      untilClosed: true,
    })
  /** A user added without a password gets a generated one, answered this once. */
  const onSaved = (saved: { account?: unknown; initialPassword?: unknown }) => {
    if (typeof saved.initialPassword === 'string')
      showIssued(t('admin.user.initialPassword'), [
        { account: String(saved.account), password: saved.initialPassword },
      ])
  }

  const reset = async (user: UserRow) => {
    if (!(await confirmed(t('admin.user.resetConfirm', { name: nameOf(user) }), t('admin.user.reset'), true)))
      return
    try {
      const issued = await call(hostApi, userAdminEndpoints.resetPassword, { query: { userIds: user.id } })
      showIssued(t('admin.user.resetDone'), issued)
    } catch (e) {
      fail(e)
    }
  }

  const setStatus = async (user: UserRow, reload: () => Promise<void>) => {
    const enable = user.status !== 1
    const title = t(enable ? 'admin.user.enableConfirm' : 'admin.user.disableConfirm', { name: nameOf(user) })
    if (!(await confirmed(title, t(enable ? 'admin.user.enable' : 'admin.user.disable'), !enable))) return
    try {
      await call(hostApi, userAdminEndpoints.status, {
        query: { ids: user.id, status: enable ? 1 : 0 },
      })
      bridge.services.notify({ type: 'success', message: t('admin.user.statusSaved') })
      await reload()
    } catch (e) {
      fail(e)
    }
  }

  const rowActions = (user: UserRow, reload: () => Promise<void>): ReactNode[] => [
    can.grant && (
      <Button key="grant" type="link" size="small" onClick={() => setGranting({ user, reload })}>
        {t('admin.user.grant')}
      </Button>
    ),
    can.reset && (
      <Button key="reset" type="link" size="small" onClick={() => void reset(user)}>
        {t('admin.user.reset')}
      </Button>
    ),
    can.status && (
      <Button key="status" type="link" size="small" onClick={() => void setStatus(user, reload)}>
        {t(user.status === 1 ? 'admin.user.disable' : 'admin.user.enable')}
      </Button>
    ),
  ]

  const dialog = granting && (
    <UserRolesDialog
      user={granting.user}
      roles={roles}
      onClose={() => setGranting(null)}
      onSaved={granting.reload}
    />
  )
  return { rowActions, dialog, onSaved }
}
