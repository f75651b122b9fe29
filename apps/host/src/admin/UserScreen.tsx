import { useMemo, useState } from 'react'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { deptEndpoints, roleGrantEndpoints, userResource, type UserRecord } from '@store/contract'
import { call } from '@store/request'
import { TreeLayout } from '@store/ui/layout'
import { CrudTable, type CrudRecord } from '@store/ui/crud'
import { hostApi } from '../bridge/api'
import { DeptTree } from './DeptTree'
import { asTreeItems } from './tree-keys'
import { useLoaded } from '@store/ui/loading'
import { useUserActions, type UserRow } from './user-actions'
import { userFormInputs } from './user-form-inputs'

type UserScreenRow = CrudRecord & UserRow & Pick<UserRecord, 'deptName'>
const selectLocale = (s: BridgeState) => s.locale

/**
 * User administration (spec §2 tree-type page, §7 Users): the departments on the left narrow the
 * users (a department and those below it); the users' CrudTable with the rows' own buttons.
 */
export default function UserScreen() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const [chosen, setChosen] = useState<string>()
  const depts = useLoaded(() => call(hostApi, deptEndpoints.tree), [])
  const roles = useLoaded(async () => asTreeItems(await call(hostApi, roleGrantEndpoints.roleTree)), [])
  const { rowActions, dialog, onSaved } = useUserActions(roles)
  const filter = useMemo(() => (chosen ? { deptId: chosen } : undefined), [chosen])
  const statusText = (value: unknown) =>
    value === 1 ? <Tag color="green">{t('admin.enabled')}</Tag> : <Tag>{t('admin.disabled')}</Tag>
  const fieldInputs = useMemo(
    () => userFormInputs({ depts: depts.data, roles: roles.data, locale, t }),
    [depts.data, roles.data, locale, t],
  )
  return (
    <div className="sd-admin-screen" data-testid="user-screen">
      <TreeLayout tree={<DeptTree depts={depts} chosen={chosen} onChoose={setChosen} />}>
        <CrudTable<UserScreenRow>
          resource={userResource}
          api={hostApi}
          locale={locale}
          filter={filter}
          render={{ deptId: (_, user) => user.deptName, status: statusText }}
          fieldInputs={fieldInputs}
          rowActions={rowActions}
          onSaved={onSaved}
        />
      </TreeLayout>
      {dialog}
    </div>
  )
}
