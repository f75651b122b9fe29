import { Card, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { distributionEndpoints as ep } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { DistributorsTab } from './distributors-tab'
import { RulesTab } from './rules-tab'
import { DistributionStatsRow } from './stats-row'
import { WithdrawalsTab } from './withdrawals-tab'

/**
 * The distribution centre (`/microshop/distribution`): figures, distributors (review, level, ledger),
 * commission rules by level and goods, and withdrawal requests with their review.
 */
export default function DistributionPage() {
  const { t } = useTranslation()
  const api = useApi()
  const stats = useLoaded(() => call(api, ep.stats, {}), [api])
  const changed = () => void stats.reload()
  return (
    <Card title={t('dcTitle')}>
      <DistributionStatsRow stats={stats.data ?? null} />
      <Tabs
        items={[
          {
            key: 'distributors',
            label: t('dcDistributors'),
            children: <DistributorsTab onChanged={changed} />,
          },
          { key: 'rules', label: t('dcRules'), children: <RulesTab /> },
          { key: 'withdrawals', label: t('dcWithdrawals'), children: <WithdrawalsTab onChanged={changed} /> },
        ]}
      />
    </Card>
  )
}
