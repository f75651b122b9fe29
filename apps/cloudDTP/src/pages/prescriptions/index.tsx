import { useState } from 'react'
import { Alert, Button, Card, Input, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { DTP_CODES, RX_STATUS_LABELS, RX_STATUSES, dtpEndpoints, type RxStatus } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { useLocale } from '../../components/locale'
import { RxTable } from '../../components/rx-table'
import { NewRxDialog } from './new-rx-dialog'
import { ReviewDrawer } from './review-drawer'

/** Prescriptions, newest first: filter by state, find by number, submit new ones; the review workbench opens a version. */
export default function PrescriptionsPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const canAdd = useButton(DTP_CODES.rxSubmit)
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [status, setStatus] = useState<RxStatus>()
  const [rxNo, setRxNo] = useState<string>()
  const [opened, setOpened] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const { data, error, reload } = useLoaded(
    () =>
      call(api, dtpEndpoints.rxPage, {
        query: { current, size, ...(status && { status }), ...(rxNo && { rxNo }) },
      }),
    [api, current, size, status, rxNo],
  )
  return (
    <Card
      title={t('prescriptions')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('rxNoSearch')}
            aria-label={t('rxNoSearch')}
            onSearch={(v) => {
              restart()
              setRxNo(v.trim() || undefined)
            }}
          />
          <Select<RxStatus>
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('statusFilter')}
            aria-label={t('statusFilter')}
            value={status}
            onChange={(v?: RxStatus) => {
              restart()
              setStatus(v)
            }}
            options={RX_STATUSES.map((s) => ({ value: s, label: RX_STATUS_LABELS[s][locale] }))}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          {canAdd && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('newRx')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <RxTable
        records={data?.records ?? []}
        loading={!data && !error}
        pagination={pagination(data?.total ?? 0)}
        empty={t('rxNone')}
        action={(rx) => (
          <Button type="link" onClick={() => setOpened(rx.id)}>
            {t('open')}
          </Button>
        )}
      />
      <ReviewDrawer
        id={opened}
        onClose={() => setOpened(null)}
        onChanged={() => void reload()}
        onOpen={setOpened}
      />
      <NewRxDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDone={(id) => {
          void reload()
          setOpened(id)
        }}
      />
    </Card>
  )
}
