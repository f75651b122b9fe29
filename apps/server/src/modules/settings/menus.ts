import { type AppSeed, page, crud, viewOnly, screen } from '../../core/menus'

/** The operation area as the shell lists it: its application and menu tree (spec §3). */
export const operationApplication: AppSeed = {
  code: 'operation',
  names: ['运营平台', '營運平台', 'Operations platform'],
  path: '/operation',
  source: 'icon-operation',
  available: false,
  menus: [
    page(
      'app_auth',
      ['应用授权', '應用授權', 'Application authorisation'],
      '/appAuthManage',
      crud('tenant_app'),
      {
        available: true,
      },
    ),
    screen('app_interface', ['接口管理', '介面管理', 'Interfaces'], '/operation/interface'),
    screen('customer', ['客户管理', '客戶管理', 'Customers'], '/operation/customer'),
    page(
      'db_tools',
      ['数据库工具', '資料庫工具', 'Database tools'],
      '/operation/dbTools',
      viewOnly('db_tools'),
    ),
    screen('job', ['任务调度', '任務調度', 'Job scheduler'], '/operation/job'),
  ],
}
