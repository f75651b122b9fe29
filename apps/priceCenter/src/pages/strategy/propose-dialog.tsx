import { useEffect, useState } from 'react'
import { Alert, Button, Form, Modal, Space, Tag } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { PRICE_CODES, priceEndpoints, type Proposal } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { formatDateTime, useSubmit } from '@store/ui'
import { RecordSelect } from '../../components/record-select'
import { ProposalTable } from './proposal-table'

export interface Strategy {
  id: string
  name: string
}
interface Goods {
  id: string
  label: string
}

/** The lines of a draft from a proposal: the goods whose price the strategy changes. */
const changedLines = (proposals: Proposal[]) =>
  proposals
    .filter((p) => p.proposedFen != null && p.proposedFen !== p.currentFen)
    .map((p) => ({ goodsId: p.goodsId, newPriceFen: p.proposedFen! }))

/**
 * A strategy's proposal for a list and a selection of goods, shown as a diff; the changed prices
 * become a draft change order (effective tomorrow at 00:00, editable in the orders screen).
 */
export function ProposeDialog({ strategy, onClose }: { strategy: Strategy | null; onClose(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const canDraft = useButton(PRICE_CODES.orderEdit)
  const [listId, setListId] = useState<string>()
  const [goods, setGoods] = useState<Goods[]>([])
  const [proposals, setProposals] = useState<Proposal[]>()
  useEffect(() => {
    setListId(undefined)
    setGoods([])
    setProposals(undefined)
  }, [strategy])
  const propose = useSubmit(
    () =>
      call(api, priceEndpoints.strategyPropose, {
        body: { strategyId: strategy!.id, listId: listId!, goodsIds: goods.map((g) => g.id) },
      }),
    { success: t('strategy_proposed_done'), done: setProposals },
  )
  const draft = useSubmit(
    () =>
      call(api, priceEndpoints.orderSave, {
        body: {
          title: t('strategy_draftTitle', { strategy: strategy!.name }),
          listId: listId!,
          effectiveAt: formatDateTime(dayjs().add(1, 'day').startOf('day')),
          lines: changedLines(proposals ?? []),
        },
      }),
    { success: (order) => t('strategy_drafted', { code: order.code }), done: onClose },
  )
  const reset = () => setProposals(undefined)
  const addGoods = (id?: string, label = '') => {
    if (id && !goods.some((g) => g.id === id)) setGoods([...goods, { id, label }])
    reset()
  }
  const changed = proposals ? changedLines(proposals).length : 0

  return (
    <Modal
      open={!!strategy}
      width={760}
      title={strategy && `${t('strategy_propose')} · ${strategy.name}`}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button
            loading={propose.saving}
            disabled={!listId || !goods.length}
            onClick={() => void propose.submit()}
          >
            {t('strategy_propose')}
          </Button>
          {canDraft && (
            <Button
              type="primary"
              loading={draft.saving}
              disabled={!changed}
              onClick={() => void draft.submit()}
            >
              {t('strategy_draft')}
            </Button>
          )}
        </Space>
      }
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('priceList')} required>
          <RecordSelect
            source="list"
            value={listId}
            onChange={(id) => {
              setListId(id)
              reset()
            }}
            style={{ width: 320 }}
            aria-label={t('priceList')}
          />
        </Form.Item>
        <Form.Item label={t('goods')} required extra={t('strategy_goodsHint')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <RecordSelect
              source="goods"
              picker
              onChange={addGoods}
              style={{ width: 320 }}
              placeholder={t('order_addGoods')}
              aria-label={t('order_addGoods')}
            />
            <Space size={4} wrap>
              {goods.map((g) => (
                <Tag
                  key={g.id}
                  closable
                  onClose={() => {
                    setGoods(goods.filter((x) => x !== g))
                    reset()
                  }}
                >
                  {g.label}
                </Tag>
              ))}
            </Space>
          </Space>
        </Form.Item>
      </Form>
      {proposals && (
        <>
          <ProposalTable proposals={proposals} />
          {!changed && (
            <Alert type="info" showIcon message={t('strategy_nothingChanges')} style={{ marginTop: 8 }} />
          )}
        </>
      )}
    </Modal>
  )
}
