import { type AppSeed, page, hidden, crud } from '../../core/menus'

/** A screen the shell does not build yet: its menu says "not available yet". */
const NOT_BUILT = { available: false }

/** The desk area as the shell lists it: its application and menu tree (spec §3). */
export const deskApplication: AppSeed = {
  code: 'desk',
  names: ['工作台', '工作台', 'Workspace'],
  path: '/wel',
  source: 'icon-home',
  available: true,
  menus: [
    page('desk_home', ['首页', '首頁', 'Home'], '/wel/index'),
    page('desk_dashboard', ['数据看板', '數據看板', 'Dashboard'], '/wel/dashboard', [], NOT_BUILT),
    hidden(
      'desk_dashboard_setting',
      ['个人看板设置', '個人看板設定', 'My dashboard'],
      '/wel/personal_dashboard_setting',
      { query: 'private=true', ...NOT_BUILT },
    ),
    hidden('desk_app_home', ['应用首页', '應用首頁', 'Application home'], '/wel/app', NOT_BUILT),
    page('desk_notification', ['消息通知', '消息通知', 'Notifications'], '/notification', [], {
      query: 'type=2',
    }),
    hidden('desk_notification_list', ['全部通知', '全部通知', 'All notices'], '/notification/list'),
    hidden('desk_top_detail', ['公告详情', '公告詳情', 'Notice'], '/topDetail'),
    hidden('desk_top_detail_list', ['公告列表', '公告列表', 'Notices'], '/topDetail/list'),
    page('desk_download', ['下载中心', '下載中心', 'Download centre'], '/download/index'),
    page('desk_personal_center', ['个人中心', '個人中心', 'Personal centre'], '/personalCenter/index', [], {
      query: 'pageType=baseInfo',
    }),
    hidden('desk_info', ['个人信息', '個人資料', 'My profile'], '/info/index'),
    hidden('desk_binding', ['账号绑定', '帳號綁定', 'Account bindings'], '/binding/index'),
    page(
      'help_doc',
      ['帮助文档', '幫助文件', 'Help documents'],
      '/desk/helpDoc',
      crud('help_doc'),
      NOT_BUILT,
    ),
    page(
      'desk_index_configuration',
      ['首页配置', '首頁配置', 'Home configuration'],
      '/indexConfiguration/list',
      [],
      NOT_BUILT,
    ),
  ],
}
