import { Card, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SERVICE_LEVEL_NAMES,
  wlfwPickupPointResource,
  type WlfwPickupOption,
  type WlfwRateReply,
  type WlfwServiceQuote,
} from '@store/contract'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'
import { plain } from '../../components/plain'

/** A quote: the area matched, each service with its fee and promised date, the area's pickup points. */
export function QuoteResult({ quote }: { quote: WlfwRateReply }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { area, matchedPrefix } = quote
  return (
    <Card title={t('quotedArea', { name: area.name, code: area.code, prefix: matchedPrefix, ...plain })}>
      <Table<WlfwServiceQuote>
        rowKey="level"
        size="small"
        pagination={false}
        dataSource={quote.services}
        locale={{ emptyText: t('noServices') }}
        columns={[
          {
            title: t('level'),
            dataIndex: 'level',
            render: (l: WlfwServiceQuote['level']) => SERVICE_LEVEL_NAMES[l][locale],
          },
          { title: t('fee'), dataIndex: 'fee', render: (fee: number) => (fee === 0 ? t('free') : yuan(fee)) },
          { title: t('promisedDate'), dataIndex: 'promisedDate' },
          { title: t('cutoff'), dataIndex: 'cutoff' },
        ]}
      />
      <h4 style={{ marginTop: 24 }}>{t('pickupPoints')}</h4>
      <Table<WlfwPickupOption>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={quote.pickupPoints}
        locale={{ emptyText: t('noPickupPoints') }}
        columns={[
          { title: t('pickupPoints'), dataIndex: 'name' },
          { title: t('openingHours'), dataIndex: 'openingHours' },
          { title: wlfwPickupPointResource.fields.address.label[locale], dataIndex: 'address' },
        ]}
      />
    </Card>
  )
}
