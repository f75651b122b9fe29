import { Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Proposal } from '@store/contract'
import { yuan } from '../../components/money'

/** The change a proposal makes, e.g. "+0.50" / "-1.20"; nothing when either price is missing. */
const change = (p: Proposal) => {
  if (p.currentFen == null || p.proposedFen == null) return ''
  const diff = p.proposedFen - p.currentFen
  return diff === 0 ? '0.00' : `${diff > 0 ? '+' : '-'}${yuan(Math.abs(diff))}`
}

/** A strategy's proposal as a diff: each goods' current and proposed price, and where the margin guards moved it. */
export function ProposalTable({ proposals }: { proposals: Proposal[] }) {
  const { t } = useTranslation()
  return (
    <Table<Proposal>
      size="small"
      rowKey="goodsId"
      pagination={false}
      dataSource={proposals}
      locale={{ emptyText: t('strategy_noProposal') }}
      columns={[
        { title: t('goods'), dataIndex: 'goodsName' },
        { title: t('order_oldPrice'), dataIndex: 'currentFen', render: yuan },
        { title: t('strategy_proposed'), dataIndex: 'proposedFen', render: yuan },
        { title: t('strategy_change'), key: 'change', render: (_, p) => change(p) },
        {
          title: t('strategy_guard'),
          dataIndex: 'clamped',
          render: (clamped: boolean) => (clamped ? <Tag color="warning">{t('strategy_clamped')}</Tag> : null),
        },
      ]}
    />
  )
}
