import { SHORTCUT_TYPE, VERSION_STATUS } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { productVersion, shortcutKey } from './schema'
import { openAllApplications } from './tenant-app-routes'

/** The shell's built-in shortcuts: function, name, key, Windows label. */
const BUILT_IN_SHORTCUTS: [string, string, string, string][] = [
  ['save', '保存', 'ctrl+s', 'Ctrl+S'],
  ['search', '查询', 'ctrl+enter', 'Ctrl+Enter'],
  ['add', '新增', 'alt+n', 'Alt+N'],
  ['print', '打印', 'ctrl+p', 'Ctrl+P'],
  ['refreshTab', '刷新当前页', 'alt+r', 'Alt+R'],
  ['closeTab', '关闭当前页', 'alt+w', 'Alt+W'],
  ['lockScreen', '锁屏', 'alt+l', 'Alt+L'],
  ['fullScreen', '全屏', 'f11', 'F11'],
]

/** Platform settings seeded once: the first product version, current. */
export async function seedPlatformSettings(tx: Tx, ids: IdGenerator): Promise<void> {
  await tx.insert(productVersion).values({
    id: ids.next(),
    version: 'V1.0.0',
    title: 'Storedesk 1.0 发布',
    content: '会员、商城、营销、价格中心、药事服务与系统管理的第一个版本。',
    showDate: '2026-01-01',
    status: VERSION_STATUS.current,
  })
}

/** A tenant's settings (inside its transaction): built-in shortcuts, and every application opened. */
export async function seedTenantSettings(tx: Tx, ids: IdGenerator, tenantId: string): Promise<void> {
  await tx.insert(shortcutKey).values(
    BUILT_IN_SHORTCUTS.map(([keyFunction, keyName, keyCode, winShortcuts], sort) => ({
      id: ids.next(),
      keyFunction,
      keyName,
      keyType: SHORTCUT_TYPE.builtIn,
      keyCode,
      winShortcuts,
      sort,
    })),
  )
  await openAllApplications(tx, ids, { tenantId, userId: null })
}
