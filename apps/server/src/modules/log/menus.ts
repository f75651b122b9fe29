import { type AppSeed, page, button, EDIT, viewOnly } from '../../core/menus'

/** The log area as the shell lists it: its application and menu tree (spec §3). */
export const logApplication: AppSeed = {
  code: 'log',
  names: ['日志管理', '日誌管理', 'Logs'],
  path: '/log',
  source: 'icon-log',
  available: true,
  menus: [
    page('log_login', ['登录日志', '登入日誌', 'Sign-in log'], '/log/login', viewOnly('log_login')),
    page('log_api', ['接口日志', '介面日誌', 'API log'], '/log/api', viewOnly('log_api')),
    page('log_error', ['错误日志', '錯誤日誌', 'Error log'], '/log/error', viewOnly('log_error')),
    page('log_web', ['前端日志', '前端日誌', 'Web error log'], '/log/web', viewOnly('log_web')),
    page(
      'log_operation',
      ['操作日志', '操作日誌', 'User operation log'],
      '/log/operation',
      viewOnly('log_operation'),
    ),
    page(
      'app_record',
      ['应用开通记录', '應用開通記錄', 'Application records'],
      '/log/appRecord',
      viewOnly('app_record'),
    ),
    page(
      'log_retention',
      ['日志保留设置', '日誌保留設定', 'Log retention'],
      '/log/retention',
      [button('log_retention_edit', EDIT)],
      { available: false },
    ),
  ],
}
