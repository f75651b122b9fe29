import i18next from 'i18next'
import { askConfirm } from '../bridge/notify'
import { navigateTo } from '../router/navigation'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'
import { unsavedClosing, type CloseRequest } from './closing'

/**
 * Closes tabs as the user asked, after a confirmation when one of them holds unsaved edits (spec §4,
 * texts of §8), then shows the tab that is active afterwards. Resolves false when the user kept them.
 */
export async function requestClose(request: CloseRequest): Promise<boolean> {
  const { unsaved, ...tabs } = shellStore.getState().tabs
  const dirty = unsavedClosing(tabs, unsaved, request)
  if (dirty.length > 0) {
    const confirmed = await askConfirm({
      title: i18next.t(request.kind === 'one' ? 'tabs.unsavedOne' : 'tabs.unsavedMany'),
      content: dirty.map((t) => t.label).join(i18next.t('tabs.labelSeparator')),
    })
    if (!confirmed) return false
  }
  shellStore.dispatch(tabActions.closed(request))
  navigateTo(shellStore.getState().tabs.active)
  return true
}

/**
 * spec §8 business-unit switch (the member brand here): after its warning, `apply` switches and every
 * page closes, unsaved edits and all. Resolves false when the user stayed.
 */
export async function switchBusinessUnit(apply: () => void): Promise<boolean> {
  if (!(await askConfirm({ title: i18next.t('tabs.businessUnitSwitch') }))) return false
  apply()
  shellStore.dispatch(tabActions.closed({ kind: 'all' }))
  navigateTo(shellStore.getState().tabs.active)
  return true
}
