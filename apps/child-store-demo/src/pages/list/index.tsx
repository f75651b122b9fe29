import { demoItemResource } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState } from '@store/bridge/react'
import { useApi, useSubApp } from '@store/micro'
import { CrudTable, formatAmount, type CrudRecord } from '@store/ui'
import { ContextStrip } from '../../components/context-strip'

const selectLocale = (s: BridgeState) => s.locale

/** Display plans on the shared CrudTable; "view" opens the plan's detail page in the app's tab (spec §2). */
export default function ListPage() {
  const locale = useBridgeState(selectLocale)
  const { basename } = useSubApp()
  const { services } = useBridge()
  const openDetail = (plan: CrudRecord) =>
    services.openTab({ path: `${basename}/detail/${plan.id}`, label: String(plan.planName) })
  return (
    <>
      <ContextStrip />
      <CrudTable
        resource={demoItemResource}
        api={useApi()}
        locale={locale}
        render={{ amount: formatAmount }}
        onView={openDetail}
        importCode={demoItemResource.name}
      />
    </>
  )
}
