import { useState } from 'react'
import { Button, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { couponEndpoints, PROMOTION_CODES, type ResourceDef } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit, type CrudRecord } from '@store/ui'
import ResourcePage from '.'

/** Coupon templates, each with an issue dialog: one coupon to each member id entered. */
export default function CouponPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const api = useApi()
  const canIssue = useButton(PROMOTION_CODES.couponIssue)
  const [template, setTemplate] = useState<CrudRecord>()
  const [members, setMembers] = useState('')
  const memberIds = members.split(/\s+/).filter(Boolean)
  const issue = useSubmit(
    () => call(api, couponEndpoints.issue, { body: { templateId: template!.id, memberIds } }),
    {
      success: (answer) => t('coupon_issued', { n: answer.issued }),
      done: () => {
        setTemplate(undefined)
        setMembers('')
      },
    },
  )
  return (
    <>
      <ResourcePage
        resource={resource}
        rowActions={(record) =>
          canIssue
            ? [
                <Button key="issue" type="link" onClick={() => setTemplate(record)}>
                  {t('coupon_issue')}
                </Button>,
              ]
            : []
        }
      />
      <Modal
        open={!!template}
        title={`${t('coupon_issue_title')} · ${String(template?.name ?? '')}`}
        okButtonProps={{ disabled: memberIds.length === 0, loading: issue.saving }}
        onOk={() => void issue.submit()}
        onCancel={() => setTemplate(undefined)}
      >
        <Input.TextArea
          aria-label={t('coupon_members')}
          placeholder={t('coupon_members')}
          rows={6}
          value={members}
          onChange={(e) => setMembers(e.target.value)}
        />
      </Modal>
    </>
  )
}
