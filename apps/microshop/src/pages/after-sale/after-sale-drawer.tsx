import { useState } from 'react'
import { Alert, Button, Descriptions, Drawer, Space, Spin, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHOP_CODES, afterSaleEndpoints, type AfterSaleLine } from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'
import { AfterSaleStatusTag, AfterSaleTypeTag } from '../../components/after-sale-tags'
import { yuan } from '../../components/money'
import { RefuseDialog } from './refuse-dialog'

interface Props {
  id: string | null
  onClose: () => void
  onChanged: () => void
}

/** One request: what it asks back of which lines, the order's paid and refunded amounts; approve or refuse. */
export function AfterSaleDrawer({ id, onClose, onChanged }: Props) {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canReview = useButton(SHOP_CODES.afterSaleAudit)
  const [refusing, setRefusing] = useState(false)
  const { data, error, reload } = useLoaded(
    () => (id ? call(api, afterSaleEndpoints.detail, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const act = useSubmit(
    ({ reason }: { reason?: string }) =>
      reason === undefined
        ? call(api, afterSaleEndpoints.approve, { query: { id: id! } })
        : call(api, afterSaleEndpoints.refuse, { body: { id: id!, reason } }),
    {
      success: t('saved'),
      done: () => {
        setRefusing(false)
        void reload()
        onChanged()
      },
    },
  )
  const sale = data && data.id === id ? data : null
  const approve = async () => {
    if (!sale) return
    const confirmed = await services.confirm({
      title: t('confirmApprove'),
      content: t('approveWarning', { amount: yuan(sale.amountFen) }),
      danger: true,
    })
    if (confirmed) void act.submit({})
  }

  return (
    <Drawer open={id !== null} onClose={onClose} width={720} title={sale?.afterSaleNo ?? t('afterSale')}>
      {error && <Alert type="error" showIcon message={error} />}
      {!sale && !error && <Spin />}
      {sale && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {canReview && sale.status === 'pending' && (
            <Space>
              <Button type="primary" loading={act.saving} onClick={() => void approve()}>
                {t('approve')}
              </Button>
              <Button danger onClick={() => setRefusing(true)}>
                {t('refuse')}
              </Button>
            </Space>
          )}
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('status')}>
              <AfterSaleStatusTag status={sale.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('afterSaleType')}>
              <AfterSaleTypeTag type={sale.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orderNo')}>{sale.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('buyer')}>{`${sale.buyerName} ${sale.buyerPhone}`}</Descriptions.Item>
            <Descriptions.Item label={t('refundAmount')}>{yuan(sale.amountFen)}</Descriptions.Item>
            <Descriptions.Item label={t('paidRefunded')}>
              {`${yuan(sale.paidFen)} / ${yuan(sale.refundedFen)}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('afterSaleReason')} span={2}>
              {sale.reason}
            </Descriptions.Item>
            <Descriptions.Item label={t('appliedAt')}>{sale.createTime}</Descriptions.Item>
            <Descriptions.Item label={t('reviewedAt')}>{sale.reviewTime ?? '-'}</Descriptions.Item>
            {sale.refuseReason && (
              <Descriptions.Item label={t('refuseReason')} span={2}>
                {sale.refuseReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<AfterSaleLine>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={sale.lines}
            columns={[
              { title: t('goods'), key: 'goods', render: (_, l) => `${l.goodsCode} ${l.goodsName}` },
              { title: t('returnQuantity'), dataIndex: 'quantity' },
              { title: t('refundAmount'), dataIndex: 'amountFen', render: yuan },
            ]}
          />
        </Space>
      )}
      <RefuseDialog
        open={refusing}
        saving={act.saving}
        onOk={(reason) => void act.submit({ reason })}
        onClose={() => setRefusing(false)}
      />
    </Drawer>
  )
}
