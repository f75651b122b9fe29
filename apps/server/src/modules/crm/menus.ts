import {
  type AppSeed,
  type Names,
  dir,
  page,
  hidden,
  button,
  tab,
  hov,
  EXPORT,
  crud,
  screen,
} from '../../core/menus'
import { MEMBER_DETAIL_TAB_CODES, type MemberDetailTabCode } from '@store/contract'

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

/** The huikeCRM area as the shell lists it: its application and menu tree (spec §3). */
export const huikeCRMApplication: AppSeed = {
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
}
