import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  MEMBER_CENTER_PERMISSIONS,
  POINTS_PER_YUAN_PATTERN,
  pointsRuleEndpoints,
  type PointsRule,
} from '@store/contract'
import { useApi } from '@store/micro'
import { FlagItem, NumberItem, SettingForm } from '@store/ui'
import { NAMESPACE } from '../../messages'

const ROUTES = {
  load: pointsRuleEndpoints.detail.path,
  save: { method: 'post', path: pointsRuleEndpoints.submit.path },
  viewCode: MEMBER_CENTER_PERMISSIONS.pointsRuleView,
  editCode: MEMBER_CENTER_PERMISSIONS.pointsRuleEdit,
} as const

/**
 * /member-center/pointsRule (spec §7 `insiderRule/findAllPointsRule`, `updateRule`): how the
 * tenant's purchases earn points, how long points last and stay frozen. Saving asks first: purchases
 * from then on earn by the new rules.
 */
export default function PointsRulePage() {
  const { t } = useTranslation(NAMESPACE)
  return (
    <SettingForm<PointsRule>
      name="pointsRule"
      api={useApi()}
      {...ROUTES}
      confirmSave={{ title: t('confirmPointsRule'), content: t('confirmPointsRuleContent') }}
    >
      <FlagItem name="enabled" label={t('pointsEnabled')} />
      <Form.Item
        name="pointsPerYuan"
        label={t('pointsPerYuan')}
        extra={t('pointsPerYuanHelp')}
        rules={[
          { required: true, message: t('pointsPerYuanInvalid') },
          { pattern: new RegExp(POINTS_PER_YUAN_PATTERN), message: t('pointsPerYuanInvalid') },
        ]}
      >
        <Input inputMode="decimal" maxLength={7} />
      </Form.Item>
      <NumberItem
        name="expiryMonths"
        label={t('pointsExpiryMonths')}
        extra={t('pointsExpiryHelp')}
        min={0}
        max={120}
      />
      <NumberItem name="freezeDays" label={t('freezeDays')} min={0} max={365} />
    </SettingForm>
  )
}
