import { Card, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { BindingTab } from './BindingTab'
import { PasswordForm } from './PasswordForm'
import { ProfileTab } from './ProfileTab'
import { SafetyTab } from './SafetyTab'
import './texts'

const PAGE_TYPES = ['baseInfo', 'password', 'binding', 'safety'] as const
type PageType = (typeof PAGE_TYPES)[number]

const isPageType = (value: string | null): value is PageType => PAGE_TYPES.includes(value as PageType)

/** /personalCenter/index?pageType=…: the signed-in user's own profile, password, bindings and security. */
export default function PersonalCentre() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const pageType = params.get('pageType')
  const active: PageType = isPageType(pageType) ? pageType : 'baseInfo'
  const panes: Record<PageType, React.ReactNode> = {
    baseInfo: <ProfileTab />,
    password: <PasswordForm />,
    binding: <BindingTab />,
    safety: <SafetyTab />,
  }
  return (
    <Card>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ pageType: key }, { replace: true })}
        destroyOnHidden
        items={PAGE_TYPES.map((key) => ({ key, label: t(`personal.tabs.${key}`), children: panes[key] }))}
      />
    </Card>
  )
}
