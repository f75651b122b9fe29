import { useState, type ReactNode } from 'react'
import {
  Alert,
  Button,
  Card,
  Empty,
  Input,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  type TableColumnsType,
} from 'antd'
import { useTranslation } from 'react-i18next'
import {
  ACTIVITY_PHASES,
  SHOP_ACTIVITY_CODES,
  shopActivityEndpoints,
  type ActivityKind,
  type ActivityPhase,
  type ShopActivity,
} from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { yuan } from '../money'
import { ActivityDialog } from './activity-dialog'
import { StatsRow } from './stats-row'

const PHASE_COLORS: Record<ActivityPhase, string> = {
  upcoming: 'blue',
  running: 'green',
  ended: 'default',
  stopped: 'red',
}

/**
 * A marketing tool's screen: its statistics card row, its activities (search, phase filter, paging,
 * create, edit, stop with confirmation) and its records, which the tool's page gives as `records`.
 */
export function ActivityPage(props: {
  kind: ActivityKind
  /** the tool's own columns, between the goods and the schedule */
  columns: TableColumnsType<ShopActivity>
  records: ReactNode
}) {
  const { kind } = props
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canEdit = useButton(SHOP_ACTIVITY_CODES[kind].edit)
  const ep = shopActivityEndpoints(kind)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [keyword, setKeyword] = useState<string>()
  const [phase, setPhase] = useState<ActivityPhase>()
  const [dialog, setDialog] = useState<ShopActivity | 'new' | null>(null)
  const [version, setVersion] = useState(0)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, ep.page, {
        query: { current, size, ...(keyword ? { keyword } : {}), ...(phase ? { phase } : {}) },
      }),
    [api, kind, current, size, keyword, phase],
  )
  const changed = () => {
    setVersion((v) => v + 1)
    void reload()
  }
  const stop = useSubmit((a: ShopActivity) => call(api, ep.stop, { query: { id: a.id } }), {
    success: t('saved'),
    done: changed,
  })
  const confirmStop = async (a: ShopActivity) => {
    if (await services.confirm({ title: t('actConfirmStop', { name: a.name }), danger: true }))
      void stop.submit(a)
  }

  const columns: TableColumnsType<ShopActivity> = [
    { title: t('actName'), dataIndex: 'name' },
    { title: t('actGoods'), dataIndex: 'goodsName' },
    { title: t('actGoodsPrice'), dataIndex: 'priceFen', render: yuan },
    { title: t(`actPrice_${kind}`), dataIndex: 'activityPriceFen', render: yuan },
    ...props.columns,
    { title: t('actStart'), dataIndex: 'startTime' },
    { title: t('actEnd'), dataIndex: 'endTime' },
    {
      title: t('actPhase'),
      dataIndex: 'phase',
      render: (p: ActivityPhase) => <Tag color={PHASE_COLORS[p]}>{t(`actPhase_${p}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, a) =>
        canEdit && (
          <Space>
            <Button size="small" onClick={() => setDialog(a)}>
              {t('edit')}
            </Button>
            {a.phase !== 'stopped' && a.phase !== 'ended' && (
              <Button size="small" danger onClick={() => void confirmStop(a)}>
                {t('actStop')}
              </Button>
            )}
          </Space>
        ),
    },
  ]

  const activities = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('actSearch')}
          aria-label={t('actSearch')}
          onSearch={(v) => refilter(setKeyword)(v.trim() || undefined)}
          style={{ width: 220 }}
        />
        <Select<ActivityPhase>
          allowClear
          placeholder={t('actPhase')}
          aria-label={t('actPhase')}
          style={{ width: 140 }}
          value={phase}
          onChange={refilter(setPhase)}
          options={ACTIVITY_PHASES.map((p) => ({ value: p, label: t(`actPhase_${p}`) }))}
        />
        <Button onClick={changed}>{t('refresh')}</Button>
        {canEdit && (
          <Button type="primary" onClick={() => setDialog('new')}>
            {t('actCreate')}
          </Button>
        )}
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<ShopActivity>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('actNoActivities')} /> }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: true }}
      />
    </>
  )

  return (
    <Card title={t(`actTitle_${kind}`)}>
      <StatsRow kind={kind} version={version} />
      <Tabs
        items={[
          { key: 'activities', label: t('actTabActivities'), children: activities },
          { key: 'records', label: t(`actRecords_${kind}`), children: props.records },
        ]}
      />
      <ActivityDialog
        kind={kind}
        activity={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          changed()
        }}
      />
    </Card>
  )
}
