import type { ReactNode } from 'react'
import { Button, Empty, Popover, Typography } from 'antd'
import { ThunderboltOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { loadQuickAccess } from '../bridge/start'
import { currentLocale } from '../i18n'
import { menuLabel, pages } from '../menu/tree'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'

/** spec §9: the hover overlay opens after 400 ms and closes 600 ms after the pointer leaves. */
const HOVER_DELAY_S = 0.4
const HIDE_DELAY_S = 0.6

function Links({ items }: { items: { key: string; name: string; path: string | null }[] }) {
  const open = (path: string | null) => (e: React.MouseEvent) => {
    e.preventDefault()
    if (path) navigateTo(path)
  }
  return (
    <ul className="sd-quick-links">
      {items.map((item) => (
        <li key={item.key}>
          <Typography.Link href={item.path ?? undefined} disabled={!item.path} onClick={open(item.path)}>
            {item.name}
          </Typography.Link>
        </li>
      ))}
    </ul>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  )
}

/** Quick access (spec §2): my favourites, the personal login page and recently visited. */
export function QuickAccess({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation()
  const { favorites, lately, personalLoginPage } = useShellSelector((s) => s.quick)
  const routes = useShellSelector((s) => s.menu.routes)
  const userPages = new Map(pages(routes).map((r) => [r.id, r]))
  // names in the shell's language: the lists carry the name the menu had when it was saved
  const nameOf = (menuId: string, saved: string) => {
    const route = userPages.get(menuId)
    return route ? menuLabel(route, currentLocale()) : saved
  }
  // the personal login page need not be a favourite: it is one of the user's pages
  const personal = personalLoginPage ? userPages.get(personalLoginPage) : undefined
  const content = (
    <div className="sd-quick">
      <Section title={t('menu.favorites')}>
        {favorites.length > 0 ? (
          <Links
            items={favorites.map((f) => ({ key: f.menuId, name: nameOf(f.menuId, f.name), path: f.path }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
        )}
      </Section>
      <Section title={t('menu.personalLoginPage')}>
        {personal ? (
          <Links
            items={[{ key: personal.id, name: nameOf(personal.id, personal.title), path: personal.path }]}
          />
        ) : (
          <Typography.Paragraph type="secondary">
            {t('menu.noPersonalPage')}
            <br />
            {t('menu.personalPageHint')}
          </Typography.Paragraph>
        )}
      </Section>
      <Section title={t('menu.recent')}>
        {lately.length > 0 ? (
          <Links
            items={lately.map((r) => ({ key: r.menuId, name: nameOf(r.menuId, r.menuName), path: r.path }))}
          />
        ) : (
          <Typography.Paragraph type="secondary">{t('menu.noRecent')}</Typography.Paragraph>
        )}
      </Section>
    </div>
  )
  return (
    <Popover
      content={content}
      title={t('menu.quickAccess')}
      placement="rightTop"
      mouseEnterDelay={HOVER_DELAY_S}
      mouseLeaveDelay={HIDE_DELAY_S}
      onOpenChange={(open) => open && void loadQuickAccess()}
    >
      <Button
        type="text"
        className="sd-app"
        icon={<ThunderboltOutlined />}
        aria-label={t('menu.quickAccess')}
      >
        {!collapsed && t('menu.quickAccess')}
      </Button>
    </Popover>
  )
}
