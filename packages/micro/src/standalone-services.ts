import { Modal, message } from 'antd'
import type { HostServices } from '@store/bridge'
import { clientLogEndpoints, trackedOperationRecord } from '@store/contract'
import { call, type Api } from '@store/request'

/**
 * The host services when a sub-app runs alone in development: tabs become plain navigation, notices
 * and confirms are antd's, operations are saved at once (the host batches them), a 401 signs out.
 */
export function standaloneServices(api: Api, signOut: () => void): HostServices {
  const go = (path: string, replace = false) => {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }
  return {
    openTab: ({ path }) => go(path),
    updateTab: ({ label }) => {
      document.title = label
    },
    navigate: (path, options) => go(path, options?.replace),
    closeTab: () => window.history.back(),
    notify: ({ type, message: text }) => void message[type](text),
    confirm: ({ title, content, okText, cancelText, danger }) =>
      new Promise((resolve) =>
        Modal.confirm({
          title,
          content,
          okText,
          cancelText,
          okButtonProps: { danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      ),
    track: (operation) => {
      const record = trackedOperationRecord(operation, `${window.location.pathname}${window.location.search}`)
      void call(api, clientLogEndpoints.saveOperations, { body: [record] }).catch(() => undefined)
    },
    sessionExpired: signOut,
  }
}
