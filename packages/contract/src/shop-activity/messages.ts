import type { Catalog } from '../messages'

/** Refusals of the shop's marketing activities (group buy, bargain, seckill, integral shop). */
export const SHOP_ACTIVITY_MESSAGES = {
  shopActivityFieldRequired: {
    zh_CN: '缺少活动设置：{field}',
    zh_HK: '缺少活動設定：{field}',
    en: 'Missing activity setting: {field}',
  },
  shopActivityTimeOrder: {
    zh_CN: '结束时间须晚于开始时间',
    zh_HK: '結束時間須晚於開始時間',
    en: 'The end time must be after the start time',
  },
  shopActivityPriceTooHigh: {
    zh_CN: '活动价须低于商品售价（{price}）',
    zh_HK: '活動價須低於商品售價（{price}）',
    en: 'The activity price must be below the goods’ price ({price})',
  },
  shopActivityBargainRange: {
    zh_CN: '可砍金额 {amount} 分须不少于帮砍人数 {helpers}（每人至少砍 1 分）',
    zh_HK: '可砍金額 {amount} 分須不少於幫砍人數 {helpers}（每人至少砍 1 分）',
    en: 'The reduction ({amount} fen) must be at least the number of helpers ({helpers}): each cuts 1 fen or more',
  },
  shopActivityStockBelowSold: {
    zh_CN: '活动库存不能少于已售数量 {sold}',
    zh_HK: '活動庫存不能少於已售數量 {sold}',
    en: 'The activity stock cannot be below what is sold ({sold})',
  },
  shopActivityKindMismatch: {
    zh_CN: '该活动不属于此营销工具',
    zh_HK: '該活動不屬於此營銷工具',
    en: 'This activity belongs to another marketing tool',
  },
  shopActivityStopped: {
    zh_CN: '活动已停止',
    zh_HK: '活動已停止',
    en: 'The activity is stopped',
  },
  shopActivityNotRunning: {
    zh_CN: '活动“{name}”不在进行中（{start} 至 {end}）',
    zh_HK: '活動「{name}」不在進行中（{start} 至 {end}）',
    en: 'The activity “{name}” is not running ({start} to {end})',
  },
  shopActivityTeamFull: {
    zh_CN: '该团已满员或已结束',
    zh_HK: '該團已滿員或已結束',
    en: 'This team is full or closed',
  },
  shopActivityTeamJoined: {
    zh_CN: '您已在该团中',
    zh_HK: '您已在該團中',
    en: 'You are in this team already',
  },
  shopActivityOwnBargain: {
    zh_CN: '不能为自己的砍价助力',
    zh_HK: '不能為自己的砍價助力',
    en: 'You cannot help your own bargain',
  },
  shopActivityHelpedAlready: {
    zh_CN: '您已为该砍价助力过',
    zh_HK: '您已為該砍價助力過',
    en: 'You have helped this bargain already',
  },
  shopActivityBargainClosed: {
    zh_CN: '砍价已完成、已购买或已过期',
    zh_HK: '砍價已完成、已購買或已過期',
    en: 'This bargain is complete, bought or expired',
  },
  shopActivitySoldOut: {
    zh_CN: '活动商品已抢光',
    zh_HK: '活動商品已搶光',
    en: 'The activity’s goods are sold out',
  },
  shopActivityLimit: {
    zh_CN: '每人限购 {limit} 件',
    zh_HK: '每人限購 {limit} 件',
    en: 'At most {limit} per buyer',
  },
  shopActivityBusy: {
    zh_CN: '活动太火爆，请稍后再试',
    zh_HK: '活動太火爆，請稍後再試',
    en: 'The sale is very busy: please try again in a moment',
  },
  shopActivityRefunded: {
    zh_CN: '该兑换已退回',
    zh_HK: '該兌換已退回',
    en: 'This exchange has been refunded already',
  },
  shopActivityExchangeRefunded: {
    zh_CN: '积分兑换退回',
    zh_HK: '積分兌換退回',
    en: 'Points exchange refunded',
  },
  shopActivityTeamFailed: { zh_CN: '拼团未成团', zh_HK: '拼團未成團', en: 'The group did not form' },
  shopActivityStockShort: {
    zh_CN: '商品“{name}”库存不足 {stock} 件，无法设置秒杀库存',
    zh_HK: '商品「{name}」庫存不足 {stock} 件，無法設置秒殺庫存',
    en: 'The goods “{name}” do not have {stock} units in stock for the seckill',
  },
} satisfies Record<string, Catalog>
