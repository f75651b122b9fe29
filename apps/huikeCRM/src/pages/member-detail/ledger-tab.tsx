import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { LEDGER_CHANGE_TYPES, type LedgerRecord, type ledgerEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { NAMESPACE } from '../../messages'
import { usePageRequest } from '../../page-request'

const selectLocale = (s: BridgeState) => s.locale

export interface LedgerTabProps {
  /** the ledger's page endpoint (`points/list`, `crmGrowthValueMessage/insiderGrowthList`…) */
  endpoint: (typeof ledgerEndpoints)['points' | 'growth' | 'coins']
  memberId: string
  /** whether rows of several accounts share the list (spendable and frozen points) */
  showKind?: boolean
}

/** One member's ledger rows of a kind, newest first, read-only (docs/member-ledgers.md). */
export function LedgerTab({ endpoint, memberId, showKind = false }: LedgerTabProps) {
  const locale = useBridgeState(selectLocale)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const { alert, request } = usePageRequest()
  const columns: ProColumns<LedgerRecord>[] = [
    { title: t('ledgerTime'), dataIndex: 'createTime' },
    {
      title: t('ledgerKind'),
      dataIndex: 'kind',
      hideInTable: !showKind,
      render: (_, row) => t(`kind_${row.kind}`),
    },
    {
      title: t('ledgerChange'),
      dataIndex: 'changeType',
      render: (_, row) => LEDGER_CHANGE_TYPES[row.changeType]?.[locale] ?? row.changeType,
    },
    { title: t('ledgerAmount'), dataIndex: 'amount', align: 'right' },
    { title: t('ledgerBalance'), dataIndex: 'balanceAfter', align: 'right' },
    { title: t('ledgerRemark'), dataIndex: 'remark' },
  ]
  return (
    <>
      {alert}
      <ProTable<LedgerRecord>
        rowKey="id"
        columns={columns}
        search={false}
        options={{ density: false, reload: true, setting: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={({ current = 1, pageSize = 10 }) =>
          request(() => call(api, endpoint, { query: { memberId, current, size: pageSize } }))
        }
      />
    </>
  )
}
