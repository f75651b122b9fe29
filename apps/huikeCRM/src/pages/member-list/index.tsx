import { useState } from 'react'
import { Alert } from 'antd'
import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { MEMBER_STATUSES, memberResource, type Locale, type MemberFilter, type Page } from '@store/contract'
import { useApi } from '@store/micro'
import { memberLabel, type MemberRecord } from '../../member'
import { NAMESPACE } from '../../messages'

const selectLocale = (s: BridgeState) => s.locale

/** What the search form holds, after ProTable's transforms. */
interface SearchValues {
  current?: number
  pageSize?: number
  cardNo?: string
  name?: string
  phone?: string
  status?: string | number
  registerDateFrom?: string
  registerDateTo?: string
}

/** The search form's filled fields as `insider/save/query`'s body. */
export function memberFilter(values: SearchValues): MemberFilter {
  const filter: MemberFilter = {}
  for (const key of ['cardNo', 'name', 'phone', 'registerDateFrom', 'registerDateTo'] as const) {
    const value = values[key]?.trim()
    if (value) filter[key] = value
  }
  if (values.status !== undefined && values.status !== '') filter.status = Number(values.status)
  return filter
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * /huikeCRM/member/list (spec §2 member lists): the members matching the search form, one page at a
 * time from `insider/save/query` (paging in the query string, the filters in the body), each with a
 * link to its detail.
 */
export default function MemberListPage() {
  const locale: Locale = useBridgeState(selectLocale)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const [error, setError] = useState<string | null>(null)
  const label = (field: keyof MemberRecord & string) => memberLabel(locale, field)

  const columns: ProColumns<MemberRecord>[] = [
    { title: label('cardNo'), dataIndex: 'cardNo' },
    { title: label('name'), dataIndex: 'name' },
    { title: label('phone'), dataIndex: 'phone' },
    { title: label('registerDate'), dataIndex: 'registerDate', valueType: 'date', search: false },
    {
      title: t('registerDateRange'),
      dataIndex: 'registerDateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: ([from, to]: [string, string]) => ({ registerDateFrom: from, registerDateTo: to }),
      },
    },
    {
      title: label('status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(
        Object.entries(MEMBER_STATUSES).map(([value, names]) => [value, { text: names[locale] }]),
      ),
    },
    {
      title: t('detail'),
      key: 'detail',
      valueType: 'option',
      render: (_, record) => [
        <Link key="detail" to={`../detail?id=${record.id}`} relative="path">
          {t('detail')}
        </Link>,
      ],
    },
  ]

  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed', { message: error })}
          style={{ marginBottom: 16 }}
        />
      )}
      <ProTable<MemberRecord, SearchValues>
        rowKey="id"
        headerTitle={t('members')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        request={async (params) => {
          try {
            const page = await api.post<Page<MemberRecord>>(
              `${memberResource.basePath}/save/query`,
              memberFilter(params),
              { params: { current: params.current ?? 1, size: params.pageSize ?? 10 } },
            )
            setError(null)
            return { data: page.records, total: page.total, success: true }
          } catch (e) {
            setError(messageOf(e))
            return { data: [], total: 0, success: false }
          }
        }}
      />
    </>
  )
}
