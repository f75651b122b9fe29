import { type AppSeed, page, hidden, button, VIEW, ADD, EDIT, DELETE, crud, viewOnly } from '../../core/menus'

/** The platform's own areas: system administration and authority (spec §3). */
export const PLATFORM_APPLICATIONS: AppSeed[] = [
  {
    code: 'system',
    names: ['系统管理', '系統管理', 'System'],
    path: '/system',
    source: 'icon-setting',
    available: true,
    menus: [
      page('user', ['用户管理', '用戶管理', 'Users'], '/system/user', [
        ...crud('user'),
        button('user_reset', ['重置密码', '重設密碼', 'Reset password']),
        button('user_grant', ['角色配置', '角色配置', 'Assign roles']),
      ]),
      page('dept', ['部门管理', '部門管理', 'Departments'], '/system/dept', crud('dept')),
      page('post', ['岗位管理', '崗位管理', 'Posts'], '/system/post', crud('post')),
      page('dict', ['字典管理', '字典管理', 'Dictionaries'], '/dict-horizontal/index', crud('dict')),
      hidden(
        'dict_vertical',
        ['字典管理（纵向）', '字典管理（縱向）', 'Dictionaries (vertical)'],
        '/dict-vertical/index',
      ),
      page('menu', ['菜单管理', '選單管理', 'Menus'], '/system/menu', crud('menu')),
      page('topmenu', ['顶部菜单', '頂部選單', 'Top menus'], '/system/topmenu', crud('topmenu')),
      page('tenant', ['租户管理', '租戶管理', 'Tenants'], '/system/tenant', [
        ...crud('tenant'),
        button('tenant_setting', ['授权配置', '授權配置', 'Licence settings']),
      ]),
      page('param', ['参数管理', '參數管理', 'Parameters'], '/system/param', crud('param')),
      page('code_key', ['流水号', '流水號', 'Serial numbers'], '/system/codeKey', crud('code_key')),
      page(
        'version',
        ['版本与灰度', '版本與灰度', 'Versions and gray release'],
        '/system/version',
        crud('version'),
      ),
      page(
        'micro_app',
        ['微应用与灰度发布', '微應用與灰度發佈', 'Micro-apps and gray release'],
        '/system/microApp',
        crud('micro_app'),
      ),
      page('notice', ['通知公告', '通知公告', 'Notices'], '/system/notice', crud('notice')),
      page('pwd_policy', ['密码策略', '密碼策略', 'Password policy'], '/system/pwdPolicy', [
        button('pwd_policy_view', VIEW),
        button('pwd_policy_edit', EDIT),
      ]),
      page('watermark', ['水印设置', '水印設定', 'Watermark'], '/system/watermark', [
        button('watermark_edit', EDIT),
      ]),
      page('logo', ['Logo设置', 'Logo設定', 'Logo'], '/system/logo', [button('logo_edit', EDIT)]),
      page('keymap', ['快捷键', '快捷鍵', 'Shortcut keys'], '/system/keymap', crud('keymap')),
      page(
        'excel_template',
        ['Excel模板', 'Excel範本', 'Excel templates'],
        '/system/excelTemplate',
        crud('excel_template'),
      ),
      page(
        'receipt_template',
        ['小票模板', '小票範本', 'Receipt templates'],
        '/smallTicketSet/templateManage',
        crud('receipt_template'),
        {
          available: false,
        },
      ),
      page(
        'application',
        ['应用管理', '應用管理', 'Applications'],
        '/system/application',
        crud('application'),
      ),
    ],
  },
  {
    code: 'authority',
    names: ['权限管理', '權限管理', 'Authority'],
    path: '/authority',
    source: 'icon-lock',
    available: true,
    menus: [
      page('role', ['角色管理', '角色管理', 'Roles'], '/authority/role', [
        ...crud('role'),
        button('role_grant', ['权限设置', '權限設定', 'Grant']),
      ]),
      page('function_role', ['功能角色', '功能角色', 'Function roles'], '/authority/functionRole', [
        button('role_view', VIEW),
        button('role_add', ADD),
        button('role_edit', EDIT),
        button('role_delete', DELETE),
        button('role_grant', ['权限设置', '權限設定', 'Grant']),
      ]),
      page('data_scope', ['数据权限', '數據權限', 'Data scopes'], '/authority/dataScope', crud('data_scope')),
      page('api_scope', ['接口权限', '介面權限', 'API scopes'], '/authority/apiScope', crud('api_scope')),
      page(
        'print_plan',
        ['打印方案', '列印方案', 'Print schemes'],
        '/authority/printPlan',
        crud('print_plan'),
      ),
      page(
        'role_source_record',
        ['权限变更记录', '權限變更記錄', 'Grant history'],
        '/authority/roleSourceRecord',
        viewOnly('role_source_record'),
      ),
    ],
  },
]

/**
 * Where each area sits in the menu as seeded (its sort): the platform's arrangement. An area declared
 * by a module and not listed here comes after these.
 */
export const APPLICATION_ORDER: readonly string[] = [
  'desk',
  'huikeCRM',
  'member-center',
  'microshop',
  'promotion-micro',
  'sms',
  'cloudDTP',
  'medicalInsurance',
  'priceCenter',
  'base-expand-micro',
  'workflow-micro',
  'oms-micro',
  'wms-micro',
  'tms-micro',
  'wlfw-micro',
  'child-store-srm',
  'child-chatbi',
  'enterpriseWechatSidebar',
  'code-generator-micro',
  'operation',
  'system',
  'authority',
  'log',
  'child-store-demo',
]

/** The tenant's top menu bar as seeded: each entry holds the areas listed. */
export const TOP_MENUS: { code: string; name: string; source: string; apps: string[] }[] = [
  { code: 'top_desk', name: '工作台', source: 'icon-home', apps: ['desk'] },
  { code: 'top_member', name: '会员', source: 'icon-member', apps: ['huikeCRM', 'member-center'] },
  { code: 'top_shop', name: '商城', source: 'icon-shop', apps: ['microshop'] },
  { code: 'top_marketing', name: '营销', source: 'icon-promotion', apps: ['promotion-micro', 'sms'] },
  { code: 'top_pharmacy', name: '药事', source: 'icon-medicine', apps: ['cloudDTP', 'medicalInsurance'] },
  { code: 'top_goods', name: '商品与价格', source: 'icon-price', apps: ['base-expand-micro', 'priceCenter'] },
  {
    code: 'top_supply',
    name: '供应链',
    source: 'icon-warehouse',
    apps: ['oms-micro', 'wms-micro', 'tms-micro', 'wlfw-micro', 'child-store-srm'],
  },
  {
    code: 'top_system',
    name: '系统',
    source: 'icon-setting',
    apps: ['system', 'authority', 'log', 'operation', 'workflow-micro', 'code-generator-micro'],
  },
  {
    code: 'top_tools',
    name: '工具',
    source: 'icon-tool',
    apps: ['child-chatbi', 'enterpriseWechatSidebar', 'child-store-demo'],
  },
]
