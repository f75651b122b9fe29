import { useMemo, useState } from 'react'
import { Button, Empty, Menu, Tooltip, message, type MenuProps } from 'antd'
import {
  HomeOutlined,
  HomeFilled,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { favoriteEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { showError } from '../bridge/notify'
import { loadQuickAccess } from '../bridge/start'
import { currentLocale } from '../i18n'
import { menuLabel, sideMenu, submenuIds } from '../menu/tree'
import type { MenuRoute } from '../menu/types'
import type { MenuPrefetcher } from '../micro/menu-prefetcher'
import { navigateTo } from '../router/navigation'
import { clampSideWidth, layoutActions } from '../store/layout-slice'
import { useShellDispatch, useShellSelector } from '../store'
import { useMenuPrefetcher } from './use-prefetch'
import { useResize } from './use-resize'

type Item = Required<MenuProps>['items'][number]

function QuickToggles({ route }: { route: MenuRoute }) {
  const { t } = useTranslation()
  const favorite = useShellSelector((s) => s.quick.favorites.some((f) => f.menuId === route.id))
  const personal = useShellSelector((s) => s.quick.personalLoginPage === route.id)
  const toggleFavorite = async () => {
    try {
      await call(hostApi, favoriteEndpoints.change, {
        body: { menuId: route.id, favorite: favorite ? 0 : 1 },
      })
      await loadQuickAccess(true)
      void message.success(favorite ? t('menu.unfavorite') : t('menu.favorite'))
    } catch (error) {
      showError(error)
    }
  }
  const togglePersonal = async () => {
    try {
      await call(hostApi, favoriteEndpoints.loginUpdate, { body: { id: route.id } })
      await loadQuickAccess(true)
    } catch (error) {
      showError(error)
    }
  }
  const stop = (fn: () => Promise<void>) => (e: React.MouseEvent) => {
    e.stopPropagation()
    void fn()
  }
  return (
    <span className="sd-menu-toggles">
      <Tooltip title={personal ? t('menu.unsetLoginPage') : t('menu.setLoginPage')}>
        <Button
          type="text"
          size="small"
          aria-pressed={personal}
          aria-label={personal ? t('menu.unsetLoginPage') : t('menu.setLoginPage')}
          icon={personal ? <HomeFilled /> : <HomeOutlined />}
          onClick={stop(togglePersonal)}
        />
      </Tooltip>
      <Tooltip title={favorite ? t('menu.unfavorite') : t('menu.favorite')}>
        <Button
          type="text"
          size="small"
          aria-pressed={favorite}
          aria-label={favorite ? t('menu.unfavorite') : t('menu.favorite')}
          icon={favorite ? <StarFilled className="sd-star" /> : <StarOutlined />}
          onClick={stop(toggleFavorite)}
        />
      </Tooltip>
    </span>
  )
}

function toItems(routes: MenuRoute[], prefetcher: MenuPrefetcher): Item[] {
  const locale = currentLocale()
  return routes.map((route) =>
    route.children
      ? {
          key: route.id,
          // a long group name (English above all) is cut at the menu's width: the whole of it on hover
          label: <span title={menuLabel(route, locale)}>{menuLabel(route, locale)}</span>,
          children: toItems(route.children, prefetcher),
        }
      : {
          key: route.path ?? route.id,
          onMouseEnter: () => prefetcher.hover(route.path),
          onMouseLeave: prefetcher.leave,
          label: (
            <span className="sd-menu-label">
              <span title={menuLabel(route, locale)}>{menuLabel(route, locale)}</span>
              <QuickToggles route={route} />
            </span>
          ),
        },
  )
}

/**
 * The side menu (spec §2, §4 Sidebar): the active application's tree, resizable 200–320 px, expand/collapse
 * all. Resting the pointer on an item or opening a group prefetches the sub-apps behind it (issue 22).
 */
export function SideMenu({ routes, selectedPath }: { routes: MenuRoute[]; selectedPath: string }) {
  const { t, i18n } = useTranslation()
  const dispatch = useShellDispatch()
  const savedWidth = useShellSelector((s) => s.layout.prefs.sideWidth)
  const tree = useMemo(() => sideMenu(routes), [routes])
  const prefetcher = useMenuPrefetcher()
  // labels follow the language
  const items = useMemo(() => toItems(tree, prefetcher), [tree, prefetcher, i18n.language])
  const [openKeys, setOpenKeys] = useState<string[]>(() => submenuIds(tree))
  // issue 22: a group the user opens prefetches the sub-apps of its items
  const openChanged = (keys: string[]) => {
    prefetcher.opened(keys.filter((key) => !openKeys.includes(key)))
    setOpenKeys(keys)
  }
  const { width, resizing, start } = useResize(
    savedWidth,
    (w) => dispatch(layoutActions.sideResized(w)),
    clampSideWidth,
  )

  return (
    <aside className={`sd-side${resizing ? ' sd-side-resizing' : ''}`} style={{ width }}>
      <div className="sd-side-tools">
        <Button
          size="small"
          type="text"
          icon={<NodeExpandOutlined />}
          onClick={() => setOpenKeys(submenuIds(tree))}
        >
          {t('menu.expandAll')}
        </Button>
        <Button size="small" type="text" icon={<NodeCollapseOutlined />} onClick={() => setOpenKeys([])}>
          {t('menu.collapseAll')}
        </Button>
      </div>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      ) : (
        <Menu
          mode="inline"
          items={items}
          openKeys={openKeys}
          onOpenChange={openChanged}
          selectedKeys={[selectedPath]}
          onClick={({ key }) => navigateTo(key)}
        />
      )}
      <div
        className="sd-side-handle"
        role="separator"
        aria-orientation="vertical"
        aria-valuemin={200}
        aria-valuemax={320}
        aria-valuenow={width}
        title={t('menu.resize')}
        onMouseDown={start}
      />
    </aside>
  )
}
