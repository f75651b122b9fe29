import { useState } from 'react'
import { Alert, Button, Empty, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SHOP_ENGAGE_CODES as C,
  WITHDRAWAL_STATUSES,
  distributionEndpoints as ep,
  type Withdrawal,
  type WithdrawalStatus,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { yuan } from '../../components/money'
import { RefuseDialog } from '../after-sale/refuse-dialog'
import { MemberCell } from './member-cell'

const COLORS: Record<WithdrawalStatus, string> = {
  pending: 'processing',
  approved: 'success',
  refused: 'error',
}

/** Withdrawal requests by state: approve (confirmed with the amount) or refuse with a reason. */
export function WithdrawalsTab({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canAudit = useButton(C.distributionAudit)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<WithdrawalStatus>()
  const [refusing, setRefusing] = useState<Withdrawal | null>(null)
  const { data, error, reload } = useLoaded(
    () => call(api, ep.withdrawalPage, { query: { current, size, ...(status ? { status } : {}) } }),
    [api, current, size, status],
  )
  const done = () => {
    setRefusing(null)
    void reload()
    onChanged()
  }
  const approve = useSubmit((w: Withdrawal) => call(api, ep.withdrawalApprove, { query: { id: w.id } }), {
    success: t('saved'),
    done,
  })
  const refuse = useSubmit(
    (v: { id: string; reason: string }) => call(api, ep.withdrawalRefuse, { body: v }),
    { success: t('saved'), done },
  )
  const confirmApprove = async (w: Withdrawal) => {
    if (await services.confirm({ title: t('dcConfirmApproveWithdrawal', { amount: yuan(w.amountFen) }) }))
      void approve.submit(w)
  }
  const columns: TableColumnsType<Withdrawal> = [
    { title: t('dcTime'), dataIndex: 'createTime' },
    {
      title: t('dcMember'),
      dataIndex: 'memberName',
      render: (name: string | null, w) => <MemberCell name={name} id={w.memberId} />,
    },
    { title: t('dcAmount'), dataIndex: 'amountFen', render: yuan },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: WithdrawalStatus) => <Tag color={COLORS[s]}>{t(`dc_status_${s}`)}</Tag>,
    },
    { title: t('dcReason'), dataIndex: 'reason', width: 240, render: (r: string | null) => r ?? '—' },
    { title: t('dcReviewTime'), dataIndex: 'reviewTime' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, w) =>
        canAudit &&
        w.status === 'pending' && (
          <Space>
            <Button size="small" type="primary" onClick={() => void confirmApprove(w)}>
              {t('dcApprove')}
            </Button>
            <Button size="small" danger onClick={() => setRefusing(w)}>
              {t('dcRefuse')}
            </Button>
          </Space>
        ),
    },
  ]
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<WithdrawalStatus>
          allowClear
          placeholder={t('status')}
          aria-label={t('status')}
          style={{ width: 120 }}
          value={status}
          onChange={refilter(setStatus)}
          options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`dc_status_${s}`) }))}
        />
        <Button onClick={() => void reload()}>{t('refresh')}</Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<Withdrawal>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('dcEmpty')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <RefuseDialog
        open={refusing !== null}
        saving={refuse.saving}
        onOk={(reason) => refusing && void refuse.submit({ id: refusing.id, reason })}
        onClose={() => setRefusing(null)}
      />
    </>
  )
}
