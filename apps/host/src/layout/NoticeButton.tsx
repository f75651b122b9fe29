import { useEffect, useState } from 'react'
import { Badge, Button, List, Popover, Tabs, Typography, message } from 'antd'
import { BellOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useBridge } from '@store/bridge/react'
import { inboxEndpoints, type InboxNotice } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { showError } from '../bridge/notify'
import { hasMenuFor } from '../menu/tree'
import { topDetailLink } from '../notification/links'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'

/** spec §3 Notice type: 1 all notices, 2 download, 3 product updates; the popover opens on downloads. */
const UPDATES = 3
const TABS = [
  { type: 2, key: 'notice.download' },
  { type: 3, key: 'notice.update' },
  { type: 1, key: 'notice.all' },
] as const

/**
 * The notice popover (spec §2, §4): three tabs, 10 a page, 300 px high; opening it clears the dot. A
 * `haveNewNotice` from the realtime hub reloads the unread count (and the open list) without a reload.
 */
export function NoticeButton() {
  const { t, i18n } = useTranslation()
  const bridge = useBridge()
  const [open, setOpen] = useState(false)
  const [unread, setUnread] = useState(0)
  const [type, setType] = useState<number>(2)
  const [rows, setRows] = useState<InboxNotice[]>([])
  const [news, setNews] = useState(0)
  const routes = useShellSelector((s) => s.menu.routes)

  useEffect(() => bridge.onRealtime('haveNewNotice', () => setNews((n) => n + 1)), [bridge])
  useEffect(() => {
    call(hostApi, inboxEndpoints.unreadCount).then(
      (c) => setUnread(c.total),
      () => setUnread(0),
    )
  }, [news])
  useEffect(() => {
    if (!open) return
    call(hostApi, inboxEndpoints.page, { query: { current: 1, size: 10, type } }).then(
      (page) => setRows(page.records),
      (error: unknown) => {
        setRows([])
        // spec §8: the version list says so in its own words, the other lists with the server's
        if (type === UPDATES) void message.error(t('notice.loadFailed'))
        else showError(error)
      },
    )
  }, [open, type, i18n.language, news])

  /** spec §6: a notice leads only to a page the user has a menu for. */
  const openPage = (link: string) => {
    setOpen(false)
    if (hasMenuFor(routes, link)) navigateTo(link)
    else void message.warning(t('notice.noMenu'))
  }
  const openNotice = (n: InboxNotice) => {
    if (n.type === 1) openPage(topDetailLink(n))
    else {
      setOpen(false)
      if (n.address) window.open(n.address, '_blank', 'noopener')
    }
  }
  const content = (
    <div className="sd-notices">
      <Tabs
        activeKey={String(type)}
        onChange={(key) => setType(Number(key))}
        items={TABS.map((tab) => ({ key: String(tab.type), label: t(tab.key) }))}
      />
      <List
        className="sd-notice-list"
        dataSource={rows}
        locale={{ emptyText: t('common.noData') }}
        renderItem={(n) => (
          <List.Item onClick={() => openNotice(n)} className="sd-notice-item">
            <List.Item.Meta
              title={n.title}
              description={<Typography.Text type="secondary">{n.time}</Typography.Text>}
            />
          </List.Item>
        )}
      />
      <Button type="link" block onClick={() => openPage('/notification/list')}>
        {t('notice.more')}
      </Button>
    </div>
  )
  return (
    <Popover
      content={content}
      trigger="click"
      open={open}
      placement="bottomRight"
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setUnread(0)
      }}
    >
      <Badge dot={unread > 0} data-testid="notice-badge">
        <Button type="text" icon={<BellOutlined />} aria-label={t('top.notices')} />
      </Badge>
    </Popover>
  )
}
