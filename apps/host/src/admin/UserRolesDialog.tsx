import { useState } from 'react'
import { Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { userAdminEndpoints, type UserRecord } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { CheckTree } from './CheckTree'
import type { TreeItem } from './tree-keys'
import type { Loaded } from '@store/ui/loading'
import { useSubmit } from '@store/ui/submit'

export type UserToGrant = Pick<UserRecord, 'id' | 'realName' | 'account' | 'roleIds'>

interface UserRolesDialogProps {
  user: UserToGrant
  /** the tenant's role tree */
  roles: Loaded<TreeItem[]>
  onClose(): void
  onSaved(): Promise<void>
}

/**
 * A user's roles (spec §7 Users "role configuration"): the role tree with the user's roles checked,
 * saved by `blade-user/grant`. Shown while mounted.
 */
export function UserRolesDialog({ user, roles, onClose, onSaved }: UserRolesDialogProps) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState<string[]>(user.roleIds)
  const { saving, submit: save } = useSubmit(
    () =>
      call(hostApi, userAdminEndpoints.grant, {
        query: { userIds: user.id, roleIds: checked.join(',') },
      }),
    {
      success: t('admin.user.granted'),
      done: async () => {
        onClose()
        await onSaved()
      },
    },
  )

  return (
    <Modal
      open
      title={t('admin.user.grantTitle', { name: user.realName || user.account })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: checked.length === 0, loading: saving }}
    >
      {checked.length === 0 && <Typography.Text type="warning">{t('admin.user.chooseRole')}</Typography.Text>}
      <CheckTree
        label={t('admin.user.grant')}
        tree={roles.data}
        error={roles.error}
        checked={checked}
        onChange={setChecked}
        strict
      />
    </Modal>
  )
}
