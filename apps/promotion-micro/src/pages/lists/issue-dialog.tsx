import { useState } from 'react'
import { Modal, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { couponEndpoints, crowdPackResource, type CouponIssueTask } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { namedBy, useResourceChoices, useSubmit, type CrudRecord } from '@store/ui'
import MemberPicker from '../../components/member-picker'
import PackIssueProgress from './pack-issue-progress'

const byPackName = namedBy('packName')

/** Makes the key that lets a repeated request (a double click, a retry) start one issue only. */
const newRequestKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`

/**
 * Issues a template's coupons: one to each member found and chosen (all or none), or to every member of a
 * crowd pack chosen by name, by a job whose progress is shown until it ends.
 */
export default function IssueDialog({ template, onClose }: { template: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation()
  const api = useApi()
  const packs = useResourceChoices(api, crowdPackResource, byPackName)
  const [to, setTo] = useState<'members' | 'pack'>('members')
  const [memberIds, setMemberIds] = useState<string[]>([])
  const [packId, setPackId] = useState<string>()
  const [requestKey] = useState(newRequestKey)
  const [started, setStarted] = useState<CouponIssueTask>()
  const toMembers = useSubmit(
    () => call(api, couponEndpoints.issue, { body: { templateId: template.id, memberIds } }),
    { success: (answer) => t('coupon_issued', { n: answer.issued }), done: onClose },
  )
  const toPack = useSubmit(
    () =>
      call(api, couponEndpoints.issuePack, {
        body: { templateId: template.id, packId: packId!, requestKey },
      }),
    { success: t('coupon_pack_started'), done: setStarted },
  )
  const issue = to === 'members' ? toMembers : toPack
  const ready = to === 'members' ? memberIds.length > 0 : !!packId
  return (
    <Modal
      open
      title={`${t('coupon_issue_title')} · ${String(template.name ?? '')}`}
      okButtonProps={{ disabled: !ready || !!started, loading: issue.saving }}
      onOk={() => void issue.submit()}
      onCancel={onClose}
      cancelText={started ? t('close') : undefined}
    >
      <Radio.Group
        value={to}
        onChange={(e) => setTo(e.target.value as 'members' | 'pack')}
        disabled={!!started}
        style={{ marginBottom: 12 }}
      >
        <Radio value="members">{t('coupon_to_members')}</Radio>
        <Radio value="pack">{t('coupon_to_pack')}</Radio>
      </Radio.Group>
      {to === 'members' ? (
        <MemberPicker
          multiple
          aria-label={t('coupon_members')}
          placeholder={t('coupon_members')}
          style={{ width: '100%', marginBottom: 12 }}
          value={memberIds}
          onChange={setMemberIds}
        />
      ) : (
        <Select
          showSearch
          optionFilterProp="label"
          aria-label={t('coupon_pack')}
          placeholder={t('coupon_pack')}
          style={{ width: '100%', marginBottom: 12 }}
          loading={packs === null}
          options={packs ?? []}
          value={packId}
          onChange={setPackId}
          disabled={!!started}
        />
      )}
      {started && <PackIssueProgress started={started} />}
    </Modal>
  )
}
