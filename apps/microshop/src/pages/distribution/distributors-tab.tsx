import { useState } from 'react'
import { Alert, Button, Empty, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  DISTRIBUTOR_LEVELS,
  DISTRIBUTOR_STATUSES,
  SHOP_ENGAGE_CODES as C,
  distributionEndpoints as ep,
  type Distributor,
  type DistributorStatus,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { yuan } from '../../components/money'
import { RefuseDialog } from '../after-sale/refuse-dialog'
import { LedgerDrawer } from './ledger-drawer'
import { MemberCell } from './member-cell'

const COLORS: Record<DistributorStatus, string> = {
  pending: 'processing',
  approved: 'success',
  refused: 'error',
}

/** Distributors by state and code: approve at a level (or change it), refuse with a reason, open the ledger. */
export function DistributorsTab({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const canAudit = useButton(C.distributionAudit)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<DistributorStatus>()
  const [code, setCode] = useState<string>()
  const [leveling, setLeveling] = useState<{ d: Distributor; level: number } | null>(null)
  const [refusing, setRefusing] = useState<Distributor | null>(null)
  const [ledger, setLedger] = useState<Distributor | null>(null)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, ep.distributorPage, {
        query: { current, size, ...(status ? { status } : {}), ...(code ? { code } : {}) },
      }),
    [api, current, size, status, code],
  )
  const done = () => {
    setLeveling(null)
    setRefusing(null)
    void reload()
    onChanged()
  }
  const approve = useSubmit((v: { id: string; level: number }) => call(api, ep.approve, { body: v }), {
    success: t('saved'),
    done,
  })
  const refuse = useSubmit((v: { id: string; reason: string }) => call(api, ep.refuse, { body: v }), {
    success: t('saved'),
    done,
  })
  const columns: TableColumnsType<Distributor> = [
    {
      title: t('dcMember'),
      dataIndex: 'memberName',
      render: (name: string | null, d) => <MemberCell name={name} id={d.memberId} />,
    },
    { title: t('dcCode'), dataIndex: 'code' },
    { title: t('dcLevel'), dataIndex: 'level', render: (level: number) => t('dcLevelN', { level }) },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: DistributorStatus) => <Tag color={COLORS[s]}>{t(`dc_status_${s}`)}</Tag>,
    },
    { title: t('dcReason'), dataIndex: 'refuseReason', width: 240, render: (r: string | null) => r ?? '—' },
    { title: t('dcFrozen'), dataIndex: 'frozenFen', render: yuan },
    { title: t('dcAvailable'), dataIndex: 'availableFen', render: yuan },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, d) => (
        <Space>
          {canAudit && d.status !== 'refused' && (
            <Button size="small" onClick={() => setLeveling({ d, level: d.level })}>
              {d.status === 'pending' ? t('dcApprove') : t('dcSetLevel')}
            </Button>
          )}
          {canAudit && d.status === 'pending' && (
            <Button size="small" danger onClick={() => setRefusing(d)}>
              {t('dcRefuse')}
            </Button>
          )}
          <Button size="small" onClick={() => setLedger(d)}>
            {t('dcLedger')}
          </Button>
        </Space>
      ),
    },
  ]
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('dcCode')}
          aria-label={t('dcCode')}
          onSearch={(v) => refilter(setCode)(v.trim() || undefined)}
          style={{ width: 200 }}
        />
        <Select<DistributorStatus>
          allowClear
          placeholder={t('status')}
          aria-label={t('status')}
          style={{ width: 120 }}
          value={status}
          onChange={refilter(setStatus)}
          options={DISTRIBUTOR_STATUSES.map((s) => ({ value: s, label: t(`dc_status_${s}`) }))}
        />
        <Button onClick={() => void reload()}>{t('refresh')}</Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<Distributor>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('dcEmpty')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <Modal
        open={leveling !== null}
        title={leveling?.d.status === 'pending' ? t('dcApprove') : t('dcSetLevel')}
        okText={t('save')}
        cancelText={t('close')}
        okButtonProps={{ loading: approve.saving }}
        onOk={() => leveling && void approve.submit({ id: leveling.d.id, level: leveling.level })}
        onCancel={() => setLeveling(null)}
      >
        <Select<number>
          aria-label={t('dcLevel')}
          style={{ width: 160 }}
          value={leveling?.level}
          onChange={(level) => leveling && setLeveling({ ...leveling, level })}
          options={DISTRIBUTOR_LEVELS.map((level) => ({ value: level, label: t('dcLevelN', { level }) }))}
        />
      </Modal>
      <RefuseDialog
        open={refusing !== null}
        saving={refuse.saving}
        onOk={(reason) => refusing && void refuse.submit({ id: refusing.id, reason })}
        onClose={() => setRefusing(null)}
      />
      <LedgerDrawer distributor={ledger} onClose={() => setLedger(null)} />
    </>
  )
}
