import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SRM_CODES,
  srmEndpoints,
  WORKFLOW_CODES,
  WORKFLOW_TASKS_PATH,
  type PoStatus,
  type SrmPurchaseOrder,
} from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton } from '@store/ui'
import { useOpenTab } from '../../components/open'

type Step = 'submit' | 'withdraw' | 'confirm' | 'cancel' | 'close'

/**
 * The steps each status offers, and who may take them (the role's buttons). Approving and rejecting
 * happen in the workflow's to-do list.
 */
const STEPS: { step: Step; from: PoStatus[]; code: string; danger?: boolean }[] = [
  { step: 'submit', from: ['draft'], code: SRM_CODES.purchaseAdd },
  { step: 'withdraw', from: ['submitted'], code: SRM_CODES.purchaseAdd },
  { step: 'confirm', from: ['approved'], code: SRM_CODES.purchaseHandle },
  { step: 'close', from: ['received'], code: SRM_CODES.purchaseHandle },
  { step: 'cancel', from: ['draft', 'approved', 'confirmed'], code: SRM_CODES.purchaseAdd, danger: true },
]
const TEXTS: Record<Step, [label: string, question: string, success: string]> = {
  submit: ['submit', 'submitConfirm', 'submitted'],
  withdraw: ['withdraw', 'withdrawConfirm', 'withdrawn'],
  confirm: ['confirm', 'confirmConfirm', 'confirmed'],
  cancel: ['cancelOrder', 'cancelConfirm', 'cancelled'],
  close: ['close', 'closeConfirm', 'closed'],
}

/**
 * What can be done with an order now: edit a draft, each step with a confirmation, the to-do list for
 * an order awaiting approval, receive, invoice, the match.
 */
export function OrderActions(props: {
  order: SrmPurchaseOrder
  open(action: 'edit' | 'receive' | 'invoice' | 'match', order: SrmPurchaseOrder): void
  done(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const openTab = useOpenTab()
  const hasTodo = useButton(WORKFLOW_CODES.todo)
  const allowed = {
    [SRM_CODES.purchaseAdd]: useButton(SRM_CODES.purchaseAdd),
    [SRM_CODES.purchaseHandle]: useButton(SRM_CODES.purchaseHandle),
    [SRM_CODES.matchView]: useButton(SRM_CODES.matchView),
  }
  const { order, open } = props
  const link = (action: 'edit' | 'receive' | 'invoice' | 'match', label: string) => (
    <Button key={action} type="link" onClick={() => open(action, order)}>
      {t(label)}
    </Button>
  )
  const receiving = order.status === 'confirmed' || order.status === 'partly_received'
  const invoicing = ['partly_received', 'received', 'closed'].includes(order.status)
  return (
    <>
      {allowed[SRM_CODES.purchaseAdd] && order.status === 'draft' && link('edit', 'edit')}
      {STEPS.filter((s) => s.from.includes(order.status) && allowed[s.code as keyof typeof allowed]).map(
        (s) => {
          const [label, question, success] = TEXTS[s.step]
          return (
            <ConfirmButton
              key={s.step}
              label={t(label)}
              danger={s.danger}
              question={t(question, { code: order.code })}
              success={t(success)}
              run={() => call(api, srmEndpoints[s.step], { body: { id: order.id } })}
              done={props.done}
            />
          )
        },
      )}
      {hasTodo && order.status === 'submitted' && (
        <Button type="link" onClick={() => openTab(WORKFLOW_TASKS_PATH)}>
          {t('approveInTodo')}
        </Button>
      )}
      {allowed[SRM_CODES.purchaseHandle] && receiving && link('receive', 'receive')}
      {allowed[SRM_CODES.purchaseHandle] && invoicing && link('invoice', 'invoice')}
      {allowed[SRM_CODES.matchView] && invoicing && link('match', 'match')}
    </>
  )
}
