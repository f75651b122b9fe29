import { useState } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { PROMOTION_CODES, type ResourceDef } from '@store/contract'
import { useButton } from '@store/bridge/react'
import type { CrudRecord } from '@store/ui'
import ResourcePage from '.'
import IssueDialog from './issue-dialog'

/** Coupon templates, each with an issue dialog: to members searched and chosen, or to a crowd pack. */
export default function CouponPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const canIssue = useButton(PROMOTION_CODES.couponIssue)
  const [template, setTemplate] = useState<CrudRecord>()
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
      {template && <IssueDialog template={template} onClose={() => setTemplate(undefined)} />}
    </>
  )
}
