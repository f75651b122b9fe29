/** Business constants and limits of spec §9 (and §4/§5 where they name a number). */
export const LIMITS = {
  maxTabs: 20,
  keepAlivePages: 10,
  maxCommonMenus: 5,
  requestTimeoutMs: 60_000,
  defaultTenantId: '000000',
  tenantMode: false,
  captchaMode: true,
  tokenTime: 3000,
  sessionCheckIntervalMs: 10_000,
  refreshMarginSeconds: 500,
  maxFailedRefreshes: 5,
  noticePageSize: 10,
  noticePopoverHeightPx: 300,
  logBadgeCap: 99,
  treeSearchDebounceMs: 500,
  treeSearchPageSize: 999,
  sidebarWidth: { default: 200, min: 200, max: 320 },
  modalZIndexBase: 2000,
  menuHoverDelayMs: 400,
  menuHideDelayMs: 600,
  quickAccessRefreshMs: 10_000,
  updatePollMs: 10_000,
  zoomDebounceMs: 1000,
  zoomTipSnoozeDays: 7,
  lockNavigationDelayMs: 100,
  themeDebounceMs: 300,
  operationBatchMax: 9999,
  operationFlushMs: 30_000,
  soundRepeat: 3,
  soundGapMs: 5000,
  priceOrderNoticeMs: 5000,
  commissionLevels: [300, 180, 60],
  watermark: { fontSizePx: 15, rotationAngle: -20 },
  defaultThemeColor: '#409EFF',
  defaultLanguage: 'zh_CN',
  clickGuardMs: 2000,
} as const

/** Paging rules of contract.md "Paging and lists". */
export const PAGING = {
  defaultCurrent: 1,
  defaultSize: 10,
  maxSize: 1000,
  /** Deeper than this an OFFSET is refused: the caller pages by cursor instead. */
  maxOffset: 10_000,
  /** Up to this many matching rows the total is exact; above it, the planner's estimate. */
  exactCountLimit: 10_000,
} as const

export const LOCALES = ['zh_CN', 'zh_HK', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh_CN'
