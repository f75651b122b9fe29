import { useMemo, useState } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import { ROLE_TYPE, roleResource } from '@store/contract'
import { CrudTable, type CrudRecord } from '@store/ui/crud'
import { hostApi } from '../bridge/api'
import { RoleGrantDialog, type RoleToGrant } from './RoleGrantDialog'
import { namesById, parentChoices, roleFormInputs, type RoleRow } from './role-form-inputs'

type RoleRecord = CrudRecord & RoleToGrant
const selectLocale = (s: BridgeState) => s.locale
/** The seed's grant button of the role screen (menu-seed-data.ts). */
const ROLE_GRANT = 'role_grant'
/** The roles come as one tree from `role/list`. */
const ROLE_ENDPOINTS = { page: 'list', tree: true }

/** The function roles: flat (no parent), of role type 2 (spec §6 "function-role screen"). */
const FUNCTION_ROLES = {
  filter: { roleType: ROLE_TYPE.function },
  values: { roleType: ROLE_TYPE.function, parentId: '0' },
}

/**
 * Role administration (spec §6, §7 Roles): the tenant's role tree, each role's grants in a dialog;
 * with `functionRoles`, only the function roles, as a flat list.
 */
export default function RoleScreen({ functionRoles = false }: { functionRoles?: boolean }) {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const mayGrant = useButton(ROLE_GRANT)
  const [granting, setGranting] = useState<RoleToGrant | null>(null)
  const [rows, setRows] = useState<RoleRow[]>([])
  const names = useMemo(() => namesById(rows), [rows])
  const fieldInputs = useMemo(() => roleFormInputs(parentChoices(rows, t), locale), [rows, locale, t])
  const render = useMemo(
    () => ({
      parentId: (id: unknown) =>
        id === '0' ? t('admin.role.topLevel') : (names.get(String(id)) ?? String(id)),
    }),
    [names, t],
  )
  const rowActions = (role: RoleRecord) => [
    mayGrant && (
      <Button key="grant" type="link" size="small" onClick={() => setGranting(role)}>
        {t('admin.role.grant')}
      </Button>
    ),
  ]
  return (
    <div className="sd-admin-screen" data-testid={functionRoles ? 'function-role-screen' : 'role-screen'}>
      <CrudTable<RoleRecord>
        {...(functionRoles ? FUNCTION_ROLES : {})}
        resource={roleResource}
        exportable={false}
        api={hostApi}
        locale={locale}
        endpoints={ROLE_ENDPOINTS}
        rowActions={rowActions}
        render={render}
        fieldInputs={functionRoles ? undefined : fieldInputs}
        onLoad={(loaded) => setRows(loaded as unknown as RoleRow[])}
      />
      {granting && <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />}
    </div>
  )
}

/** The function-role screen (menu /authority/functionRole). */
export const FunctionRoleScreen = () => <RoleScreen functionRoles />
