import { useState } from 'react'
import { Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import { hostApi } from '../bridge/api'
import { CheckTree } from './CheckTree'
import type { TreeItem } from './tree-keys'
import type { Loaded } from '@store/ui/loading'

export interface UserToGrant {
  id: string
  realName: string | null
  account: string
  roleIds: string[]
}

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
  const bridge = useBridge()
  const [checked, setChecked] = useState<string[]>(user.roleIds)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    setSaving(true)
    try {
      await hostApi.post('/api/blade-user/grant', undefined, {
        params: { userIds: user.id, roleIds: checked.join(',') },
      })
      bridge.services.notify({ type: 'success', message: t('admin.user.granted') })
      onClose()
      await onSaved()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: e instanceof Error ? e.message : String(e) })
    } finally {
      setSaving(false)
    }
  }

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
