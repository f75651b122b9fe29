import { useState } from 'react'
import { Alert, App, Button, Descriptions, Drawer, Space, Spin, Table, Tag, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SHOP_CODES,
  SHOP_ORDER_STATUS_LABELS,
  shopOrderEndpoints,
  type ShopOrderDetail,
  type ShopOrderLine,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'
import { useLocale } from '../../components/locale'
import { yuan } from '../../components/money'
import { OrderActionDialog, type OrderAction } from './action-dialog'

interface Props {
  id: string | null
  onClose: () => void
  onChanged: () => void
}

/** One order: its buyer, lines as sold, amounts and timeline; ship, hand over, complete, cancel, remark. */
export function OrderDrawer({ id, onClose, onChanged }: Props) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { message } = App.useApp()
  const canShip = useButton(SHOP_CODES.orderShip)
  const canEdit = useButton(SHOP_CODES.orderEdit)
  const [action, setAction] = useState<OrderAction | null>(null)
  const { data, error, reload } = useLoaded(
    () => (id ? call(api, shopOrderEndpoints.detail, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const done = () => {
    setAction(null)
    void reload()
    onChanged()
  }
  const order: ShopOrderDetail | null | undefined = data
  const act = async (run: () => Promise<unknown>) => {
    await run()
    void message.success(t('saved'))
    done()
  }

  return (
    <Drawer open={id !== null} onClose={onClose} width={760} title={order?.orderNo ?? t('order')}>
      {error && <Alert type="error" showIcon message={error} />}
      {!order && !error && <Spin />}
      {order && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap>
            {canShip && order.status === 'paid' && order.deliveryType === 'express' && (
              <Button type="primary" onClick={() => setAction('ship')}>
                {t('ship')}
              </Button>
            )}
            {canShip && order.status === 'paid' && order.deliveryType === 'pickup' && (
              <Button
                type="primary"
                onClick={() => act(() => call(api, shopOrderEndpoints.pickup, { query: { id: order.id } }))}
              >
                {t('pickup')}
              </Button>
            )}
            {canEdit && order.status === 'shipped' && (
              <Button
                onClick={() => act(() => call(api, shopOrderEndpoints.complete, { query: { id: order.id } }))}
              >
                {t('complete')}
              </Button>
            )}
            {canEdit &&
              ['awaiting_prescription', 'unpaid', 'group_forming', 'paid'].includes(order.status) && (
                <Button danger onClick={() => setAction('cancel')}>
                  {t('cancel')}
                </Button>
              )}
            {canEdit && <Button onClick={() => setAction('remark')}>{t('remark')}</Button>}
          </Space>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('status')}>
              <Tag>{SHOP_ORDER_STATUS_LABELS[order.status][locale]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('createTime')}>{order.createTime}</Descriptions.Item>
            <Descriptions.Item
              label={t('buyer')}
            >{`${order.buyerName} ${order.buyerPhone}`}</Descriptions.Item>
            <Descriptions.Item label={t('delivery')}>{t(`delivery_${order.deliveryType}`)}</Descriptions.Item>
            {order.source && (
              <Descriptions.Item label={t('orderSource')} span={2}>
                {`${t(`orderSource_${order.source.kind}`)} ${order.source.activityId}`}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('address')} span={2}>
              {order.address ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('original')}>{yuan(order.originalFen)}</Descriptions.Item>
            <Descriptions.Item label={t('discount')}>
              {order.memberDiscountFen > 0
                ? t('discountWithMember', {
                    total: yuan(order.discountFen),
                    member: yuan(order.memberDiscountFen),
                  })
                : yuan(order.discountFen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payable')}>{yuan(order.payableFen)}</Descriptions.Item>
            <Descriptions.Item label={t('paid')}>{yuan(order.paidFen)}</Descriptions.Item>
            {order.prepaidFen > 0 && (
              <>
                <Descriptions.Item label={t('paidByCard')}>{yuan(order.prepaidFen)}</Descriptions.Item>
                <Descriptions.Item label={t('paidByGateway')}>
                  {yuan(order.paidFen - order.prepaidFen)}
                </Descriptions.Item>
              </>
            )}
            {order.refundedFen > 0 && (
              <Descriptions.Item label={t('refunded')} span={2}>
                {yuan(order.refundedFen)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('shipping')} span={2}>
              {order.carrier ? `${order.carrier} ${order.trackingNo}` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('buyerRemark')}>{order.buyerRemark ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('remark')}>{order.remark ?? '-'}</Descriptions.Item>
            {order.cancelReason && (
              <Descriptions.Item label={t('cancelReason')} span={2}>
                {order.cancelReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<ShopOrderLine>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={order.lines}
            columns={[
              { title: t('goods'), key: 'goods', render: (_, l) => `${l.goodsCode} ${l.goodsName}` },
              {
                title: t('rx'),
                dataIndex: 'rx',
                render: (rx: number) => (rx ? <Tag color="purple">Rx</Tag> : ''),
              },
              { title: t('unitPrice'), dataIndex: 'unitPriceFen', render: yuan },
              { title: t('quantity'), dataIndex: 'quantity' },
              { title: t('discount'), dataIndex: 'discountFen', render: yuan },
              { title: t('orderMemberDiscount'), dataIndex: 'memberDiscountFen', render: yuan },
              { title: t('payable'), dataIndex: 'payableFen', render: yuan },
            ]}
          />
          <Timeline
            items={order.timeline.map((e) => ({
              children: `${e.time} ${t(`action_${e.action}`)}${e.note ? `：${e.note}` : ''}`,
            }))}
          />
        </Space>
      )}
      {order && (
        <OrderActionDialog action={action} orderId={order.id} onClose={() => setAction(null)} onDone={done} />
      )}
    </Drawer>
  )
}
