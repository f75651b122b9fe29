import { Alert, Drawer, Space, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { MATCH_REASON_NAMES, srmEndpoints, type SrmMatchLine } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded } from '@store/ui'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'

/** The three-way match of an order: per line ordered, received and invoiced, matched or why not. */
export function MatchDrawer(props: { id: string | undefined; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { data, error } = useLoaded(
    async () => (props.id ? call(api, srmEndpoints.match, { query: { id: props.id } }) : undefined),
    [api, props.id],
  )
  return (
    <Drawer
      open={Boolean(props.id)}
      width={900}
      title={`${t('match')} ${data?.code ?? ''}`}
      onClose={props.onClose}
    >
      {!data && <LoadState error={error} />}
      {data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type={data.matched ? 'success' : 'warning'}
            showIcon
            message={t(data.matched ? 'allMatched' : 'notMatched')}
            description={t('tolerance', { percent: data.toleranceBp / 100 })}
          />
          <Table<SrmMatchLine>
            rowKey="lineId"
            size="small"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('goods'), dataIndex: 'goodsName' },
              { title: t('ordered'), dataIndex: 'orderedQty', align: 'right' },
              { title: t('receivedQty'), dataIndex: 'receivedQty', align: 'right' },
              { title: t('invoicedQty'), dataIndex: 'invoicedQty', align: 'right' },
              { title: t('receivedValue'), dataIndex: 'receivedValue', align: 'right', render: yuan },
              { title: t('invoicedAmount'), dataIndex: 'invoicedAmount', align: 'right', render: yuan },
              { title: t('difference'), dataIndex: 'difference', align: 'right', render: yuan },
              {
                title: t('result'),
                key: 'result',
                render: (_, l) =>
                  l.matched ? (
                    <Tag color="success">{t('matched')}</Tag>
                  ) : (
                    l.reasons.map((r) => (
                      <Tag key={r} color="error">
                        {MATCH_REASON_NAMES[r][locale]}
                      </Tag>
                    ))
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  )
}
