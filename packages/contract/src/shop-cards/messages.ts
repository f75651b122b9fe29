import type { Catalog } from '../messages'

/** Messages of the shop's cards tools: entity coupons, gift cards and paying membership. */
export const SHOP_CARDS_MESSAGES = {
  cardsEndBeforeStart: {
    zh_CN: '结束时间须晚于开始时间',
    zh_HK: '結束時間須晚於開始時間',
    en: 'The end time must be after the start time',
  },
  cardsStopped: {
    zh_CN: '已停用，不能修改：{name}',
    zh_HK: '已停用，不能修改：{name}',
    en: 'Stopped, it cannot be changed: {name}',
  },
  cardsNotOnSale: {
    zh_CN: '不在售卖期内：{name}',
    zh_HK: '不在售賣期內：{name}',
    en: 'Not on sale now: {name}',
  },
  couponValueRequired: {
    zh_CN: '金额券须填写面值，折扣券须填写折扣',
    zh_HK: '金額券須填寫面值，折扣券須填寫折扣',
    en: 'An amount coupon needs a face value, a discount coupon a percent',
  },
  couponCountFixed: {
    zh_CN: '已生成券码的批次不能修改数量',
    zh_HK: '已生成券碼的批次不能修改數量',
    en: 'A batch’s count cannot change once its codes exist',
  },
  couponCodeMistyped: {
    zh_CN: '券码有误，请核对后重新输入',
    zh_HK: '券碼有誤，請核對後重新輸入',
    en: 'The code is mistyped; check it and enter it again',
  },
  couponCodeUnknown: {
    zh_CN: '券码不存在',
    zh_HK: '券碼不存在',
    en: 'No such code',
  },
  couponCodeUsed: {
    zh_CN: '券码已核销',
    zh_HK: '券碼已核銷',
    en: 'The code has already been redeemed',
  },
  couponCodeVoided: {
    zh_CN: '券码已作废',
    zh_HK: '券碼已作廢',
    en: 'The code has been voided',
  },
  couponCodeNotStarted: {
    zh_CN: '券码尚未生效',
    zh_HK: '券碼尚未生效',
    en: 'The code is not valid yet',
  },
  couponCodeExpired: {
    zh_CN: '券码已过期',
    zh_HK: '券碼已過期',
    en: 'The code has expired',
  },
  giftCardUnknown: {
    zh_CN: '礼品卡不存在',
    zh_HK: '禮品卡不存在',
    en: 'No such gift card',
  },
  giftCardNotYours: {
    zh_CN: '该礼品卡不属于此会员',
    zh_HK: '該禮品卡不屬於此會員',
    en: 'The gift card belongs to another member',
  },
  giftCardAlreadyActive: {
    zh_CN: '礼品卡已激活',
    zh_HK: '禮品卡已啟用',
    en: 'The gift card is already activated',
  },
  giftCardNotActive: {
    zh_CN: '礼品卡未激活或已过期',
    zh_HK: '禮品卡未啟用或已過期',
    en: 'The gift card is not active or has expired',
  },
  giftCardShort: {
    zh_CN: '礼品卡余额不足',
    zh_HK: '禮品卡餘額不足',
    en: 'The gift card’s balance is too low',
  },
  giftCardOverOrder: {
    zh_CN: '支付金额超过订单待付金额',
    zh_HK: '支付金額超過訂單待付金額',
    en: 'More than the order still has to pay',
  },
  giftCardOrderNotUnpaid: {
    zh_CN: '订单不是待付款状态',
    zh_HK: '訂單不是待付款狀態',
    en: 'The order is not waiting to be paid',
  },
  giftCardOverRefund: {
    zh_CN: '退款金额超过该卡为此订单支付的金额',
    zh_HK: '退款金額超過該卡為此訂單支付的金額',
    en: 'More than the card paid for this order',
  },
  giftCardSameMember: {
    zh_CN: '不能转赠给自己',
    zh_HK: '不能轉贈給自己',
    en: 'A card cannot be transferred to its own member',
  },
  memberPlanTemplateUnusable: {
    zh_CN: '赠券模板不存在或已停用',
    zh_HK: '贈券模板不存在或已停用',
    en: 'The coupon template does not exist or is disabled',
  },
  memberPlanUnknown: {
    zh_CN: '会员方案不存在',
    zh_HK: '會員方案不存在',
    en: 'No such membership plan',
  },
} satisfies Record<string, Catalog>
