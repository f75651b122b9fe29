import { useState } from 'react'
import { Alert, Drawer, Empty, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  DRAW_PPM,
  luckyDrawEndpoints as ep,
  type DrawPrizeKind,
  type DrawRecord,
  type LuckyDraw,
  type LuckyDrawStats,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { StatCards } from '../../components/stat-cards'

type PrizeStats = LuckyDrawStats['prizes'][number]
const ID = /^\d{1,19}$/

/** An activity's figures (a card row, then per prize) and its draws, by member and by outcome. */
export function DrawRecordsDrawer({ draw, onClose }: { draw: LuckyDraw | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [memberId, setMemberId] = useState<string>()
  const [won, setWon] = useState<0 | 1>()
  const id = draw?.id
  const stats = useLoaded(
    () => (id ? call(api, ep.stats, { query: { id } }) : Promise.resolve(null)),
    [api, id],
  )
  const records = useLoaded(
    () =>
      id
        ? call(api, ep.records, {
            query: {
              drawId: id,
              current,
              size,
              ...(memberId ? { memberId } : {}),
              ...(won !== undefined ? { won } : {}),
            },
          })
        : Promise.resolve(null),
    [api, id, current, size, memberId, won],
  )
  const kind = (k: DrawPrizeKind) => t(`ld_kind_${k}`)
  const prizeColumns: TableColumnsType<PrizeStats> = [
    { title: t('ldPrize'), dataIndex: 'name' },
    { title: t('ldKind'), dataIndex: 'kind', render: kind },
    {
      title: t('ldProbability'),
      dataIndex: 'probabilityPpm',
      render: (ppm: number) => `${(ppm / (DRAW_PPM / 100)).toFixed(4).replace(/\.?0+$/, '')}%`,
    },
    { title: t('ldRolled'), dataIndex: 'rolled' },
    { title: t('ldAwarded'), dataIndex: 'awarded' },
    {
      title: t('ldRemaining'),
      dataIndex: 'remaining',
      render: (n: number | null) => (n === null ? t('ldUnlimited') : n),
    },
  ]
  const recordColumns: TableColumnsType<DrawRecord> = [
    { title: t('ldTimeCol'), dataIndex: 'createTime' },
    { title: t('ldMember'), dataIndex: 'memberId' },
    {
      title: t('ldPrize'),
      dataIndex: 'prizeName',
      render: (name: string | null, r) =>
        name && r.prizeKind !== 'none' ? <Tag color="gold">{name}</Tag> : <Tag>{name ?? t('ldThanks')}</Tag>,
    },
    { title: t('ldCost'), dataIndex: 'costPoints' },
    { title: t('ldSeed'), dataIndex: 'seed' },
    { title: t('ldRoll'), dataIndex: 'roll' },
  ]
  const s = stats.data && id && draw ? stats.data : null

  return (
    <Drawer
      open={draw !== null}
      onClose={onClose}
      width={960}
      title={draw ? `${draw.name} · ${t('ldRecords')}` : ''}
    >
      {stats.error && <Alert type="error" showIcon message={stats.error} />}
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <StatCards
          loading={!s && !stats.error}
          cards={[
            ['ldStatDraws', s?.draws],
            ['ldStatMembers', s?.members],
            ['ldStatPoints', s?.pointsSpent],
            ['ldStatWinners', s?.winners],
          ]}
        />
        <Table<PrizeStats>
          rowKey="prizeId"
          size="small"
          columns={prizeColumns}
          dataSource={s?.prizes ?? []}
          loading={!s && !stats.error}
          pagination={false}
        />
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('ldMember')}
            aria-label={t('ldMember')}
            onSearch={(v) => refilter(setMemberId)(ID.test(v.trim()) ? v.trim() : undefined)}
            style={{ width: 220 }}
          />
          <Select<0 | 1>
            allowClear
            placeholder={t('ldWon')}
            aria-label={t('ldWon')}
            style={{ width: 120 }}
            value={won}
            onChange={refilter(setWon)}
            options={[
              { value: 1, label: t('ldWonYes') },
              { value: 0, label: t('ldWonNo') },
            ]}
          />
        </Space>
        {records.error && <Alert type="error" showIcon message={records.error} />}
        <Table<DrawRecord>
          rowKey="id"
          size="small"
          columns={recordColumns}
          dataSource={records.data?.records ?? []}
          loading={!records.data && !records.error && draw !== null}
          locale={{ emptyText: <Empty description={t('ldNoRecords')} /> }}
          pagination={pagination(records.data?.total ?? 0)}
        />
      </Space>
    </Drawer>
  )
}
