import { useState } from 'react'
import { Alert, Button, Card, Empty, InputNumber, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { ALERT_DEFAULTS, wmsEndpoints, type WmsStockAlert } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'

const COLOURS: Record<WmsStockAlert['kind'], string> = {
  expired: 'error',
  near_expiry: 'warning',
  low_stock: 'processing',
}

/** Expired and near-expiry lots in stock, and goods low on available stock, with their thresholds. */
export default function AlertPage() {
  const { t } = useTranslation()
  const api = useApi()
  const [days, setDays] = useState<number>(ALERT_DEFAULTS.days)
  const [below, setBelow] = useState<number>(ALERT_DEFAULTS.below)
  const { data, error, reload } = useLoaded(
    () => call(api, wmsEndpoints.alerts, { query: { days, below } }),
    [api, days, below],
  )
  const columns: TableColumnsType<WmsStockAlert> = [
    {
      title: t('alertKind'),
      dataIndex: 'kind',
      render: (k: WmsStockAlert['kind']) => <Tag color={COLOURS[k]}>{t(`kind_${k}`)}</Tag>,
    },
    { title: t('goods'), key: 'goods', render: (_, a) => `${a.goodsCode} ${a.goodsName}` },
    { title: t('lotNo'), dataIndex: 'lotNo', render: (v: string | null) => v || '—' },
    { title: t('expiryDate'), dataIndex: 'expiryDate', render: (v: string | null) => v ?? '—' },
    { title: t('qty'), dataIndex: 'qty', align: 'right' },
  ]
  return (
    <Card
      title={t('alerts')}
      extra={
        <Space wrap>
          <span>{t('alertDays')}</span>
          <InputNumber
            aria-label={t('alertDays')}
            min={1}
            max={3650}
            precision={0}
            value={days}
            onChange={(v) => v && setDays(v)}
          />
          <span>{t('alertBelow')}</span>
          <InputNumber
            aria-label={t('alertBelow')}
            min={1}
            max={1_000_000}
            precision={0}
            value={below}
            onChange={(v) => v && setBelow(v)}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<WmsStockAlert>
        rowKey={(a) => `${a.kind}/${a.goodsId}/${a.lotNo ?? ''}`}
        columns={columns}
        dataSource={data ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noAlerts')} /> }}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  )
}
