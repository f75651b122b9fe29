import { useRef, useState } from 'react'
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import {
  MEMBER_REMARK_PERMISSION,
  MEMBER_STATUSES,
  memberEndpoints,
  type Locale,
  type MemberFilter,
  type Page,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { choiceName } from '@store/ui'
import { MEMBER_ID_FILTERS, lookupOptions, useMemberLookups, type MemberLookups } from '../../lookups'
import { memberLabel, type MemberRecord } from '../../member'
import { NAMESPACE } from '../../messages'
import { usePageRequest } from '../../page-request'
import { RemarksDialog } from './remarks-dialog'
import { useClearRemarks } from './use-clear-remarks'

const selectLocale = (s: BridgeState) => s.locale

/** What the member search form holds, after ProTable's transforms. */
export interface SearchValues {
  current?: number
  pageSize?: number
  cardNo?: string
  name?: string
  phone?: string
  status?: string | number
  brandId?: string
  gradeId?: string
  shopId?: string
  guideId?: string
  tagIds?: string[]
  registerDateFrom?: string
  registerDateTo?: string
}

/** The filters sent as they were entered or chosen, trimmed: texts, ids and dates. */
const STRING_FILTERS = [
  'cardNo',
  'name',
  'phone',
  'brandId',
  'gradeId',
  'shopId',
  'guideId',
  'registerDateFrom',
  'registerDateTo',
] as const

/** The search form's filled fields as `insider/save/query`'s body. */
export function memberFilter(values: SearchValues): MemberFilter {
  const filter: MemberFilter = {}
  for (const key of STRING_FILTERS) {
    const value = values[key]?.trim()
    if (value) filter[key] = value
  }
  if (values.status !== undefined && values.status !== '') filter.status = Number(values.status)
  if (values.tagIds?.length) filter.tagIds = values.tagIds.join(',')
  return filter
}

/** A column holding a record's id, shown by name and searched by a select of the names. */
function choiceColumn(
  title: string,
  [dataIndex, lookup]: (typeof MEMBER_ID_FILTERS)[number],
  lookups: MemberLookups,
  more: ProColumns<MemberRecord> = {},
): ProColumns<MemberRecord> {
  const choices = lookups[lookup]
  return {
    title,
    dataIndex,
    valueType: 'select',
    fieldProps: {
      options: lookupOptions(lookups, lookup),
      loading: choices === null,
      showSearch: true,
      optionFilterProp: 'label',
    },
    render: (_, record) => {
      const id = record[dataIndex]
      return id ? choiceName(choices, id) : '-'
    },
    ...more,
  }
}

/**
 * The member search's columns: card number, name, phone, brand, grade and registration shop (by name),
 * registration date, status, remarks; the shop assistant, the date range and the tags only in the form.
 */
function memberSearchColumns(
  locale: Locale,
  rangeTitle: string,
  lookups: MemberLookups,
): ProColumns<MemberRecord>[] {
  const label = (field: keyof MemberRecord & string) => memberLabel(locale, field)
  return [
    { title: label('cardNo'), dataIndex: 'cardNo' },
    { title: label('name'), dataIndex: 'name' },
    { title: label('phone'), dataIndex: 'phone' },
    ...MEMBER_ID_FILTERS.map((filter) =>
      choiceColumn(label(filter[0]), filter, lookups, filter[0] === 'guideId' ? { hideInTable: true } : {}),
    ),
    {
      title: label('tags'),
      dataIndex: 'tagIds',
      valueType: 'select',
      hideInTable: true,
      fieldProps: {
        mode: 'multiple',
        options: lookups.tags ?? [],
        loading: lookups.tags === null,
        optionFilterProp: 'label',
      },
    },
    { title: label('registerDate'), dataIndex: 'registerDate', valueType: 'date', search: false },
    {
      title: rangeTitle,
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
    { title: label('remarks'), dataIndex: 'remarks', search: false, ellipsis: true },
  ]
}

/**
 * /huikeCRM/member/list (spec §2 member lists): the members matching the search form, one page at a
 * time from `insider/save/query` (paging in the query string, the filters in the body), each with a
 * link to its detail; whoever holds `member_remark` sets and clears a member's remarks (spec §7).
 */
export default function MemberListPage() {
  const locale: Locale = useBridgeState(selectLocale)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const { alert, request } = usePageRequest()
  const lookups = useMemberLookups(api)
  const canRemark = useButton(MEMBER_REMARK_PERMISSION)
  const table = useRef<ActionType>(undefined)
  const reload = () => void table.current?.reload()
  const [remarking, setRemarking] = useState<MemberRecord | null>(null)
  const clearRemarks = useClearRemarks(reload)

  const remarkActions = (member: MemberRecord) => {
    if (!canRemark) return []
    const edit = (
      <Button key="remarks" type="link" size="small" onClick={() => setRemarking(member)}>
        {t('remarks')}
      </Button>
    )
    if (!member.remarks) return [edit]
    const clear = (
      <Button key="clear" type="link" size="small" danger onClick={() => void clearRemarks(member)}>
        {t('clearRemarks')}
      </Button>
    )
    return [edit, clear]
  }

  const columns: ProColumns<MemberRecord>[] = [
    ...memberSearchColumns(locale, t('registerDateRange'), lookups),
    {
      title: t('actions'),
      key: 'actions',
      valueType: 'option',
      render: (_, record) => [
        <Link key="detail" to={`../detail?id=${record.id}`} relative="path">
          {t('detail')}
        </Link>,
        ...remarkActions(record),
      ],
    },
  ]

  return (
    <>
      {alert}
      <ProTable<MemberRecord, SearchValues>
        actionRef={table}
        rowKey="id"
        headerTitle={t('members')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        request={(params) =>
          request(
            () =>
              // the records carry the member resource's fields, open in the endpoint's schema: MemberRecord names them
              call(api, memberEndpoints.search, {
                body: memberFilter(params),
                query: { current: params.current ?? 1, size: params.pageSize ?? 10 },
              }) as Promise<unknown> as Promise<Page<MemberRecord>>,
          )
        }
      />
      {remarking && (
        <RemarksDialog
          key={remarking.id}
          member={remarking}
          locale={locale}
          onClose={() => setRemarking(null)}
          onSaved={reload}
        />
      )}
    </>
  )
}
