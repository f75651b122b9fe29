import { type AppSeed, dir, page, hidden, button, EXPORT, crud, screen } from '../../core/menus'

/**
 * Areas of the specification whose module is not built yet: listed so the shell shows them as "not
 * available yet". A module that builds one declares it in its own `menus.ts` and removes it here.
 */
export const PLANNED_APPLICATIONS: AppSeed[] = [
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
