import { MEMBER_DETAIL_TAB_CODES, MENU_CATEGORY, type MemberDetailTabCode } from '@store/contract'
import { WORKFLOW_APP } from '../workflow'

/** A name in zh_CN, zh_HK and en. */
export type Names = readonly [zh_CN: string, zh_HK: string, en: string]

export interface MenuSeed {
  code: string
  names: Names
  category: number
  path?: string
  source?: string
  /** false: the screen is not built yet (the app's setting unless given) */
  available?: boolean
  keepAlive?: boolean
  query?: string
  componentPath?: string
  children?: MenuSeed[]
}

export interface AppSeed {
  code: string
  names: Names
  /** the area's base route; its root menu's path */
  path: string
  source: string
  isMicro?: boolean
  microName?: string
  /** whether the area's screens exist (its server routes are built); menus may say otherwise */
  available: boolean
  menus: MenuSeed[]
}

const dir = (code: string, names: Names, source: string, children: MenuSeed[]): MenuSeed => ({
  code,
  names,
  category: MENU_CATEGORY.submenu,
  source,
  children,
})
const page = (
  code: string,
  names: Names,
  path: string,
  children: MenuSeed[] = [],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({ code, names, path, category: MENU_CATEGORY.route, children, ...extra })
/** A route the shell registers but does not list: detail pages opened from a link. */
const hidden = (code: string, names: Names, path: string, extra: Partial<MenuSeed> = {}): MenuSeed => ({
  code,
  names,
  path,
  category: MENU_CATEGORY.hiddenRoute,
  ...extra,
})
const button = (code: string, names: Names): MenuSeed => ({ code, names, category: MENU_CATEGORY.button })
const tab = (code: string, names: Names): MenuSeed => ({ code, names, category: MENU_CATEGORY.tab })
const hov = (code: string, names: Names): MenuSeed => ({ code, names, category: MENU_CATEGORY.hov })

const VIEW: Names = ['查看', '查看', 'View']
const ADD: Names = ['新增', '新增', 'Add']
const EDIT: Names = ['修改', '修改', 'Edit']
const DELETE: Names = ['删除', '刪除', 'Delete']
const EXPORT: Names = ['导出', '匯出', 'Export']
/** The four buttons of a plain resource (`permissionCodes` of @store/contract). */
const crud = (permission: string) => [
  button(`${permission}_view`, VIEW),
  button(`${permission}_add`, ADD),
  button(`${permission}_edit`, EDIT),
  button(`${permission}_delete`, DELETE),
]
const viewOnly = (permission: string) => [button(`${permission}_view`, VIEW)]

/** A screen of an area whose server is not built yet: its plain resource buttons. */
const screen = (permission: string, names: Names, path: string, more: MenuSeed[] = []) =>
  page(permission, names, path, [...crud(permission), ...more])

/** A tenant setting's screen: seen with its view button, saved with its edit button. */
const setting = (permission: string, names: Names, path: string) =>
  page(permission, names, path, [button(`${permission}_view`, VIEW), button(`${permission}_edit`, EDIT)])

/** The names of the member detail page's tabs (spec §2); their order is the contract's. */
const MEMBER_TAB_NAMES: Record<MemberDetailTabCode, Names> = {
  member_tab_consume: ['消费记录', '消費記錄', 'Purchases'],
  member_tab_points: ['积分', '積分', 'Points'],
  member_tab_growth: ['成长值', '成長值', 'Growth value'],
  member_tab_coins: ['金币', '金幣', 'Coins'],
  member_tab_evaluation: ['评价', '評價', 'Evaluations'],
  member_tab_change: ['变更记录', '變更記錄', 'Changes'],
  member_tab_health: ['健康档案', '健康檔案', 'Health records'],
  member_tab_cards: ['绑定卡', '綁定卡', 'Bound cards'],
  member_tab_coupons: ['优惠券', '優惠券', 'Coupons'],
  member_tab_wallet: ['钱包', '錢包', 'Wallet'],
}

export const APPLICATIONS: AppSeed[] = [
  {
    code: 'desk',
    names: ['工作台', '工作台', 'Workspace'],
    path: '/wel',
    source: 'icon-home',
    available: true,
    menus: [
      page('desk_home', ['首页', '首頁', 'Home'], '/wel/index'),
      page('desk_dashboard', ['数据看板', '數據看板', 'Dashboard'], '/wel/dashboard'),
      hidden(
        'desk_dashboard_setting',
        ['个人看板设置', '個人看板設定', 'My dashboard'],
        '/wel/personal_dashboard_setting',
        {
          query: 'private=true',
        },
      ),
      hidden('desk_app_home', ['应用首页', '應用首頁', 'Application home'], '/wel/app'),
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
      page('help_doc', ['帮助文档', '幫助文件', 'Help documents'], '/desk/helpDoc', crud('help_doc')),
      page(
        'desk_index_configuration',
        ['首页配置', '首頁配置', 'Home configuration'],
        '/indexConfiguration/list',
        [],
        {
          available: false,
        },
      ),
    ],
  },
  {
    code: 'huikeCRM',
    names: ['会员CRM', '會員CRM', 'Member CRM'],
    path: '/huikeCRM',
    source: 'icon-member',
    isMicro: true,
    microName: 'huikeCRM',
    available: true,
    menus: [
      dir('crm_member', ['会员管理', '會員管理', 'Members'], 'icon-user', [
        page('member', ['会员列表', '會員列表', 'Member list'], '/huikeCRM/member/list', [
          ...crud('member'),
          button('member_export', EXPORT),
          button('member_remark', ['备注', '備註', 'Remarks']),
          button('member_points_adjust', ['积分调整', '積分調整', 'Adjust points']),
          button('member_growth_adjust', ['成长值调整', '成長值調整', 'Adjust growth value']),
          hov('member_hov_phone', ['完整手机号', '完整手機號', 'Full phone number']),
        ]),
        hidden('member_detail', ['会员详情', '會員詳情', 'Member detail'], '/huikeCRM/member/detail', {
          children: MEMBER_DETAIL_TAB_CODES.map((code) => tab(code, MEMBER_TAB_NAMES[code])),
        }),
        screen('crowd_pack', ['人群包', '人群包', 'Crowd packs'], '/huikeCRM/crowd/list'),
        screen('member_tag', ['会员标签', '會員標籤', 'Member tags'], '/huikeCRM/tag/list'),
      ]),
      dir('crm_brand', ['品牌与等级', '品牌與等級', 'Brands and grades'], 'icon-brand', [
        screen('member_brand', ['会员品牌', '會員品牌', 'Member brands'], '/huikeCRM/memberbrandDefine'),
        screen('member_grade', ['会员等级', '會員等級', 'Member grades'], '/huikeCRM/grade/list'),
      ]),
      dir('crm_guide', ['导购管理', '導購管理', 'Shop assistants'], 'icon-guide', [
        screen('guide', ['导购列表', '導購列表', 'Shop assistants'], '/huikeCRM/guide/list'),
      ]),
      dir('crm_setting', ['CRM设置', 'CRM設定', 'CRM settings'], 'icon-setting', [
        screen('crm_pos_url', ['POS地址', 'POS地址', 'POS URLs'], '/huikeCRM/setting/posurl'),
        screen('crm_entry_mode', ['录入方式', '錄入方式', 'Entry mode'], '/huikeCRM/setting/entryMode'),
        screen(
          'crm_pay_method',
          ['储值支付方式', '儲值支付方式', 'Prepaid payment methods'],
          '/huikeCRM/setting/payMethod',
        ),
      ]),
    ],
  },
  {
    code: 'member-center',
    names: ['会员中心', '會員中心', 'Member centre'],
    path: '/member-center',
    source: 'icon-vip',
    isMicro: true,
    microName: 'member-center',
    available: true,
    menus: [
      setting(
        'member_card_mode',
        ['会员卡模式', '會員卡模式', 'Membership card mode'],
        '/member-center/cardMode',
      ),
      setting('virtual_coin', ['虚拟币配置', '虛擬幣配置', 'Virtual coins'], '/member-center/virtualCoin'),
      setting('points_rule', ['积分规则', '積分規則', 'Points rules'], '/member-center/pointsRule'),
    ],
  },
  {
    code: 'microshop',
    names: ['电商商城', '電商商城', 'E-commerce shop'],
    path: '/microshop',
    source: 'icon-shop',
    isMicro: true,
    microName: 'microshop',
    available: false,
    menus: [
      dir('shop_store', ['店铺', '店鋪', 'Store'], 'icon-store', [
        screen('shop_decoration', ['店铺装修', '店鋪裝修', 'Decoration'], '/microshop/decoration'),
        screen('shop_goods', ['商品管理', '商品管理', 'Goods'], '/microshop/goods'),
        screen(
          'shop_mini_audit',
          ['小程序审核', '小程式審核', 'Mini-program review'],
          '/microshop/miniAudit',
        ),
      ]),
      dir('shop_order', ['订单', '訂單', 'Orders'], 'icon-order', [
        page('order', ['订单管理', '訂單管理', 'Order management'], '/ecshop/order/orderManagement', [
          ...crud('order'),
          button('order_export', EXPORT),
          button('order_deliver', ['发货', '發貨', 'Ship']),
        ]),
        screen('after_sale', ['售后管理', '售後管理', 'After-sale'], '/microshop/afterSale'),
        screen('shop_prescription', ['处方审核', '處方審核', 'Prescriptions'], '/microshop/prescription'),
        screen('shop_report', ['销售报表', '銷售報表', 'Reports'], '/microshop/report'),
      ]),
      dir('shop_marketing', ['商城营销', '商城營銷', 'Shop marketing'], 'icon-gift', [
        screen('shop_distribution', ['分销中心', '分銷中心', 'Distribution'], '/microshop/distribution'),
        screen('shop_entity_coupon', ['实体券', '實體券', 'Entity coupons'], '/microshop/entityCoupon'),
        screen('shop_bargain', ['砍价', '砍價', 'Bargain'], '/microshop/bargain'),
        screen('shop_browse', ['浏览有礼', '瀏覽有禮', 'Browse rewards'], '/microshop/browse'),
        screen('shop_group', ['拼团', '拼團', 'Group buying'], '/microshop/group'),
        screen('shop_help', ['助力', '助力', 'Help campaigns'], '/microshop/help'),
        screen('shop_seckill', ['秒杀', '秒殺', 'Flash sale'], '/microshop/seckill'),
        screen('shop_lucky_draw', ['抽奖', '抽獎', 'Lucky draw'], '/microshop/luckyDraw'),
        screen('shop_vote', ['投票', '投票', 'Vote'], '/microshop/vote'),
        screen('shop_quiz', ['答题', '答題', 'Quiz'], '/microshop/quiz'),
        screen('shop_gift_card', ['礼品卡', '禮品卡', 'Gift cards'], '/microshop/giftCard'),
        screen('shop_paying_member', ['付费会员', '付費會員', 'Paid membership'], '/microshop/payingMember'),
        screen('shop_integral', ['积分商城', '積分商城', 'Points shop'], '/microshop/integralShop'),
      ]),
      dir('shop_setting', ['商城设置', '商城設定', 'Shop settings'], 'icon-setting', [
        screen('shop_mall', ['商城信息', '商城資料', 'Shop details'], '/microshop/setting/mall'),
        screen('shop_payment', ['支付方式', '支付方式', 'Payment methods'], '/microshop/setting/payment'),
        screen('shop_order_setting', ['订单设置', '訂單設定', 'Order settings'], '/microshop/setting/order'),
        screen('shop_voice', ['语音提醒', '語音提醒', 'Voice alerts'], '/microshop/setting/voice'),
        screen(
          'wx_official_menu',
          ['公众号菜单', '公眾號選單', 'Official account menu'],
          '/microshop/wx/menu',
        ),
        screen('wx_subscribe', ['订阅消息', '訂閱消息', 'Subscription messages'], '/microshop/wx/subscribe'),
        screen('wx_material', ['素材管理', '素材管理', 'Materials'], '/microshop/wx/material'),
      ]),
    ],
  },
  {
    code: 'promotion-micro',
    names: ['营销活动', '營銷活動', 'Promotions'],
    path: '/promotion-micro',
    source: 'icon-promotion',
    isMicro: true,
    microName: 'promotion-micro',
    available: false,
    menus: [
      screen('promotion', ['活动管理', '活動管理', 'Promotions'], '/promotion-micro/activity', [
        button('promotion_review', ['审核', '審核', 'Review']),
      ]),
      hidden(
        'promotion_view_activity',
        ['活动详情', '活動詳情', 'Promotion detail'],
        '/cloudPromotion/view-activity',
      ),
      screen(
        'promotion_superposition',
        ['叠加规则', '疊加規則', 'Stacking rules'],
        '/promotion-micro/superposition',
      ),
      screen('promotion_analysis', ['活动分析', '活動分析', 'Analysis'], '/promotion-micro/analysis'),
      screen('promotion_trial', ['试算', '試算', 'Trial calculation'], '/promotion-micro/trial'),
      screen('promotion_scene', ['场景配置', '場景配置', 'Scenes'], '/promotion-micro/scene'),
      screen('promotion_channel', ['渠道配置', '渠道配置', 'Channels'], '/promotion-micro/channel'),
    ],
  },
  {
    code: 'sms',
    names: ['短信营销', '短訊營銷', 'SMS marketing'],
    path: '/sms',
    source: 'icon-message',
    available: false,
    menus: [
      screen('sms_company', ['短信企业管理', '短訊企業管理', 'SMS companies'], '/sms/company'),
      screen('sms_dept', ['短信部门管理', '短訊部門管理', 'SMS departments'], '/sms/dept'),
      screen('sms_template', ['短信模板', '短訊範本', 'Templates'], '/sms/template'),
      screen('sms_task', ['群发任务', '群發任務', 'Campaigns'], '/sms/task'),
      page('sms_outbox', ['短信发件箱', '短訊寄件匣', 'SMS outbox'], '/sms/outbox', viewOnly('sms_outbox'), {
        available: true,
      }),
    ],
  },
  {
    code: 'cloudDTP',
    names: ['药事服务', '藥事服務', 'Pharmacy service'],
    path: '/cloudDTP',
    source: 'icon-medicine',
    available: false,
    menus: [
      screen('dtp_drug', ['药品管理', '藥品管理', 'Drugs'], '/cloudDTP/drugs'),
      hidden(
        'dtp_drug_detail',
        ['药品信息', '藥品資料', 'Drug'],
        '/cloudDTP/drugsmanagement/drugsmanagement',
      ),
      screen('dtp_prescription', ['处方管理', '處方管理', 'Prescriptions'], '/cloudDTP/prescription'),
      screen('dtp_order', ['药事订单', '藥事訂單', 'Orders'], '/cloudDTP/order'),
      screen('dtp_patient', ['患者管理', '患者管理', 'Patients'], '/cloudDTP/patient'),
      screen('dtp_prepaid_card', ['预付卡', '預付卡', 'Prepaid cards'], '/cloudDTP/prepaidCard'),
      screen('dtp_review', ['用药咨询', '用藥諮詢', 'Reviews'], '/cloudDTP/review', [
        button('dtp_review_reply', ['回复', '回覆', 'Reply']),
      ]),
      screen('dtp_training', ['培训管理', '培訓管理', 'Training'], '/cloudDTP/training'),
    ],
  },
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
    code: 'priceCenter',
    names: ['价格中心', '價格中心', 'Price centre'],
    path: '/priceCenter',
    source: 'icon-price',
    available: false,
    menus: [
      screen('price_strategy', ['定价策略', '定價策略', 'Pricing strategies'], '/priceCenter/strategy'),
      screen('price_order', ['调价单', '調價單', 'Price orders'], '/priceCenter/priceOrder', [
        button('price_order_check', ['审核', '審核', 'Approve']),
      ]),
      dir('price_inquiry_dir', ['价格查询', '價格查詢', 'Price inquiry'], 'icon-search', [
        page(
          'price_inquiry',
          ['价格查询', '價格查詢', 'Price inquiry'],
          '/priceCenter/priceInquiry/index',
          viewOnly('price_inquiry'),
        ),
        page(
          'price_anomaly',
          ['价格异常', '價格異常', 'Price anomalies'],
          '/priceCenter/priceInquiry/Priceanomalies',
          viewOnly('price_anomaly'),
        ),
      ]),
      screen('price_tag', ['价签管理', '價簽管理', 'Price tags'], '/priceCenter/priceTag'),
    ],
  },
  {
    code: 'base-expand-micro',
    names: ['主数据', '主數據', 'Master data'],
    path: '/base-expand-micro',
    source: 'icon-database',
    isMicro: true,
    microName: 'base-expand-micro',
    available: true,
    menus: [
      screen('goods', ['商品资料', '商品資料', 'Goods'], '/base-expand-micro/goods', [
        hov('hov_goods', ['商品选择器', '商品選擇器', 'Goods picker']),
      ]),
      screen('retail_shop', ['门店资料', '門店資料', 'Shops'], '/base-expand-micro/shop', [
        hov('hov_shop', ['门店选择器', '門店選擇器', 'Shop picker']),
      ]),
      screen('goods_brand', ['品牌', '品牌', 'Brands'], '/base-expand-micro/brand'),
      screen('dosage_form', ['剂型', '劑型', 'Dosage forms'], '/base-expand-micro/dosageForm'),
      screen('goods_factory', ['生产厂家', '生產廠家', 'Manufacturers'], '/base-expand-micro/factory'),
      screen('goods_class', ['商品分类', '商品分類', 'Classification'], '/base-expand-micro/goodsClass'),
      screen('tax_rate', ['税率', '稅率', 'Tax rates'], '/base-expand-micro/taxRate'),
      screen('goods_unit', ['商品单位', '商品單位', 'Goods units'], '/base-expand-micro/unit'),
      screen(
        'extend_standard',
        ['扩展规格', '擴展規格', 'Extended specifications'],
        '/base-expand-micro/extendStandard',
      ),
    ],
  },
  WORKFLOW_APP,
  {
    code: 'oms-micro',
    names: ['订单中心', '訂單中心', 'Order management (OMS)'],
    path: '/oms-micro',
    source: 'icon-order',
    isMicro: true,
    microName: 'oms-micro',
    available: false,
    menus: [
      screen('oms_order', ['全渠道订单', '全渠道訂單', 'Omni-channel orders'], '/oms-micro/order'),
      screen('oms_strategy', ['分单策略', '分單策略', 'Routing rules'], '/oms-micro/strategy'),
    ],
  },
  {
    code: 'wms-micro',
    names: ['仓储管理', '倉儲管理', 'Warehouse (WMS)'],
    path: '/wms-micro',
    source: 'icon-warehouse',
    isMicro: true,
    microName: 'wms-micro',
    available: false,
    menus: [
      screen('wms_inbound', ['入库管理', '入庫管理', 'Inbound'], '/wms-micro/inbound'),
      screen('wms_outbound', ['出库管理', '出庫管理', 'Outbound'], '/wms-micro/outbound'),
      screen('wms_stock', ['库存查询', '庫存查詢', 'Stock'], '/wms-micro/stock'),
    ],
  },
  {
    code: 'tms-micro',
    names: ['运输管理', '運輸管理', 'Transport (TMS)'],
    path: '/tms-micro',
    source: 'icon-truck',
    isMicro: true,
    microName: 'tms-micro',
    available: false,
    menus: [
      screen('tms_waybill', ['运单管理', '運單管理', 'Waybills'], '/tms-micro/waybill'),
      screen('tms_carrier', ['承运商', '承運商', 'Carriers'], '/tms-micro/carrier'),
    ],
  },
  {
    code: 'wlfw-micro',
    names: ['物流服务', '物流服務', 'Logistics service'],
    path: '/wlfw-micro',
    source: 'icon-logistics',
    isMicro: true,
    microName: 'wlfw-micro',
    available: false,
    menus: [screen('wlfw_track', ['物流跟踪', '物流追蹤', 'Tracking'], '/wlfw-micro/track')],
  },
  {
    code: 'child-store-srm',
    names: ['供应商协同', '供應商協同', 'Supplier collaboration'],
    path: '/child-store-srm',
    source: 'icon-supplier',
    isMicro: true,
    microName: 'child-store-srm',
    available: false,
    menus: [
      screen('srm_supplier', ['供应商', '供應商', 'Suppliers'], '/child-store-srm/supplier'),
      screen('srm_purchase', ['采购订单', '採購訂單', 'Purchase orders'], '/child-store-srm/purchase'),
    ],
  },
  {
    code: 'child-chatbi',
    names: ['智能问数', '智能問數', 'Chat BI'],
    path: '/child-chatbi',
    source: 'icon-chart',
    isMicro: true,
    microName: 'child-chatbi',
    available: false,
    menus: [page('chatbi', ['问数', '問數', 'Ask'], '/child-chatbi/ask', viewOnly('chatbi'))],
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
  {
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
        {
          available: true,
        },
      ),
      screen('job', ['任务调度', '任務調度', 'Job scheduler'], '/operation/job'),
    ],
  },
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
  {
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
      page('log_retention', ['日志保留设置', '日誌保留設定', 'Log retention'], '/log/retention', [
        button('log_retention_edit', EDIT),
      ]),
    ],
  },
  {
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
      page('demo_import', ['导入示例', '匯入示例', 'Import demo'], '/demo/importDemo', viewOnly('demo')),
    ],
  },
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
