import { Button, Input, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AUDIT_STATUS, SMS_MKT_CODES, smsMarketingEndpoints as ep } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'

interface Decision {
  pass: boolean
  remark: string
}

/** Approve / reject of a pending signature or template, for reviewers; a rejection may say why. */
export function ReviewActions({
  kind,
  row,
  onDone,
}: {
  kind: 'signature' | 'template'
  row: { id: string; auditStatus?: unknown }
  onDone: () => Promise<void>
}) {
  const { t } = useTranslation()
  const api = useApi()
  const canReview = useButton(SMS_MKT_CODES.audit)
  const [rejecting, setRejecting] = useState(false)
  const [remark, setRemark] = useState('')
  const decide = useSubmit(
    ({ pass, remark }: Decision) => {
      const body = { id: row.id, pass, ...(remark && { remark }) }
      return kind === 'template'
        ? call(api, ep.templateAudit, { body })
        : call(api, ep.signatureAudit, { body })
    },
    {
      success: (_, { pass }) => t(pass ? 'approved' : 'rejected'),
      done: async () => {
        setRejecting(false)
        await onDone()
      },
    },
  )
  if (!canReview || row.auditStatus !== AUDIT_STATUS.pending) return null
  return (
    <>
      <Button type="link" onClick={() => void decide.submit({ pass: true, remark: '' })}>
        {t('approve')}
      </Button>
      <Button type="link" danger onClick={() => setRejecting(true)}>
        {t('reject')}
      </Button>
      <Modal
        open={rejecting}
        title={t('reject')}
        okText={t('reject')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, loading: decide.saving }}
        onCancel={() => setRejecting(false)}
        onOk={() => decide.submit({ pass: false, remark })}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('reviewNote')}
          placeholder={t('reviewNote')}
          maxLength={255}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Modal>
    </>
  )
}
