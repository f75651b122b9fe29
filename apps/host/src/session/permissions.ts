import type { BridgePermissions } from '@store/bridge'
import { storageKey } from './keys'

/** spec §3 shapes: permission and HOVPermission map a code to true, tabPermission lists codes, hideColumns maps a menu code to its hidden columns. */
type CodeSet = Record<string, true>

const asCodeSet = (codes: readonly string[]): CodeSet => Object.fromEntries(codes.map((c) => [c, true]))

function read<T>(name: 'permission' | 'tabPermission' | 'HOVPermission' | 'hideColumns'): T | null {
  const raw = localStorage.getItem(storageKey(name))
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

/** Keeps the user's permissions under their spec §3 names (logout clears them). */
export function savePermissions(permissions: BridgePermissions): void {
  localStorage.setItem(storageKey('permission'), JSON.stringify(asCodeSet(permissions.buttons)))
  localStorage.setItem(storageKey('tabPermission'), JSON.stringify(permissions.tabs))
  localStorage.setItem(storageKey('HOVPermission'), JSON.stringify(asCodeSet(permissions.hovs)))
  localStorage.setItem(storageKey('hideColumns'), JSON.stringify(permissions.hiddenColumns))
}

/** The permissions kept from the last load in this browser, or null when any of the four is missing or corrupt. */
export function loadStoredPermissions(): BridgePermissions | null {
  const buttons = read<CodeSet>('permission')
  const tabs = read<string[]>('tabPermission')
  const hovs = read<CodeSet>('HOVPermission')
  const hiddenColumns = read<Record<string, string[]>>('hideColumns')
  if (!buttons || !Array.isArray(tabs) || !hovs || !hiddenColumns) return null
  return { buttons: Object.keys(buttons), tabs, hovs: Object.keys(hovs), hiddenColumns }
}
