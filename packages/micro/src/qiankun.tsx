import { createRoot, type Root } from 'react-dom/client'
import type { Bridge } from '@store/bridge'
import type { SubApp } from './define'
import { OwnRuntime } from './own-runtime'

/** What the host passes to `loadMicroApp` as props (besides qiankun's own `container`). */
export interface QiankunMountProps {
  container: HTMLElement
  bridge: Bridge
  basename: string
}

export interface QiankunLifecycle {
  bootstrap(): Promise<void>
  mount(props: QiankunMountProps): Promise<void>
  unmount(props: QiankunMountProps): Promise<void>
}

/**
 * The qiankun lifecycle of a sub-app. The bridge comes as a mount prop (not qiankun's
 * `initGlobalState`, which qiankun 3 removes). Each mount renders into the container qiankun gives;
 * unmount leaves nothing behind.
 */
export function qiankunLifecycle(subApp: SubApp, options: { prefixCls: string }): QiankunLifecycle {
  const roots = new Map<HTMLElement, Root>()
  return {
    async bootstrap() {},
    async mount({ container, bridge, basename }) {
      const target = container.querySelector<HTMLElement>('#root') ?? container
      const root = createRoot(target, {
        // Its own React runs outside the host's SubAppBoundary: an error nothing caught reaches the
        // platform's health table through the bridge (1.4; absent in an older host), and is still reported
        // as React would.
        onUncaughtError(error) {
          const thrown = error instanceof Error ? error : new Error(String(error))
          bridge.services.reportSubApp?.({
            name: subApp.name,
            version: subApp.version,
            kind: 'renderError',
            message: (thrown.message || thrown.name).slice(0, 2000),
            stack: thrown.stack?.slice(0, 8000),
            url: window.location.href.slice(0, 1000),
            time: Date.now(),
          })
          if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
          else console.error(error)
        },
      })
      roots.set(container, root)
      root.render(
        <OwnRuntime subApp={subApp} bridge={bridge} basename={basename} prefixCls={options.prefixCls} />,
      )
    },
    async unmount({ container }) {
      roots.get(container)?.unmount()
      roots.delete(container)
    },
  }
}

/** Whether this bundle runs inside qiankun (set by qiankun before the sub-app's scripts run). */
export const insideQiankun = (): boolean =>
  Boolean((window as { __POWERED_BY_QIANKUN__?: boolean }).__POWERED_BY_QIANKUN__)
