import { useState } from 'react'
import { Alert, Button, Descriptions, Drawer, Space, Spin, Table, Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DTP_CODES, dtpEndpoints, type PrescriptionDetail, type RxItem } from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded, useSubmit } from '@store/ui'
import { DrugNameLink } from '../../components/drug-name-link'
import { CheckLevelTag, RxStatusTag } from '../../components/rx-status'
import { NewRxDialog } from './new-rx-dialog'
import { ReasonDialog } from './reason-dialog'

type Reasoned = 'reject' | 'query' | 'override'
const CHANGEABLE = ['pending', 'escalated', 'queried', 'rejected']

/** What the pharmacist may do to a version now. */
function moves(rx: PrescriptionDetail): ('approve' | Reasoned)[] {
  if (rx.status === 'pending')
    return rx.checkLevel === 'BLOCK' ? ['override', 'query', 'reject'] : ['approve', 'query', 'reject']
  return rx.status === 'escalated' ? ['override', 'query', 'reject'] : []
}

function RxBody({ rx, onOpen }: { rx: PrescriptionDetail; onOpen(id: string): void }) {
  const { t } = useTranslation()
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'rxNo', label: t('rxNo'), children: `${rx.rxNo} v${rx.version}` },
          { key: 'status', label: t('status'), children: <RxStatusTag status={rx.status} /> },
          { key: 'patient', label: t('patient'), children: rx.patientName },
          { key: 'level', label: t('checkLevel'), children: <CheckLevelTag level={rx.checkLevel} /> },
          { key: 'prescriber', label: t('prescriber'), children: `${rx.prescriber} · ${rx.hospital}` },
          { key: 'diagnosis', label: t('diagnosis'), children: rx.diagnosis },
        ]}
      />
      <Typography.Title level={5}>{t('findings')}</Typography.Title>
      {rx.findings.length === 0 && <Alert type="success" message={t('noFindings')} />}
      {rx.findings.map((f, i) => (
        <Alert key={i} type={f.level === 'BLOCK' ? 'error' : 'warning'} showIcon message={f.message} />
      ))}
      <Typography.Title level={5}>{t('items')}</Typography.Title>
      <Table<RxItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rx.items}
        columns={[
          {
            title: t('drug'),
            key: 'drug',
            render: (_, i) => <DrugNameLink drugId={i.drugId} name={i.drugTradeName} />,
          },
          { title: t('doseMg'), dataIndex: 'doseMg' },
          { title: t('timesPerDay'), dataIndex: 'timesPerDay' },
          { title: t('days'), dataIndex: 'days' },
          { title: t('quantity'), dataIndex: 'quantity' },
        ]}
      />
      <Typography.Title level={5}>{t('history')}</Typography.Title>
      <Timeline
        items={rx.actions.map((a) => ({
          key: a.id,
          children: `${a.createTime} ${a.actorName} ${t(`action_${a.action}`)}${a.reason ? `：${a.reason}` : ''}`,
        }))}
      />
      {rx.dispenses.length > 0 && (
        <>
          <Typography.Title level={5}>{t('dispenses')}</Typography.Title>
          {rx.dispenses.map((d) => (
            <div key={d.id}>
              {`${d.drugTradeName} · ${t('lotNo')} ${d.lotNo} · ${t('expiryDate')} ${d.expiryDate} · ${t('dispenser')} ${d.dispenserName} · ${t('checker')} ${d.checkerName}`}
            </div>
          ))}
        </>
      )}
      {rx.versions.length > 1 && (
        <Space wrap>
          {t('versions')}
          {rx.versions.map((v) => (
            <Button
              key={v.id}
              size="small"
              type={v.id === rx.id ? 'primary' : 'default'}
              onClick={() => onOpen(v.id)}
            >
              v{v.version}
            </Button>
          ))}
        </Space>
      )}
    </Space>
  )
}

/** The review workbench: a version's check findings, items, record and versions; approve, query, reject or override. */
export function ReviewDrawer({
  id,
  onClose,
  onChanged,
  onOpen,
}: {
  id: string | null
  onClose(): void
  onChanged(): void
  onOpen(id: string): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canReview = useButton(DTP_CODES.rxReview)
  const canChange = useButton(DTP_CODES.rxSubmit)
  const [asking, setAsking] = useState<Reasoned | null>(null)
  const [changing, setChanging] = useState(false)
  const { data, error, reload } = useLoaded(
    () => (id ? call(api, dtpEndpoints.rxDetail, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const act = useSubmit(
    ({ move, reason }: { move: 'approve' | Reasoned; reason?: string }) =>
      move === 'override'
        ? call(api, dtpEndpoints.rxOverride, { body: { id: id!, reason: reason ?? '' } })
        : call(api, dtpEndpoints.rxReview, { body: { id: id!, action: move, ...(reason && { reason }) } }),
    {
      success: t('reviewed'),
      done: () => {
        setAsking(null)
        void reload()
        onChanged()
      },
    },
  )
  const approve = async () => {
    if (await services.confirm({ title: t('confirmApprove') })) void act.submit({ move: 'approve' })
  }
  const rx = data && data.id === id ? data : null
  return (
    <Drawer open={!!id} width={820} title={t('open')} onClose={onClose} destroyOnHidden>
      {error && <LoadState error={error} />}
      {!rx && !error && <Spin />}
      {rx && (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {canReview &&
              moves(rx).map((m) =>
                m === 'approve' ? (
                  <Button key={m} type="primary" loading={act.saving} onClick={() => void approve()}>
                    {t('approve')}
                  </Button>
                ) : (
                  <Button key={m} danger={m !== 'query'} onClick={() => setAsking(m)}>
                    {t(m)}
                  </Button>
                ),
              )}
            {canChange && CHANGEABLE.includes(rx.status) && (
              <Button onClick={() => setChanging(true)}>{t('changeRx')}</Button>
            )}
          </Space>
          <RxBody rx={rx} onOpen={onOpen} />
          <NewRxDialog
            open={changing}
            previous={rx}
            onClose={() => setChanging(false)}
            onDone={(next) => {
              onChanged()
              onOpen(next)
            }}
          />
        </>
      )}
      <ReasonDialog
        title={asking && t(asking)}
        hint={asking === 'override' ? t('overrideHint') : undefined}
        saving={act.saving}
        onOk={(reason) => void act.submit({ move: asking!, reason })}
        onClose={() => setAsking(null)}
      />
    </Drawer>
  )
}
