import { useEffect, useState } from 'react'
import { Alert, Button, Card, Checkbox, Space, Switch, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  PROM_TYPE_NAMES,
  PROM_TYPES,
  PROMOTION_CODES,
  promManagerEndpoints,
  type PromType,
  type SuperpositionPairs,
} from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale
const keyOf = (a: number, b: number) => (a <= b ? `${a},${b}` : `${b},${a}`)

/** The superposition matrix (spec §2): a grid of the promotion types, a ticked cell lets the two combine. */
export default function SuperpositionPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useBridgeState(selectLocale)
  const canEdit = useButton(PROMOTION_CODES.configEdit)
  const { data, error, reload } = useLoaded(() => call(api, promManagerEndpoints.configList), [api])
  const [pairs, setPairs] = useState<Set<string>>(new Set())
  const [couponStacks, setCouponStacks] = useState(false)
  useEffect(() => {
    for (const item of data ?? []) {
      if (item.configKey === 'superposition') setPairs(new Set(item.configValue.map(([a, b]) => keyOf(a, b))))
      else setCouponStacks(item.configValue)
    }
  }, [data])
  const save = useSubmit(
    async () => {
      const configValue = [...pairs].map((k) => k.split(',').map(Number)) as SuperpositionPairs
      await call(api, promManagerEndpoints.configUpdate, {
        body: { configKey: 'superposition', configValue },
      })
      return call(api, promManagerEndpoints.configUpdate, {
        body: { configKey: 'couponStacksWithActivities', configValue: couponStacks },
      })
    },
    { success: t('saved'), done: reload },
  )
  const toggle = (a: number, b: number, on: boolean) => {
    const next = new Set(pairs)
    if (on) next.add(keyOf(a, b))
    else next.delete(keyOf(a, b))
    setPairs(next)
  }
  const name = (p: PromType) => PROM_TYPE_NAMES[p][locale]
  const columns = [
    { title: '', dataIndex: 'row', render: name },
    ...PROM_TYPES.map((col) => ({
      title: name(col),
      key: String(col),
      render: (_: unknown, { row }: { row: PromType }) => (
        <Checkbox
          aria-label={`${name(row)} + ${name(col)}`}
          disabled={!canEdit}
          checked={pairs.has(keyOf(row, col))}
          onChange={(e) => toggle(row, col, e.target.checked)}
        />
      ),
    })),
  ]
  return (
    <Card
      title={t('superposition_title')}
      extra={
        canEdit && (
          <Button type="primary" loading={save.saving} onClick={() => void save.submit()}>
            {t('save')}
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('superposition_hint')} />
        <Table
          rowKey="row"
          pagination={false}
          loading={!data && !error}
          dataSource={PROM_TYPES.map((row) => ({ row }))}
          columns={columns}
        />
        <Space>
          <Switch
            aria-label={t('coupon_stack')}
            disabled={!canEdit}
            checked={couponStacks}
            onChange={setCouponStacks}
          />
          {t('coupon_stack')}
        </Space>
      </Space>
    </Card>
  )
}
