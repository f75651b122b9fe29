import { Dropdown, Tabs, message, type MenuProps } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { askConfirm } from '../bridge/notify'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'
import { requestClose } from '../tabs/close'

/** The tab strip (spec §2, §4): switch, close, and the same actions on right-click and in a dropdown. */
export function TabStrip({
  labelOf,
  onClearCache,
}: {
  labelOf: (value: string, fallback: string) => string
  onClearCache: () => void
}) {
  const { t } = useTranslation()
  const { list, active, unsaved } = useShellSelector((s) => s.tabs)

  const act = async (key: string, value: string) => {
    if (key === 'others') await requestClose({ kind: 'others', value })
    if (key === 'all') await requestClose({ kind: 'all' })
    if (key !== 'cache' || !(await askConfirm({ title: t('tabs.clearCacheConfirm') }))) return
    onClearCache()
    void message.success(t('tabs.cacheCleared'))
  }
  const menu = (value: string): MenuProps => ({
    items: [
      { key: 'others', label: t('tabs.closeOthers') },
      { key: 'all', label: t('tabs.closeAll') },
      { key: 'cache', label: t('tabs.clearCache') },
    ],
    onClick: ({ key }) => void act(key, value),
  })

  return (
    <Tabs
      className="sd-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      onChange={navigateTo}
      onEdit={(value) => {
        if (typeof value === 'string') void requestClose({ kind: 'one', value })
      }}
      items={list.map((tab) => ({
        key: tab.value,
        closable: tab.closable,
        label: (
          <>
            <Dropdown menu={menu(tab.value)} trigger={['contextMenu']}>
              <span data-tab={tab.value} data-unsaved={unsaved.includes(tab.value) || undefined}>
                {labelOf(tab.value, tab.label)}
              </span>
            </Dropdown>
            {tab.tags && tab.tags.length > 1 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: tab.tags.map((tag) => ({ key: tag.value, label: labelOf(tag.value, tag.label) })),
                  selectedKeys: [tab.value],
                  onClick: ({ key, domEvent }) => {
                    domEvent.stopPropagation()
                    navigateTo(key)
                  },
                }}
              >
                <button
                  type="button"
                  className="sd-tab-tags"
                  aria-label={t('tabs.pagesOfApp', { count: tab.tags.length })}
                  onClick={(e) => e.stopPropagation()}
                >
                  {tab.tags.length}
                </button>
              </Dropdown>
            )}
          </>
        ),
      }))}
      tabBarExtraContent={
        <Dropdown menu={menu(active)}>
          <button type="button" className="sd-tabs-more" aria-label={t('tabs.actions')}>
            <DownOutlined />
          </button>
        </Dropdown>
      }
    />
  )
}
