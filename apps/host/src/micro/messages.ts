import type { Locale } from '@store/bridge'

/** Texts of the sub-app frame (loading, failure, refusal), in the shell's language. */
export const MICRO_TEXTS: Record<
  Locale,
  {
    loading: string
    slow: string
    failed: string
    retry: string
    notAvailable: string
    notAvailableDetail: string
    incompatible: (subApp: number, host: number) => string
    noRegistry: string
    overridden: string
    clearOverrides: string
  }
> = {
  zh_CN: {
    loading: '正在加载子应用…',
    slow: '子应用加载时间较长，请稍候或重试',
    failed: '子应用加载失败',
    retry: '重试',
    notAvailable: '该功能暂未开放',
    notAvailableDetail: '此子应用尚未发布可用版本，请联系管理员。',
    incompatible: (subApp, host) =>
      `该子应用基于桥接协议 ${subApp}.x 构建，当前主应用使用 ${host}.x，无法加载。请发布与主应用匹配的版本。`,
    noRegistry: '无法读取子应用注册表',
    overridden: '此浏览器正在使用开发中的子应用：',
    clearOverrides: '清除并刷新',
  },
  zh_HK: {
    loading: '正在載入子應用…',
    slow: '子應用載入時間較長，請稍候或重試',
    failed: '子應用載入失敗',
    retry: '重試',
    notAvailable: '此功能暫未開放',
    notAvailableDetail: '此子應用尚未發佈可用版本，請聯絡管理員。',
    incompatible: (subApp, host) =>
      `此子應用基於橋接協議 ${subApp}.x 建置，目前主應用使用 ${host}.x，無法載入。請發佈與主應用相符的版本。`,
    noRegistry: '無法讀取子應用註冊表',
    overridden: '此瀏覽器正在使用開發中的子應用：',
    clearOverrides: '清除並重新整理',
  },
  en: {
    loading: 'Loading the sub-app…',
    slow: 'The sub-app is taking longer than usual to load. Wait, or retry.',
    failed: 'The sub-app failed to load',
    retry: 'Retry',
    notAvailable: 'Not available yet',
    notAvailableDetail:
      'No version of this sub-app has been released yet. Please contact your administrator.',
    incompatible: (subApp, host) =>
      `This sub-app was built for bridge ${subApp}.x; this shell runs bridge ${host}.x, so it cannot be loaded. Release a version built for this shell.`,
    noRegistry: 'The sub-app registry could not be read',
    overridden: 'This browser runs sub-apps from development remotes: ',
    clearOverrides: 'Clear and reload',
  },
}
