import { useEffect, useState } from 'react'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { userAdminEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'

interface Option {
  value: string
  label: string
}

/**
 * Picks users by name (the user list searched by real name). Without the right to list users the search
 * finds nobody; a user id typed in full may then be given as it is.
 */
export function UserSelect({
  multiple,
  value,
  onChange,
  id,
}: {
  multiple?: boolean
  value?: string | string[]
  onChange?: (value: string | string[]) => void
  id?: string
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [text, setText] = useState('')
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      setLoading(true)
      call(api, userAdminEndpoints.page, {
        query: { current: 1, size: 20, ...(text ? { realName: text } : {}) },
      })
        .then(
          (page) =>
            page.records.map((u) => ({
              value: String(u.id),
              label: u.realName ? `${u.realName} (${u.account})` : u.account,
            })),
          () => [] as Option[],
        )
        .then((found) => {
          if (!live) return
          const typedId = /^\d{1,20}$/.test(text) && !found.some((o) => o.value === text)
          setOptions(typedId ? [...found, { value: text, label: text }] : found)
          setLoading(false)
        })
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, text])

  return (
    <Select<string | string[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      filterOption={false}
      onSearch={setText}
      loading={loading}
      options={options}
      placeholder={t('detail_userPlaceholder')}
      value={value}
      onChange={(v) => onChange?.(v)}
    />
  )
}
