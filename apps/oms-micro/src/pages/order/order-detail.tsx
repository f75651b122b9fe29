import { Descriptions, Drawer, Empty, Table, Tag, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { OMS_ACTION_NAMES, OMS_CHANNEL_NAMES, OMS_STATUS_NAMES, omsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { useLocale } from '../../locale'

/** One order: its receiver, warehouse, lines and the timeline of every step it took. */
export function OrderDetail({ id, onClose }: { id: string | undefined; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { data: o } = useLoaded(
    async () => (id ? call(api, omsEndpoints.orderDetail, { query: { id } }) : undefined),
    [id],
  )
  return (
    <Drawer open={!!id} width={640} title={o?.code ?? t('detail')} onClose={onClose} loading={!o}>
      {o && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('channel')}>{OMS_CHANNEL_NAMES[o.channel][locale]}</Descriptions.Item>
            <Descriptions.Item label={t('sourceNo')}>{o.sourceNo}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <Tag>{OMS_STATUS_NAMES[o.status][locale]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('warehouse')}>{o.warehouseName ?? '-'}</Descriptions.Item>
            <Descriptions.Item
              label={t('receiver')}
            >{`${o.receiverName} ${o.receiverPhone}`}</Descriptions.Item>
            <Descriptions.Item label={t('region')}>{o.region}</Descriptions.Item>
            <Descriptions.Item label={t('address')} span={2}>
              {o.address}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>{t('lines')}</h4>
          <Table
            rowKey="goodsId"
            size="small"
            pagination={false}
            dataSource={o.lines}
            locale={{ emptyText: <Empty /> }}
            columns={[
              { title: t('goods'), key: 'goods', render: (_, l) => `${l.goodsCode} ${l.goodsName}` },
              { title: t('qty'), dataIndex: 'qty', align: 'right' },
            ]}
          />
          <h4 style={{ marginTop: 16 }}>{t('timeline')}</h4>
          <Timeline
            items={o.timeline.map((s) => ({
              key: s.id,
              children: `${new Date(s.createTime).toLocaleString()} ${OMS_ACTION_NAMES[s.action][locale]} → ${
                OMS_STATUS_NAMES[s.toStatus][locale]
              }${s.note ? `（${s.note}）` : ''}`,
            }))}
          />
        </>
      )}
    </Drawer>
  )
}
