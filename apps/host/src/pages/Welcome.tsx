import { useEffect, useState } from 'react'
import { Card, Col, Empty, List, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import {
  inboxEndpoints,
  oftenFunctionEndpoints,
  type InboxNotice,
  type QuickAccessItem,
} from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'
import { PriceAnomalyFigures } from './PriceAnomalyFigures'

const selectUser = (s: BridgeState) => s.user
const selectTenant = (s: BridgeState) => s.tenant

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening')

/** /wel/index: greeting, the user's often-used functions (blade-desk) and the latest notices. */
export function Welcome() {
  const { t } = useTranslation()
  const user = useBridgeState(selectUser)
  const tenant = useBridgeState(selectTenant)
  const favorites = useShellSelector((s) => s.quick.favorites)
  const [often, setOften] = useState<QuickAccessItem[]>([])
  const [notices, setNotices] = useState<InboxNotice[]>([])

  useEffect(() => {
    call(hostApi, oftenFunctionEndpoints.query).then(
      (answer) => setOften(answer.menus),
      () => setOften([]),
    )
    call(hostApi, inboxEndpoints.page, { query: { current: 1, size: 10 } }).then(
      (page) => setNotices(page.records),
      () => setNotices([]),
    )
  }, [])

  const open = (item: QuickAccessItem) => item.path && navigateTo(item.path)
  const shortcuts = (items: QuickAccessItem[], empty: string) =>
    items.length === 0 ? (
      <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
    ) : (
      <div className="sd-shortcuts">
        {items.map((item) => (
          <Card.Grid key={item.menuId} className="sd-shortcut" onClick={() => open(item)}>
            {item.name}
          </Card.Grid>
        ))}
      </div>
    )

  return (
    <div className="sd-welcome">
      <Card>
        <Typography.Title level={3}>
          {t('welcome.greeting', {
            part: t(`welcome.${partOfDay(new Date().getHours())}`),
            name: user?.realName || user?.userName || '',
          })}
        </Typography.Title>
        {tenant && (
          <Typography.Text type="secondary">
            {t('welcome.tenant', { tenant: tenant.tenantName || tenant.tenantId })}
          </Typography.Text>
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card title={t('welcome.often')}>{shortcuts(often, t('welcome.noOften'))}</Card>
          <Card title={t('welcome.favorites')}>{shortcuts(favorites, t('common.noData'))}</Card>
        </Col>
        <Col xs={24} lg={10}>
          <PriceAnomalyFigures />
          <Card title={t('welcome.notices')}>
            <List
              dataSource={notices}
              locale={{ emptyText: t('common.noData') }}
              renderItem={(n) => (
                <List.Item extra={<Typography.Text type="secondary">{n.time}</Typography.Text>}>
                  {n.title}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  )
}
