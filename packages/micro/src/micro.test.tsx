import { act, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { createBridge, type HostServices } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { defineSubApp } from './define'
import { useSubApp } from './context'
import { qiankunLifecycle } from './qiankun'

function Hello() {
  const { t } = useTranslation()
  const brand = useBridgeState((s) => s.brandId)
  const { basename } = useSubApp()
  return (
    <p>
      {t('hello')} · {brand ?? '-'} · {basename}
    </p>
  )
}

const subApp = defineSubApp({
  name: 'child-test',
  routes: [
    { path: 'list', element: <Hello /> },
    { path: '*', element: <p>inner 404</p> },
  ],
  messages: {
    namespace: 'child-test',
    resources: { zh_CN: { hello: '你好' }, zh_HK: { hello: '你好呀' }, en: { hello: 'Hello' } },
  },
})

const newBridge = () => createBridge({} as HostServices, { brandId: 'brand-1' })

describe('sub-app SDK (issue 5: declare routes once)', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: {}, initAsync: false }))

  it('a federated sub-app runs its relative routes under the host route at its base path', () => {
    const { bridge } = newBridge()
    render(
      <MemoryRouter initialEntries={['/child-test/list']}>
        <Routes>
          <Route
            path="/child-test/*"
            element={<subApp.Component bridge={bridge} basename="/child-test" i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByText('Hello · brand-1 · /child-test')).toBeTruthy()
    expect(i18next.hasResourceBundle('zh_HK', 'child-test')).toBe(true)
  })

  it('follows the bridge: a brand chosen in the shell shows at once', () => {
    const { bridge } = newBridge()
    render(
      <MemoryRouter initialEntries={['/child-test/list']}>
        <Routes>
          <Route
            path="/child-test/*"
            element={<subApp.Component bridge={bridge} basename="/child-test" i18n={i18next} />}
          />
        </Routes>
      </MemoryRouter>,
    )
    act(() => bridge.setBrand('brand-2'))
    expect(screen.getByText('Hello · brand-2 · /child-test')).toBeTruthy()
  })

  it('records the bridge version it was built against', () => {
    expect(subApp.bridgeVersion).toMatch(/^1\./)
  })

  it('qiankun lifecycle: mounts into the given container with the base route, follows the locale, unmounts clean', async () => {
    const { bridge, control } = newBridge()
    window.history.pushState(null, '', '/child-test/list')
    const container = document.createElement('div')
    container.innerHTML = '<div id="root"></div>'
    document.body.append(container)
    const lifecycle = qiankunLifecycle(subApp, { prefixCls: 'childtest' })
    await lifecycle.bootstrap()
    await act(() => lifecycle.mount({ container, bridge, basename: '/child-test' }))
    expect(container.textContent).toContain('你好 · brand-1')
    await act(async () => control.setState({ locale: 'en' }))
    expect(container.textContent).toContain('Hello · brand-1')
    await act(() => lifecycle.unmount({ container, bridge, basename: '/child-test' }))
    expect(container.querySelector('#root')!.childNodes).toHaveLength(0)
    container.remove()
  })

  it('qiankun lifecycle: an error the sub-app throws while rendering reaches the host through the bridge (1.4)', async () => {
    const reportSubApp = jest.fn()
    const { bridge } = createBridge({ reportSubApp } as unknown as HostServices)
    function Broken(): never {
      throw new Error('qiankun page broke')
    }
    const broken = defineSubApp({
      name: 'child-broken',
      routes: [{ path: '*', element: <Broken /> }],
      messages: { namespace: 'child-broken', resources: { zh_CN: {}, zh_HK: {}, en: {} } },
    })
    // jsdom has no reportError: the error goes to the console as React's default would send it
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    window.history.pushState(null, '', '/child-broken/x')
    const container = document.createElement('div')
    document.body.append(container)
    const lifecycle = qiankunLifecycle(broken, { prefixCls: 'childbroken' })
    // outside act: inside it React hands an uncaught error to act instead of the root's handler
    await lifecycle.mount({ container, bridge, basename: '/child-broken' })
    await waitFor(() => expect(reportSubApp).toHaveBeenCalled())
    expect(reportSubApp).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'child-broken', kind: 'renderError', message: 'qiankun page broke' }),
    )
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'qiankun page broke' }))
    await act(() => lifecycle.unmount({ container, bridge, basename: '/child-broken' }))
    container.remove()
    reported.mockRestore()
  })
})
