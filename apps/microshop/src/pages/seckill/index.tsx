import { useTranslation } from 'react-i18next'
import { ActivityPage } from '../../components/activity/activity-page'
import { PurchasesTable } from '../../components/activity/purchases-table'

/** Flash sale (`/microshop/seckill`): activities with their own stock and per-member limit, and the purchases. */
export default function SeckillPage() {
  const { t } = useTranslation()
  return (
    <ActivityPage
      kind="seckill"
      columns={[
        { title: t('actStock'), dataIndex: 'stock' },
        { title: t('actSold'), dataIndex: 'sold' },
        { title: t('actPerUserLimit'), dataIndex: 'perUserLimit' },
      ]}
      records={<PurchasesTable kind="seckill" />}
    />
  )
}
