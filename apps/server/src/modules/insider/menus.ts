import { type AppSeed, setting } from '../../core/menus'

/** The member-center area as the shell lists it: its application and menu tree (spec §3). */
export const memberCenterApplication: AppSeed = {
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
}
