import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { CrudTable } from '@store/ui/crud'
import { hostApi } from '../bridge/api'
import { ADMIN_SCREENS, type AdminScreenName } from './screens'

const selectLocale = (s: BridgeState) => s.locale

/** One plain administration screen: its resource's CrudTable on the host's API client. */
export default function ResourceScreen({ name }: { name: AdminScreenName }) {
  const locale = useBridgeState(selectLocale)
  const screen: (typeof ADMIN_SCREENS)[AdminScreenName] = ADMIN_SCREENS[name]
  return (
    <div className="sd-admin-screen">
      <CrudTable
        key={name}
        resource={screen.resource}
        api={hostApi}
        locale={locale}
        endpoints={'endpoints' in screen ? screen.endpoints : undefined}
        importCode={'importCode' in screen ? screen.importCode : undefined}
        exportable={'exportable' in screen ? screen.exportable : undefined}
      />
    </div>
  )
}
