import { useTranslation } from 'react-i18next'
import { permissionCodes, wlfwPickupPointResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, PermissionGate } from '@store/ui'
import { useWlfwChoices } from '../../components/choices'
import { useLocale } from '../../components/locale'
import { StatusToggle } from './status-toggle'

const EDIT = permissionCodes(wlfwPickupPointResource).edit

/** Pickup points at the shops: search, paging, editor, and enable/disable with confirmation. */
export default function PickupPage() {
  const { t } = useTranslation()
  const { shops, areas } = useWlfwChoices()
  return (
    <CrudTable
      resource={wlfwPickupPointResource}
      api={useApi()}
      locale={useLocale()}
      headerTitle={t('pickupPoints')}
      choices={{ shopId: shops, areaId: areas }}
      rowActions={(record, reload) => [
        <PermissionGate key="status" code={EDIT}>
          <StatusToggle record={record} reload={reload} />
        </PermissionGate>,
      ]}
    />
  )
}
