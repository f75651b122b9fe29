import { type AppSeed, page, screen } from '../../core/menus'

/**
 * Areas of the specification whose module is not built yet: listed so the shell shows them as "not
 * available yet". A module that builds one declares it in its own `menus.ts` and removes it here.
 */
export const PLANNED_APPLICATIONS: AppSeed[] = [
  {
    code: 'medicalInsurance',
    names: ['医保接口', '醫保接口', 'Health insurance'],
    path: '/medicalInsurance',
    source: 'icon-insurance',
    available: false,
    menus: [
      screen(
        'mi_catalog',
        ['医保目录对照', '醫保目錄對照', 'Catalogue mapping'],
        '/medicalInsurance/catalog',
      ),
      screen(
        'mi_settlement',
        ['医保结算记录', '醫保結算記錄', 'Settlements'],
        '/medicalInsurance/settlement',
      ),
    ],
  },
  {
    code: 'enterpriseWechatSidebar',
    names: ['企微侧边栏', '企微側邊欄', 'Enterprise WeChat sidebar'],
    path: '/enterpriseWechatSidebar',
    source: 'icon-wechat',
    available: false,
    menus: [
      page('qywx_help', ['帮助信息', '幫助資訊', 'Help'], '/enterpriseWechatSidebar/personalCenter'),
      screen(
        'qywx_sidebar',
        ['侧边栏配置', '側邊欄配置', 'Sidebar settings'],
        '/enterpriseWechatSidebar/setting',
      ),
    ],
  },
  {
    code: 'code-generator-micro',
    names: ['代码生成', '代碼生成', 'Code generator'],
    path: '/code-generator-micro',
    source: 'icon-code',
    isMicro: true,
    microName: 'code-generator-micro',
    available: false,
    menus: [
      screen('datasource', ['数据源', '數據源', 'Data sources'], '/code-generator-micro/datasource'),
      screen('code_gen', ['代码生成', '代碼生成', 'Generate code'], '/code-generator-micro/code'),
    ],
  },
]
