import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { Spin } from 'antd'

const PersonalCentre = lazy(() => import('./PersonalCentre'))
const MyInfo = lazy(() => import('./MyInfo'))
const Binding = lazy(() => import('./BindingPage'))
export const PasswordDialog = lazy(() => import('./PasswordDialog'))

const page = (Screen: LazyExoticComponent<ComponentType>) =>
  function PersonalPage() {
    return (
      <Suspense fallback={<Spin className="sd-page-pending" />}>
        <Screen />
      </Suspense>
    )
  }

/** /personalCenter/index, /info/index and /binding/index, loaded on first visit: the shell's initial bundle does not carry them. */
export const PersonalCentrePage = page(PersonalCentre)
export const MyInfoPage = page(MyInfo)
export const BindingPage = page(Binding)
