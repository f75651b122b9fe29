import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Alert, Card, Descriptions, Empty, Space, Spin, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import {
  LEDGER_PERMISSIONS,
  MEMBER_DETAIL_TAB_CODES,
  boundCardResource,
  couponResource,
  healthRecordResource,
  ledgerEndpoints,
  memberResource,
  type Locale,
  type MemberDetailTabCode,
  type ResourceDef,
} from '@store/contract'
import { useApi } from '@store/micro'
import { choiceName } from '@store/ui'
import { useGradeChoices } from '../../lookups'
import { memberLabel, memberStatusName, type MemberRecord } from '../../member'
import { NAMESPACE } from '../../messages'
import { AdjustLedger, type Adjustable } from './adjust-ledger'
import { ChangesTab } from './changes-tab'
import { EvaluationsTab } from './evaluations-tab'
import { LedgerTab, type LedgerTabProps } from './ledger-tab'
import { PurchasesTab } from './purchases-tab'
import { ResourceTab } from './resource-tab'
import { WalletTab } from './wallet-tab'

const selectLocale = (s: BridgeState) => s.locale
const selectTabs = (s: BridgeState) => s.permissions.tabs

type TabRender = (memberId: string) => ReactNode

/** A CRM tab: its resource's page route read for one member. */
const crmTab =
  (resource: ResourceDef, route: { page?: string; param?: string } = {}): TabRender =>
  (id) => <ResourceTab resource={resource} memberId={id} {...route} />

const ledgerTab =
  (endpoint: LedgerTabProps['endpoint'], showKind = false): TabRender =>
  (id) => <LedgerTab endpoint={endpoint} memberId={id} showKind={showKind} />

/** What each of the detail's tabs shows; their order is the contract's. */
const TABS: Record<MemberDetailTabCode, TabRender> = {
  member_tab_consume: (id) => <PurchasesTab memberId={id} />,
  member_tab_points: ledgerTab(ledgerEndpoints.points, true),
  member_tab_growth: ledgerTab(ledgerEndpoints.growth),
  member_tab_coins: ledgerTab(ledgerEndpoints.coins),
  member_tab_evaluation: (id) => <EvaluationsTab memberId={id} />,
  member_tab_change: (id) => <ChangesTab memberId={id} />,
  member_tab_health: crmTab(healthRecordResource),
  member_tab_cards: crmTab(boundCardResource, { page: 'selectInsId', param: 'insId' }),
  member_tab_coupons: crmTab(couponResource),
  member_tab_wallet: (id) => <WalletTab memberId={id} />,
}

function MemberHeader({
  member,
  locale,
  gradeName,
  extra,
}: {
  member: MemberRecord
  locale: Locale
  gradeName(id: string): string
  extra: ReactNode
}) {
  const label = (field: keyof MemberRecord & string) => memberLabel(locale, field)
  return (
    <Card title={member.name} extra={extra} style={{ marginBottom: 16 }}>
      <Descriptions
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'cardNo', label: label('cardNo'), children: member.cardNo },
          { key: 'phone', label: label('phone'), children: member.phone },
          { key: 'gradeId', label: label('gradeId'), children: member.gradeId && gradeName(member.gradeId) },
          { key: 'registerDate', label: label('registerDate'), children: member.registerDate },
          { key: 'status', label: label('status'), children: memberStatusName(locale, member.status) },
        ]}
      />
    </Card>
  )
}

/**
 * /huikeCRM/member/detail?id= (spec §2 member detail tabs): the member's header and one read-only tab
 * per tab permission the user holds; "Adjust points" and "Adjust growth value" for those who may. After
 * an adjustment the header (the grade follows growth) and the tabs load again.
 */
export default function MemberDetailPage() {
  const memberId = useSearchParams()[0].get('id')
  const locale = useBridgeState(selectLocale)
  const heldTabs = useBridgeState(selectTabs)
  const canAdjustPoints = useButton(LEDGER_PERMISSIONS.pointsAdjust)
  const canAdjustGrowth = useButton(LEDGER_PERMISSIONS.growthAdjust)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const grades = useGradeChoices(api)
  const gradeName = useCallback((id: string) => choiceName(grades, id), [grades])
  const [member, setMember] = useState<MemberRecord | null>(null)
  const [error, setError] = useState<string | null>(null)
  /** bumped after an adjustment: the member and the tabs load again */
  const [version, setVersion] = useState(0)
  /** the tab shown; kept when the tabs load again */
  const [activeTab, setActiveTab] = useState<string>()

  useEffect(() => {
    if (!memberId) return
    let live = true
    // another member: nothing shown until it loads; the same one reloaded stays on screen meanwhile
    setMember((shown) => (shown?.id === memberId ? shown : null))
    api
      .get<MemberRecord>(`${memberResource.basePath}/detail`, { id: memberId })
      .then((answer) => live && setMember(answer))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [api, memberId, version])

  if (!memberId) return <Empty description={t('memberNotFound')} />
  if (error) return <Alert type="error" showIcon message={t('loadFailed', { message: error })} />
  if (!member) return <Spin />
  const adjustable: Adjustable[] = [
    ...(canAdjustPoints ? (['points'] as const) : []),
    ...(canAdjustGrowth ? (['growth'] as const) : []),
  ]
  const reload = () => setVersion((v) => v + 1)
  const tabs = MEMBER_DETAIL_TAB_CODES.filter((code) => heldTabs.includes(code)).map((code) => ({
    key: code,
    label: t(code),
    children: TABS[code](memberId),
  }))
  return (
    <>
      <MemberHeader
        member={member}
        locale={locale}
        gradeName={gradeName}
        extra={
          <Space>
            {adjustable.map((kind) => (
              <AdjustLedger
                key={kind}
                kind={kind}
                memberId={memberId}
                gradeName={gradeName}
                onAdjusted={reload}
              />
            ))}
          </Space>
        }
      />
      <Tabs key={version} items={tabs} activeKey={activeTab} onChange={setActiveTab} />
    </>
  )
}
