import { useTranslation } from 'react-i18next'
import { ActivityPage } from '../../components/activity/activity-page'
import { PurchasesTable } from '../../components/activity/purchases-table'

/** Points shop (`/microshop/integralShop`): goods for points (and a cash part), and the exchanges. */
export default function IntegralShopPage() {
  const { t } = useTranslation()
  return (
    <ActivityPage
      kind="integral"
      columns={[
        { title: t('actPoints'), dataIndex: 'points' },
        { title: t('actStock'), dataIndex: 'stock' },
        { title: t('actSold'), dataIndex: 'sold' },
        { title: t('actPerUserLimit'), dataIndex: 'perUserLimit' },
      ]}
      records={<PurchasesTable kind="integral" />}
    />
  )
}
