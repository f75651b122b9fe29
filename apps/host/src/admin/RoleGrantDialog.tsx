import { useEffect, useState } from 'react'
import { Modal, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { roleGrantEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { CheckTree } from './CheckTree'
import { asTreeItems, keysOfKind, leavesAmong, withAncestors, type TreeItem } from './tree-keys'
import { LoadState, useLoaded } from '@store/ui/loading'
import { useSubmit } from '@store/ui/submit'

type GrantKind = 'menu' | 'dataScope' | 'apiScope'
type Grant = Record<GrantKind, string[]>
const KINDS: { kind: GrantKind; label: string }[] = [
  { kind: 'menu', label: 'admin.role.menus' },
  { kind: 'dataScope', label: 'admin.role.dataScopes' },
  { kind: 'apiScope', label: 'admin.role.apiScopes' },
]

export interface RoleToGrant {
  id: string
  roleName: string
}

interface RoleGrantDialogProps {
  role: RoleToGrant
  onClose(): void
}

const loadTrees = async (): Promise<Record<GrantKind, TreeItem[]>> => {
  const trees = await call(hostApi, roleGrantEndpoints.grantTree)
  return {
    menu: asTreeItems(trees.menu),
    dataScope: asTreeItems(trees.dataScope),
    apiScope: asTreeItems(trees.apiScope),
  }
}
const loadKeys = (roleId: string): Promise<Grant> =>
  call(hostApi, roleGrantEndpoints.roleTreeKeys, { query: { roleIds: roleId } })

/**
 * A role's grants (spec §6 role screen "grant"): what the caller may grant as three checkable trees
 * (menus with their buttons, data scopes, API scopes), the role's grants checked, saved together by
 * `role/grant` with every menu above a checked one. Shown while mounted.
 */
export function RoleGrantDialog({ role, onClose }: RoleGrantDialogProps) {
  const { t } = useTranslation()
  const loaded = useLoaded(() => Promise.all([loadTrees(), loadKeys(role.id)]), [role.id])
  const [checked, setChecked] = useState<Grant | null>(null)
  const trees = loaded.data?.[0]
  useEffect(() => {
    if (!loaded.data) return
    const [tree, keys] = loaded.data
    setChecked({
      menu: leavesAmong(tree.menu, keys.menu),
      dataScope: leavesAmong(tree.dataScope, keys.dataScope),
      apiScope: leavesAmong(tree.apiScope, keys.apiScope),
    })
  }, [loaded.data])

  const { saving, submit: grant } = useSubmit(
    ({ tree, grants }: { tree: Record<GrantKind, TreeItem[]>; grants: Grant }) =>
      call(hostApi, roleGrantEndpoints.grant, {
        body: {
          roleIds: [role.id],
          menuIds: withAncestors(tree.menu, grants.menu),
          dataScopeIds: keysOfKind(tree.dataScope, grants.dataScope, 'dataScope'),
          apiScopeIds: keysOfKind(tree.apiScope, grants.apiScope, 'apiScope'),
        },
      }),
    { success: t('admin.role.granted'), done: onClose },
  )
  const save = () => {
    if (trees && checked) void grant({ tree: trees, grants: checked })
  }

  const body =
    !trees || !checked ? (
      <LoadState error={loaded.error} />
    ) : (
      <Tabs
        items={KINDS.map(({ kind, label }) => ({
          key: kind,
          label: t(label),
          children: (
            <CheckTree
              label={t(label)}
              tree={trees[kind]}
              error={null}
              checked={checked[kind]}
              onChange={(keys) => setChecked({ ...checked, [kind]: keys })}
            />
          ),
        }))}
      />
    )
  return (
    <Modal
      open
      width={640}
      title={t('admin.role.grantTitle', { name: role.roleName })}
      onCancel={onClose}
      onOk={save}
      okButtonProps={{ disabled: !checked, loading: saving }}
    >
      {body}
    </Modal>
  )
}
