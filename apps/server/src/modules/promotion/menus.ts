import { PROMOTION_CODES } from '@store/contract'
import { type AppSeed, button, crud, EDIT, hidden, page, VIEW } from '../../core/menus'

/** The screens built (in apps/promotion-micro, and the host's /cloudPromotion/view-activity). */
const BUILT = { available: true }

/** The Promotions area as the shell lists it: its application and menu tree (spec §2, §3). */
export const promotionApplication: AppSeed = {
  code: 'promotion-micro',
  names: ['营销活动', '營銷活動', 'Promotions'],
  path: '/promotion-micro',
  source: 'icon-promotion',
  isMicro: true,
  microName: 'promotion-micro',
  available: false,
  menus: [
    page(
      PROMOTION_CODES.activity,
      ['活动管理', '活動管理', 'Activities'],
      '/promotion-micro/activity',
      [
        ...crud(PROMOTION_CODES.activity),
        button(PROMOTION_CODES.activityState, ['提交与启停', '提交與啟停', 'Submit, pause, resume, end']),
      ],
      BUILT,
    ),
    hidden(
      'promotion_activity_editor',
      ['编辑活动', '編輯活動', 'Edit activity'],
      '/promotion-micro/activity/edit',
      BUILT,
    ),
    page(
      'promotion_review',
      ['活动审核', '活動審核', 'Review queue'],
      '/promotion-micro/review',
      [button(PROMOTION_CODES.review, VIEW)],
      BUILT,
    ),
    hidden(
      'promotion_view_activity',
      ['活动详情', '活動詳情', 'Promotion detail'],
      '/cloudPromotion/view-activity',
      BUILT,
    ),
    page(
      'promotion_config',
      ['叠加规则', '疊加規則', 'Stacking rules'],
      '/promotion-micro/superposition',
      [button(PROMOTION_CODES.configView, VIEW), button(PROMOTION_CODES.configEdit, EDIT)],
      BUILT,
    ),
    page(
      'promotion_analysis',
      ['活动分析', '活動分析', 'Analysis'],
      '/promotion-micro/analysis',
      [button(PROMOTION_CODES.analysis, VIEW)],
      BUILT,
    ),
    page(
      'promotion_trial',
      ['试算', '試算', 'Trial calculation'],
      '/promotion-micro/trial',
      [button(PROMOTION_CODES.trial, VIEW)],
      BUILT,
    ),
    page(
      'promotion_scene',
      ['场景配置', '場景配置', 'Scenes'],
      '/promotion-micro/scene',
      crud('promotion_scene'),
      BUILT,
    ),
    page(
      'promotion_channel',
      ['渠道配置', '渠道配置', 'Channels'],
      '/promotion-micro/channel',
      crud('promotion_channel'),
      BUILT,
    ),
    page(
      'promotion_slogan',
      ['促销标语', '促銷標語', 'Slogans'],
      '/promotion-micro/slogan',
      crud('promotion_slogan'),
      BUILT,
    ),
    page(
      'promotion_way',
      ['促销方式', '促銷方式', 'Promotion ways'],
      '/promotion-micro/way',
      crud('promotion_way'),
      BUILT,
    ),
    page(
      'promotion_coupon_template',
      ['优惠券', '優惠券', 'Coupons'],
      '/promotion-micro/coupon',
      [...crud('promotion_coupon_template'), button(PROMOTION_CODES.couponIssue, ['发券', '發券', 'Issue'])],
      BUILT,
    ),
  ],
}
