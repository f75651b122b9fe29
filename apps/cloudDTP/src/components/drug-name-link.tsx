import { Button, message } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import { useSubApp } from '@store/micro'

/** The drug detail page's route (spec §2), relative to the base route. */
export const DRUG_DETAIL_ROUTE = 'drugsmanagement/drugsmanagement'

/**
 * A drug's trade name that opens its detail page (spec §2); without a drugId it says the record is
 * incomplete (spec §5) instead.
 */
export function DrugNameLink({ drugId, name }: { drugId?: string | null; name: string }) {
  const { t } = useTranslation()
  const { basename } = useSubApp()
  const { services } = useBridge()
  const open = () => {
    if (!drugId) {
      void message.warning(t('drugIncomplete'))
      return
    }
    services.openTab({ path: `${basename}/${DRUG_DETAIL_ROUTE}?drugId=${drugId}`, label: name })
  }
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={open}>
      {name}
    </Button>
  )
}
