import { useState } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { PRICE_CODES, priceStrategyResource } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useLocale } from '../../components/locale'
import { useListChoices } from './list-choices'
import { ProposeDialog, type Strategy } from './propose-dialog'

/** Pricing strategies on the shared CrudTable, each able to propose prices for goods of a list. */
export default function StrategyPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const lists = useListChoices()
  const canPropose = useButton(PRICE_CODES.strategyView)
  const [proposing, setProposing] = useState<Strategy | null>(null)
  return (
    <>
      <CrudTable<Strategy & Record<string, unknown>>
        resource={priceStrategyResource}
        api={api}
        locale={locale}
        headerTitle={t('strategies')}
        choices={{ followListId: lists }}
        rowActions={(strategy) =>
          canPropose
            ? [
                <Button key="propose" type="link" onClick={() => setProposing(strategy)}>
                  {t('strategy_propose')}
                </Button>,
              ]
            : []
        }
      />
      <ProposeDialog strategy={proposing} onClose={() => setProposing(null)} />
    </>
  )
}
