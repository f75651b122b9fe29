import type { ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import type { Locale } from '@store/bridge'
import { dictScreen } from '../admin/routes'
import { DownloadCentrePage } from '../download'
import { BindingPage, MyInfoPage, PersonalCentrePage } from '../personal'
import { ImportDemoPage } from '../import-demo'
import { MyIframePage } from '../micro'
import { NotificationPage, TopDetailPage } from '../notification'
import { ViewActivityPage } from '../promotion'
import { SwitchTenant } from '../pages/SwitchTenant'
import { Welcome } from '../pages/Welcome'

/** A route of the shell itself (spec §2 Shell routes); a route without a screen shows "not available yet". */
export interface ShellRoute {
  pattern: string
  label: Record<Locale, string>
  /** the page; it gets the tab's full path (with query) */
  screen?: ComponentType<{ path: string }>
  /** spec §2: the side menu is hidden on these pages */
  hideSideMenu?: boolean
  /** spec §4: false opens no tab (the page still shows) */
  isTab?: false
  /** shown only to a user holding its menu (else 403 in its tab, spec §6); the others are every user's */
  menuBound?: boolean
}

const label = (zh_CN: string, zh_HK: string, en: string) => ({ zh_CN, zh_HK, en })

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { pattern: '/wel/index', label: label('首页', '首頁', 'Home'), screen: Welcome, hideSideMenu: true },
  { pattern: '/wel/dashboard', label: label('工作台', '工作台', 'Dashboard'), menuBound: true },
  {
    pattern: '/wel/personal_dashboard_setting',
    label: label('个人工作台设置', '個人工作台設定', 'Dashboard settings'),
    menuBound: true,
  },
  { pattern: '/wel/app', label: label('应用首页', '應用首頁', 'Application home'), menuBound: true },
  { pattern: '/myiframe/*', label: label('外部页面', '外部頁面', 'External page'), screen: MyIframePage },
  {
    pattern: '/binding/index',
    label: label('账号绑定', '帳號綁定', 'Account binding'),
    screen: BindingPage,
    menuBound: true,
  },
  {
    pattern: '/download/index',
    label: label('下载中心', '下載中心', 'Download centre'),
    screen: DownloadCentrePage,
    hideSideMenu: true,
  },
  {
    pattern: '/personalCenter/index',
    label: label('个人中心', '個人中心', 'Personal centre'),
    screen: PersonalCentrePage,
    hideSideMenu: true,
  },
  {
    pattern: '/info/index',
    label: label('个人信息', '個人資訊', 'My information'),
    screen: MyInfoPage,
    hideSideMenu: true,
  },
  { pattern: '/test/index', label: label('测试页', '測試頁', 'Test page') },
  {
    pattern: '/dict-horizontal/index',
    label: label('字典管理', '字典管理', 'Dictionaries'),
    screen: dictScreen('horizontal'),
    hideSideMenu: true,
    menuBound: true,
  },
  {
    pattern: '/dict-vertical/index',
    label: label('字典管理', '字典管理', 'Dictionaries'),
    screen: dictScreen('vertical'),
    hideSideMenu: true,
    menuBound: true,
  },
  {
    pattern: '/notification',
    label: label('消息通知', '消息通知', 'Notifications'),
    screen: NotificationPage,
    menuBound: true,
  },
  {
    pattern: '/notification/list',
    label: label('全部通知', '全部通知', 'All notices'),
    screen: NotificationPage,
    hideSideMenu: true,
    menuBound: true,
  },
  {
    pattern: '/topDetail',
    label: label('通知详情', '通知詳情', 'Notice'),
    screen: TopDetailPage,
    menuBound: true,
  },
  {
    pattern: '/topDetail/list',
    label: label('通知列表', '通知列表', 'Notices'),
    screen: NotificationPage,
    hideSideMenu: true,
    menuBound: true,
  },
  {
    pattern: '/indexConfiguration/list',
    label: label('首页配置', '首頁配置', 'Home configuration'),
    menuBound: true,
  },
  { pattern: '/demo/demo2', label: label('导出示例', '匯出示例', 'Export demo'), menuBound: true },
  {
    pattern: '/demo/importDemo',
    label: label('导入示例', '匯入示例', 'Import demo'),
    screen: ImportDemoPage,
    menuBound: true,
  },
  {
    pattern: '/enterpriseWechatSidebar/personalCenter',
    label: label('帮助信息', '幫助資訊', 'Help'),
    menuBound: true,
  },
  {
    pattern: '/cloudPromotion/view-activity',
    label: label('活动详情', '活動詳情', 'Activity'),
    screen: ViewActivityPage,
    menuBound: true,
  },
  {
    pattern: '/smallTicketSet/templateManage',
    label: label('小票模板管理', '小票範本管理', 'Receipt templates'),
    hideSideMenu: true,
    menuBound: true,
  },
  {
    pattern: '/switchTenant',
    label: label('切换租户', '切換租戶', 'Switch tenant'),
    screen: SwitchTenant,
    hideSideMenu: true,
    // spec §2 lists it beside the public routes, not among the shell's tabbed pages
    isTab: false,
  },
]

export const shellRouteOf = (pathname: string): ShellRoute | undefined =>
  SHELL_ROUTES.find((r) => matchPath(r.pattern, pathname))
