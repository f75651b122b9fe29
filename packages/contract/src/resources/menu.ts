import { Type, type Static } from 'typebox'
import { Id } from '../envelope'
import { MENU_CATEGORY, TOP_PARENT_ID } from '../menu-category'
import { defineResource, recordSchema } from '../resource'

export { MENU_CATEGORIES, MENU_CATEGORY, ROUTE_CATEGORIES, TOP_PARENT_ID } from '../menu-category'

const flag = (zh_CN: string, zh_HK: string, en: string, value: number) => ({
  type: 'bool' as const,
  label: { zh_CN, zh_HK, en },
  default: value,
})

/**
 * A menu item of spec §3. Menus are platform data (no tenant): seeded once, changed only by the
 * platform's administrators, granted to roles by each tenant.
 */
export const menuResource = defineResource({
  name: 'menu',
  basePath: '/api/blade-system/menu',
  permission: 'menu',
  label: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    parentId: {
      type: 'id',
      label: { zh_CN: '上级菜单', zh_HK: '上級選單', en: 'Parent' },
      default: TOP_PARENT_ID,
      search: 'eq',
    },
    applicationId: {
      type: 'id',
      label: { zh_CN: '所属应用', zh_HK: '所屬應用', en: 'Application' },
      search: 'eq',
    },
    code: {
      type: 'string',
      label: { zh_CN: '菜单编号', zh_HK: '選單編號', en: 'Code' },
      required: true,
      max: 128,
      pattern: '^[A-Za-z][A-Za-z0-9_:.-]*$',
      search: 'like',
      sort: true,
    },
    menuCode: {
      type: 'string',
      label: { zh_CN: '应用编号', zh_HK: '應用編號', en: 'Application code' },
      max: 128,
      search: 'eq',
    },
    name: {
      type: 'string',
      label: { zh_CN: '菜单名称', zh_HK: '選單名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    nameZhHk: {
      type: 'string',
      label: { zh_CN: '繁体名称', zh_HK: '繁體名稱', en: 'Name (zh_HK)' },
      max: 255,
    },
    nameEn: { type: 'string', label: { zh_CN: '英文名称', zh_HK: '英文名稱', en: 'Name (en)' }, max: 255 },
    alias: { type: 'string', label: { zh_CN: '菜单别名', zh_HK: '選單別名', en: 'Alias' }, max: 255 },
    path: {
      type: 'string',
      label: { zh_CN: '路由地址', zh_HK: '路由地址', en: 'Path' },
      max: 1000,
      search: 'like',
    },
    source: { type: 'string', label: { zh_CN: '菜单图标', zh_HK: '選單圖示', en: 'Icon class' }, max: 255 },
    icon: { type: 'string', label: { zh_CN: '图标地址', zh_HK: '圖示地址', en: 'Icon' }, max: 1000 },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
    category: {
      type: 'int',
      label: { zh_CN: '菜单类型', zh_HK: '選單類型', en: 'Category' },
      required: true,
      min: 0,
      max: 6,
      options: [
        { value: MENU_CATEGORY.submenu, label: { zh_CN: '目录', zh_HK: '目錄', en: 'Submenu' } },
        { value: MENU_CATEGORY.route, label: { zh_CN: '菜单', zh_HK: '選單', en: 'Page' } },
        { value: MENU_CATEGORY.button, label: { zh_CN: '按钮', zh_HK: '按鈕', en: 'Button' } },
        { value: MENU_CATEGORY.tab, label: { zh_CN: '页签', zh_HK: '頁籤', en: 'Tab' } },
        { value: MENU_CATEGORY.hov, label: { zh_CN: 'HOV', zh_HK: 'HOV', en: 'HOV' } },
        {
          value: MENU_CATEGORY.hiddenRoute,
          label: { zh_CN: '隐藏菜单', zh_HK: '隱藏選單', en: 'Hidden page' },
        },
      ],
      search: 'eq',
    },
    action: {
      type: 'int',
      label: { zh_CN: '按钮功能', zh_HK: '按鈕功能', en: 'Button placement' },
      min: 0,
      max: 3,
      default: 0,
    },
    isOpen: {
      type: 'int',
      label: { zh_CN: '打开方式', zh_HK: '開啟方式', en: 'Opens in' },
      min: 1,
      max: 2,
      options: [
        { value: 1, label: { zh_CN: '标签页', zh_HK: '標籤頁', en: 'A tab' } },
        { value: 2, label: { zh_CN: '新窗口', zh_HK: '新視窗', en: 'A new window' } },
      ],
      default: 1,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
    optionType: {
      type: 'string',
      label: { zh_CN: '操作类型', zh_HK: '操作類型', en: 'Operation type' },
      max: 64,
    },
    keepAlive: flag('页面缓存', '頁面快取', 'Keep alive', 1),
    target: { type: 'string', label: { zh_CN: '打开目标', zh_HK: '開啟目標', en: 'Target' }, max: 32 },
    roles: {
      type: 'string',
      label: { zh_CN: '可见角色', zh_HK: '可見角色', en: 'Visible to roles' },
      max: 1000,
      pattern: '^([A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*)?$',
    },
    expireTime: {
      type: 'datetime',
      label: { zh_CN: '到期时间', zh_HK: '到期時間', en: 'Expires' },
    },
    group: { type: 'string', label: { zh_CN: '分组', zh_HK: '分組', en: 'Group' }, max: 64 },
    query: { type: 'string', label: { zh_CN: '路由参数', zh_HK: '路由參數', en: 'Query' }, max: 1000 },
    params: { type: 'string', label: { zh_CN: '路由变量', zh_HK: '路由變數', en: 'Params' }, max: 1000 },
    isMicro: flag('微应用', '微應用', 'Micro-app', 0),
    microName: {
      type: 'string',
      label: { zh_CN: '微应用名称', zh_HK: '微應用名稱', en: 'Micro-app name' },
      max: 64,
    },
    componentPath: {
      type: 'string',
      label: { zh_CN: '组件路径', zh_HK: '組件路徑', en: 'Component' },
      max: 255,
    },
    available: flag('页面已上线', '頁面已上線', 'Screen available', 1),
  },
})

/** Route meta the shell reads (spec §3 Menu item, §4, §6). */
export const MenuMeta = Type.Object(
  {
    id: Id,
    code: Type.String(),
    keepAlive: Type.Boolean(),
    /** the name in every language; `title` is the caller's */
    i18n: Type.Object({ zh_CN: Type.String(), zh_HK: Type.String(), en: Type.String() }),
    target: Type.Union([Type.String(), Type.Null()]),
    /** role aliases the item shows to; absent: every role it is granted to (spec §6) */
    roles: Type.Optional(Type.Array(Type.String())),
    /**
     * Always present (spec §4 sends a route without one to 403): the menu's or the tenant's expiry,
     * whichever is first, else `9999-12-31 23:59:59`. An expired menu still comes with its time.
     */
    expireTime: Type.String(),
    expired: Type.Boolean(),
    /** false: the screen is not built yet and the shell shows "not available yet" */
    available: Type.Boolean(),
  },
  { additionalProperties: false },
)

/** A menu item as every menu route answers it: the stored fields and what the shell derives from them. */
export const MenuItem = Type.Object(
  {
    ...recordSchema(menuResource).properties,
    isDeleted: Type.Integer(),
    applicationName: Type.Union([Type.String(), Type.Null()]),
    /** the titles from the top down to this item, slash-separated */
    view: Type.String(),
    /** the name in the caller's language */
    title: Type.String(),
    key: Id,
    meta: MenuMeta,
    hasChildren: Type.Optional(Type.Boolean()),
    children: Type.Optional(Type.Array(Type.Unknown({ description: 'menu items of the same shape' }))),
  },
  { additionalProperties: false },
)

/** A node of the selection trees (parent pickers, the grant dialog). */
export const TreeNode = Type.Object(
  {
    id: Id,
    parentId: Id,
    title: Type.String(),
    key: Id,
    value: Id,
    /** menu category, for menu nodes */
    category: Type.Optional(Type.Integer()),
    /** role kind, for role nodes */
    roleType: Type.Optional(Type.Integer()),
    /** what a node of the grant dialog grants */
    kind: Type.Optional(
      Type.Union([Type.Literal('menu'), Type.Literal('dataScope'), Type.Literal('apiScope')]),
    ),
    hasChildren: Type.Optional(Type.Boolean()),
    children: Type.Optional(Type.Array(Type.Unknown({ description: 'nodes of the same shape' }))),
  },
  { additionalProperties: false },
)
export type TreeNode = Static<typeof TreeNode>
