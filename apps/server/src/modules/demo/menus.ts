import { type AppSeed, page, crud, viewOnly } from '../../core/menus'

/** The child-store-demo area as the shell lists it: its application and menu tree (spec §3). */
export const childStoreDemoApplication: AppSeed = {
  code: 'child-store-demo',
  names: ['示例应用', '示例應用', 'Demo'],
  path: '/child-store-demo',
  source: 'icon-demo',
  isMicro: true,
  microName: 'child-store-demo',
  available: false,
  menus: [
    page('demo', ['示例列表', '示例列表', 'Demo list'], '/child-store-demo/list', crud('demo'), {
      available: true,
    }),
    page('demo_export', ['导出示例', '匯出示例', 'Export demo'], '/demo/demo2', viewOnly('demo')),
    page('demo_import', ['导入示例', '匯入示例', 'Import demo'], '/demo/importDemo', viewOnly('demo'), {
      available: true,
    }),
  ],
}
