import type { SubAppReport } from '@store/contract'

/** What a sub-app may ask of the host. The host implements these; standalone mode has simple stand-ins. */

export interface TabRequest {
  /** full path including the sub-app's base route, with query if any */
  path: string
  /** the tab's title; defaults to the menu name of the path */
  label?: string
}

export type NoticeType = 'success' | 'info' | 'warning' | 'error'

export interface Notice {
  type: NoticeType
  message: string
  description?: string
  /** stays until the user closes it (a secret shown once, such as a generated password) */
  untilClosed?: boolean
}

export interface ConfirmRequest {
  title: string
  content?: string
  okText?: string
  cancelText?: string
  danger?: boolean
}

/** One operation for the spec's user-operation tracking (blade-log/userOperation/save). */
export interface TrackedOperation {
  pageName: string
  functionId?: string
  extras?: Record<string, unknown>
}

export interface HostServices {
  /** open a tab (or activate it when open) and navigate to it */
  openTab(tab: TabRequest): void
  /** retitle the tab showing `path` (the caller's own tab by default) */
  updateTab(tab: Partial<TabRequest> & { label: string }): void
  navigate(path: string, options?: { replace?: boolean }): void
  /** close the tab showing `path`, or the caller's current tab */
  closeTab(path?: string): void
  notify(notice: Notice): void
  confirm(request: ConfirmRequest): Promise<boolean>
  track(operation: TrackedOperation): void
  /** the session ended under the sub-app (a 401): the host logs out and returns to the login page */
  sessionExpired(): void
  /**
   * Since bridge 1.1: mark the caller's own tab as holding unsaved edits (or not any more); closing such
   * a tab asks first (spec §4). Absent in a 1.0 host, so callers test for it (`useUnsavedEdits` does).
   */
  setUnsaved?(dirty: boolean): void
  /**
   * Since bridge 1.4: tell the platform how a sub-app fared in this page (a mount with its load time, a
   * load failure, a render error); the host sends these in batches (docs/sub-apps.md "Observability").
   * Absent in an older host, so callers test for it.
   */
  reportSubApp?(report: SubAppReport): void
}
