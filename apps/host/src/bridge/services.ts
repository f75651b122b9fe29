import type { HostServices } from '@store/bridge'
import { trackedOperationRecord } from '@store/contract'
import { navigateTo } from '../router/navigation'
import { DEV_VERSION } from '../micro/dev-overrides'
import { healthReporter } from '../micro/sub-app-health'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'
import { requestClose } from '../tabs/close'
import { askConfirm, showNotice } from './notify'
import { sessionRefused } from './session-end'
import { tracker } from './tracking'

const activeTab = () => shellStore.getState().tabs.active
const currentPath = () => `${window.location.pathname}${window.location.search}`

/**
 * What the shell does for a sub-app (packages/bridge HostServices). `setUnsaved` needs to know the
 * caller's tab: each page gets it from its own bridge (bridge/tab-bridge.ts); here it has none.
 */
export const shellServices: HostServices = {
  // the shell opens the tab on navigation (ShellLayout); the label travels with it
  openTab: ({ path, label }) => navigateTo(path, label ? { state: { label } } : undefined),
  updateTab({ path, label }) {
    shellStore.dispatch(tabActions.retitled({ value: path ?? activeTab(), label }))
  },
  navigate: navigateTo,
  closeTab(path) {
    void requestClose({ kind: 'one', value: path ?? activeTab() })
  },
  notify: showNotice,
  confirm: askConfirm,
  track: (operation) => tracker.record(trackedOperationRecord(operation, currentPath())),
  sessionExpired: () => sessionRefused(),
  reportSubApp(report) {
    // a developer's build (an override, a standalone build) is no release: it stays out of the health table
    if (report.version !== DEV_VERSION) healthReporter.add(report)
  },
}
