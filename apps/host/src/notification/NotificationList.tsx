import { useEffect, useState } from 'react'
import { Badge, Card, Input, List, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { LIMITS, inboxEndpoints, type InboxNotice } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { showError } from '../bridge/notify'
import { navigateTo } from '../router/navigation'
import { NOTIFICATION_TYPES, notificationTypeOf, topDetailLink } from './links'
import './texts'

interface Listed {
  records: InboxNotice[]
  total: number
}

/**
 * /notification (query type 1 all notices, 2 downloads, 3 product updates) and /notification/list
 * (all notices): the user's notices, 10 a page, searched by title. A notice opens as in the popover
 * (spec §4): type 1 in the shell's detail page, the others at their address in a new window.
 */
export default function NotificationList({ path }: { path: string }) {
  const { t, i18n } = useTranslation()
  const [type, setType] = useState(() => notificationTypeOf(path))
  const [title, setTitle] = useState('')
  const [current, setCurrent] = useState(1)
  const [listed, setListed] = useState<Listed>({ records: [], total: 0 })
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    setLoading(true)
    call(hostApi, inboxEndpoints.page, {
      query: { current, size: LIMITS.noticePageSize, type, ...(title && { title }) },
    })
      .then(
        (page) => setListed({ records: page.records, total: page.total }),
        (error: unknown) => {
          setListed({ records: [], total: 0 })
          showError(error)
        },
      )
      .finally(() => setLoading(false))
  }, [type, title, current, i18n.language])

  const open = (n: InboxNotice) => {
    if (n.type === 1) navigateTo(topDetailLink(n))
    else if (n.address) window.open(n.address, '_blank', 'noopener')
  }

  return (
    <Card className="sd-notifications">
      <Tabs
        activeKey={String(type)}
        onChange={(key) => (setType(Number(key)), setCurrent(1))}
        items={NOTIFICATION_TYPES.map((n) => ({ key: String(n), label: t(`notification.types.${n}`) }))}
        tabBarExtraContent={
          <Input.Search
            allowClear
            placeholder={t('notification.search')}
            aria-label={t('notification.search')}
            onSearch={(value) => (setTitle(value.trim()), setCurrent(1))}
          />
        }
      />
      <List
        loading={loading}
        dataSource={listed.records}
        locale={{ emptyText: t('common.noData') }}
        pagination={{
          current,
          pageSize: LIMITS.noticePageSize,
          total: listed.total,
          onChange: setCurrent,
          showSizeChanger: false,
        }}
        renderItem={(n) => (
          <List.Item
            className="sd-notice-item"
            onClick={() => open(n)}
            extra={<Typography.Text type="secondary">{n.time}</Typography.Text>}
          >
            <List.Item.Meta
              title={
                n.read ? (
                  n.title
                ) : (
                  <Badge dot offset={[6, 0]}>
                    {n.title}
                  </Badge>
                )
              }
              description={n.userName ?? undefined}
            />
          </List.Item>
        )}
      />
    </Card>
  )
}
