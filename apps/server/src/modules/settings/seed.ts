import { SHORTCUT_TYPE, UPLOAD_MAX_BYTES, VERSION_STATUS } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { param, productVersion, shortcutKey } from './schema'
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

/**
 * A demo tenant's system parameters (issue 32 item 7), so the parameter screen a BladeX client shows
 * is not empty: name, key, value, remark. They describe the server's defaults; the remark names the
 * screen whose setting rules (password policy, watermark), which the parameter does not override.
 */
const DEMO_PARAMS: [string, string, string, string][] = [
  ['密码最小长度', 'account.password.minLength', '8', '以“密码策略”为准'],
  ['密码有效天数', 'account.password.expiryDays', '90', '以“密码策略”为准'],
  ['密码到期提醒天数', 'account.password.warningDays', '7', '以“密码策略”为准'],
  ['登录失败锁定次数', 'account.lock.maxFailures', '5', '以“密码策略”为准'],
  ['账号锁定分钟数', 'account.lock.minutes', '30', '以“密码策略”为准'],
  ['水印开关', 'watermark.enable', '0', '以“水印设置”为准'],
  ['上传文件大小上限（字节）', 'upload.maxBytes', String(UPLOAD_MAX_BYTES), '服务器的上传上限'],
  ['上传文件类型', 'upload.allowedTypes', 'jpg,jpeg,png,gif,pdf,xls,xlsx,doc,docx', '附件可选的文件类型'],
  ['列表每页条数', 'list.pageSize', '10', '列表的默认每页条数'],
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

/** A demo tenant's settings: those of every tenant, and system parameters to show. */
export async function seedDemoTenantSettings(tx: Tx, ids: IdGenerator, tenantId: string): Promise<void> {
  await seedTenantSettings(tx, ids, tenantId)
  await tx.insert(param).values(
    DEMO_PARAMS.map(([paramName, paramKey, paramValue, remark]) => ({
      id: ids.next(),
      paramName,
      paramKey,
      paramValue,
      remark,
    })),
  )
}
