import { SHOP_CARDS_CODES as CARDS } from '@store/contract'
import { type AppSeed, dir, page, button, EDIT, EXPORT, VIEW, crud, screen, setting } from '../../core/menus'

/** A screen this module builds: the shell opens it. */
const built = { available: true }
const STOP = ['停用', '停用', 'Stop'] as const

/** A marketing tool's buttons (module shop-activity): see its activities and records; create, edit and stop them. */
const activityButtons = (code: string) => [
  button(`${code}_view`, VIEW),
  button(`${code}_edit`, ['新增、编辑、停止', '新增、編輯、停止', 'Create, edit, stop']),
]

/** The E-commerce shop area as the shell lists it: its application and menu tree (spec §3). */
export const shopApplication: AppSeed = {
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
      page('shop_goods', ['商品管理', '商品管理', 'Goods'], '/microshop/goods', crud('shop_goods'), built),
      screen('shop_mini_audit', ['小程序审核', '小程式審核', 'Mini-program review'], '/microshop/miniAudit'),
    ]),
    dir('shop_order', ['订单', '訂單', 'Orders'], 'icon-order', [
      page(
        'order',
        ['订单管理', '訂單管理', 'Order management'],
        '/ecshop/order/orderManagement',
        [
          ...crud('order'),
          button('order_export', EXPORT),
          button('order_deliver', ['发货', '發貨', 'Ship']),
          button('shop_front', ['商城前台下单', '商城前台下單', 'Shop front orders']),
        ],
        built,
      ),
      page(
        'after_sale',
        ['售后管理', '售後管理', 'After-sale'],
        '/microshop/afterSale',
        [button('after_sale_view', VIEW), button('after_sale_audit', ['审核', '審核', 'Review'])],
        built,
      ),
      screen('shop_prescription', ['处方审核', '處方審核', 'Prescriptions'], '/microshop/prescription'),
      screen('shop_report', ['销售报表', '銷售報表', 'Reports'], '/microshop/report'),
    ]),
    dir('shop_marketing', ['商城营销', '商城營銷', 'Shop marketing'], 'icon-gift', [
      page(
        'shop_distribution',
        ['分销中心', '分銷中心', 'Distribution'],
        '/microshop/distribution',
        [
          button('shop_distribution_view', VIEW),
          button('shop_distribution_edit', ['佣金规则', '佣金規則', 'Commission rules']),
          button('shop_distribution_audit', ['审核', '審核', 'Review']),
        ],
        built,
      ),
      page(
        'shop_entity_coupon',
        ['实体券', '實體券', 'Entity coupons'],
        '/microshop/entityCoupon',
        [
          button(CARDS.entityCouponView, VIEW),
          button(CARDS.entityCouponEdit, EDIT),
          button(CARDS.entityCouponVoid, ['作废', '作廢', 'Void']),
        ],
        built,
      ),
      page(
        'shop_bargain',
        ['砍价', '砍價', 'Bargain'],
        '/microshop/bargain',
        activityButtons('shop_bargain'),
        built,
      ),
      page(
        'shop_browse',
        ['浏览有礼', '瀏覽有禮', 'Browse rewards'],
        '/microshop/browse',
        [
          button('shop_browse_view', VIEW),
          button('shop_browse_edit', EDIT),
          button('shop_browse_stop', ['停止', '停止', 'Stop']),
        ],
        built,
      ),
      page(
        'shop_group',
        ['拼团', '拼團', 'Group buying'],
        '/microshop/group',
        activityButtons('shop_group'),
        built,
      ),
      page(
        'shop_help',
        ['帮助中心', '幫助中心', 'Help centre'],
        '/microshop/help',
        [
          button('shop_help_view', VIEW),
          button('shop_help_edit', ['新增、编辑、删除', '新增、編輯、刪除', 'Create, edit, delete']),
          button('shop_help_publish', ['发布', '發佈', 'Publish']),
        ],
        built,
      ),
      page(
        'shop_seckill',
        ['秒杀', '秒殺', 'Flash sale'],
        '/microshop/seckill',
        activityButtons('shop_seckill'),
        built,
      ),
      page(
        'shop_lucky_draw',
        ['抽奖', '抽獎', 'Lucky draw'],
        '/microshop/luckyDraw',
        [
          button('shop_lucky_draw_view', VIEW),
          button('shop_lucky_draw_edit', EDIT),
          button('shop_lucky_draw_stop', ['停止', '停止', 'Stop']),
        ],
        built,
      ),
      page(
        'shop_vote',
        ['投票', '投票', 'Vote'],
        '/microshop/vote',
        [
          button('shop_vote_view', VIEW),
          button('shop_vote_edit', EDIT),
          button('shop_vote_stop', ['停止', '停止', 'Stop']),
        ],
        built,
      ),
      page(
        'shop_quiz',
        ['答题', '答題', 'Quiz'],
        '/microshop/quiz',
        [
          button('shop_quiz_view', VIEW),
          button('shop_quiz_edit', EDIT),
          button('shop_quiz_stop', ['停止', '停止', 'Stop']),
        ],
        built,
      ),
      page(
        'shop_gift_card',
        ['礼品卡', '禮品卡', 'Gift cards'],
        '/microshop/giftCard',
        [
          button(CARDS.giftCardView, VIEW),
          button(CARDS.giftCardEdit, EDIT),
          button(CARDS.giftCardStop, STOP),
          button(CARDS.giftCardRefund, ['退回礼品卡', '退回禮品卡', 'Refund to card']),
        ],
        built,
      ),
      page(
        'shop_paying_member',
        ['付费会员', '付費會員', 'Paid membership'],
        '/microshop/payingMember',
        [
          button(CARDS.payingMemberView, VIEW),
          button(CARDS.payingMemberEdit, EDIT),
          button(CARDS.payingMemberStop, STOP),
        ],
        built,
      ),
      page(
        'shop_integral',
        ['积分商城', '積分商城', 'Points shop'],
        '/microshop/integralShop',
        activityButtons('shop_integral'),
        built,
      ),
    ]),
    dir('shop_setting', ['商城设置', '商城設定', 'Shop settings'], 'icon-setting', [
      {
        ...setting('shop_mall', ['商城信息', '商城資料', 'Shop details'], '/microshop/setting/mall'),
        ...built,
      },
      {
        ...setting('shop_payment', ['支付方式', '支付方式', 'Payment methods'], '/microshop/setting/payment'),
        ...built,
      },
      {
        ...setting(
          'shop_order_setting',
          ['订单设置', '訂單設定', 'Order settings'],
          '/microshop/setting/order',
        ),
        ...built,
      },
      {
        ...setting('shop_voice', ['语音提醒', '語音提醒', 'Voice alerts'], '/microshop/setting/voice'),
        ...built,
      },
      screen('wx_official_menu', ['公众号菜单', '公眾號選單', 'Official account menu'], '/microshop/wx/menu'),
      screen('wx_subscribe', ['订阅消息', '訂閱消息', 'Subscription messages'], '/microshop/wx/subscribe'),
      screen('wx_material', ['素材管理', '素材管理', 'Materials'], '/microshop/wx/material'),
    ]),
  ],
}
