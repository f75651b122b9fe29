import { type AppSeed, page, hidden, button, crud, screen } from '../../core/menus'

/** The Promotions area as the shell lists it: its application and menu tree (spec §3). */
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
      'promotion_item',
      ['营销活动', '營銷活動', 'Promotions'],
      '/promotion-micro/list',
      crud('promotion_item'),
      { available: true },
    ),
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
}
