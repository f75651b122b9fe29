import { useMemo, useState } from 'react'
import { AutoComplete, Input } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../i18n'
import { searchIndex, searchMenus, type Pinyin } from '../menu/search'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'

/** pinyin-pro is large: it loads with the first keystroke, not with the shell. */
let pinyinLoad: Promise<Pinyin> | null = null
const loadPinyin = () =>
  (pinyinLoad ??= import('pinyin-pro').then(
    ({ pinyin }): Pinyin =>
      (text, initialsOnly) =>
        pinyin(text, { toneType: 'none', type: 'array', ...(initialsOnly && { pattern: 'first' }) }),
  ))

/** Menu search (spec §2): name, pinyin, initials, path or remark; searches on input, never on focus. */
export function MenuSearch() {
  const { t, i18n } = useTranslation()
  const routes = useShellSelector((s) => s.menu.routes)
  const [pinyin, setPinyin] = useState<Pinyin | null>(null)
  const [keyword, setKeyword] = useState('')
  const index = useMemo(
    () => (pinyin ? searchIndex(routes, currentLocale(), pinyin) : []),
    // the index follows the menus and the language
    [routes, pinyin, i18n.language],
  )
  const results = useMemo(() => searchMenus(index, keyword), [index, keyword])

  const onSearch = (value: string) => {
    setKeyword(value)
    if (!pinyin) void loadPinyin().then((fn) => setPinyin(() => fn))
  }
  return (
    <AutoComplete
      className="sd-menu-search"
      value={keyword}
      onSearch={onSearch}
      onSelect={(path: string) => {
        setKeyword('')
        navigateTo(path)
      }}
      options={results.map((r) => ({ value: r.route.path ?? '', label: `${r.label} · ${r.route.view}` }))}
      notFoundContent={keyword.trim() && pinyin ? t('menu.noMatch') : null}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('menu.search')}
        title={t('menu.searchHint')}
        aria-label={t('menu.search')}
        allowClear
      />
    </AutoComplete>
  )
}
