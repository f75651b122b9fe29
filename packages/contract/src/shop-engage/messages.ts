import type { Catalog } from '../messages'

/** Messages of the shop's engagement tools (lucky draw). */
export const SHOP_ENGAGE_MESSAGES = {
  drawProbabilitySum: {
    zh_CN: '奖品概率之和必须等于 100%（当前 {sum}%）',
    zh_HK: '獎品概率之和必須等於 100%（目前 {sum}%）',
    en: 'The prizes’ probabilities must add up to exactly 100% (they add up to {sum}%)',
  },
  drawTimeOrder: {
    zh_CN: '结束时间必须晚于开始时间',
    zh_HK: '結束時間必須晚於開始時間',
    en: 'The end time must come after the start time',
  },
  drawPrizePoints: {
    zh_CN: '积分奖品需填写赠送积分：{name}',
    zh_HK: '積分獎品需填寫贈送積分：{name}',
    en: 'A points prize needs its points: {name}',
  },
  drawPrizeCoupon: {
    zh_CN: '优惠券奖品需选择已启用的优惠券：{name}',
    zh_HK: '優惠券獎品需選擇已啟用的優惠券：{name}',
    en: 'A coupon prize needs an enabled coupon template: {name}',
  },
  drawPrizeGoods: {
    zh_CN: '实物奖品需选择商城在售商品：{name}',
    zh_HK: '實物獎品需選擇商城在售商品：{name}',
    en: 'A goods prize needs goods on sale in the shop: {name}',
  },
  drawClaimMissing: {
    zh_CN: '没有可领取的实物奖品',
    zh_HK: '沒有可領取的實物獎品',
    en: 'No goods prize to claim',
  },
  drawClaimed: {
    zh_CN: '奖品已领取',
    zh_HK: '獎品已領取',
    en: 'The prize has already been claimed',
  },
  drawPrizesLocked: {
    zh_CN: '活动已有抽奖记录，奖品的种类和概率不能再修改（可修改名称和库存）',
    zh_HK: '活動已有抽獎記錄，獎品的種類和概率不能再修改（可修改名稱和庫存）',
    en: 'The activity has draws: its prizes’ kinds and probabilities can no longer change (names and stock can)',
  },
  drawStopped: {
    zh_CN: '活动已停止',
    zh_HK: '活動已停止',
    en: 'The activity has been stopped',
  },
  drawNotRunning: {
    zh_CN: '活动不在进行中',
    zh_HK: '活動不在進行中',
    en: 'The activity is not running',
  },
  drawMemberMissing: {
    zh_CN: '会员不存在',
    zh_HK: '會員不存在',
    en: 'No such member',
  },
  drawDailyLimit: {
    zh_CN: '今日抽奖次数已用完（每日 {limit} 次）',
    zh_HK: '今日抽獎次數已用完（每日 {limit} 次）',
    en: 'No draws left today ({limit} a day)',
  },
  drawTotalLimit: {
    zh_CN: '抽奖次数已用完（共 {limit} 次）',
    zh_HK: '抽獎次數已用完（共 {limit} 次）',
    en: 'No draws left ({limit} in all)',
  },
  distMemberMissing: {
    zh_CN: '会员不存在',
    zh_HK: '會員不存在',
    en: 'No such member',
  },
  distNotDistributor: {
    zh_CN: '该会员不是已审核的分销员',
    zh_HK: '該會員不是已審核的分銷員',
    en: 'The member is not an approved distributor',
  },
  distReviewed: {
    zh_CN: '该申请已审核',
    zh_HK: '該申請已審核',
    en: 'This request has been reviewed already',
  },
  distWithdrawTooMuch: {
    zh_CN: '提现金额超出可提现余额（可提现 ¥{available}）',
    zh_HK: '提現金額超出可提現餘額（可提現 ¥{available}）',
    en: 'The withdrawal exceeds the available balance (¥{available} available)',
  },
  distRuleTaken: {
    zh_CN: '该等级已有此商品的佣金规则',
    zh_HK: '該等級已有此商品的佣金規則',
    en: 'This level already has a commission rule for these goods',
  },
  distLedgerNegative: {
    zh_CN: '佣金余额不足',
    zh_HK: '佣金餘額不足',
    en: 'The commission balance is not enough',
  },
  voteAlready: {
    zh_CN: '您已参与过本次投票',
    zh_HK: '您已參與過本次投票',
    en: 'You have voted in this activity already',
  },
  voteAlreadyToday: {
    zh_CN: '今日已投过票，请明天再来',
    zh_HK: '今日已投過票，請明天再來',
    en: 'You have voted today already; come back tomorrow',
  },
  voteOptionMissing: {
    zh_CN: '投票选项不存在',
    zh_HK: '投票選項不存在',
    en: 'No such option in this vote',
  },
  voteOptionsLocked: {
    zh_CN: '活动已有投票，选项不能增删或调整顺序（可修改文字和图片）',
    zh_HK: '活動已有投票，選項不能增刪或調整順序（可修改文字和圖片）',
    en: 'The vote has votes: its options can no longer be added, removed or reordered (texts and images can change)',
  },
  votePeriodLocked: {
    zh_CN: '活动已有投票，投票周期不能再修改',
    zh_HK: '活動已有投票，投票週期不能再修改',
    en: 'The vote has votes: its period can no longer change',
  },
  quizAnswerOutOfRange: {
    zh_CN: '正确答案必须是该题的选项之一：{title}',
    zh_HK: '正確答案必須是該題的選項之一：{title}',
    en: 'The right answer must be one of the question’s options: {title}',
  },
  quizPassAboveTotal: {
    zh_CN: '及格分不能高于总分（总分 {total}）',
    zh_HK: '及格分不能高於總分（總分 {total}）',
    en: 'The pass mark cannot be above the total score ({total})',
  },
  quizLocked: {
    zh_CN: '活动已有答题记录，题目、及格分和奖励不能再修改（可修改名称、说明和时间）',
    zh_HK: '活動已有答題記錄，題目、及格分和獎勵不能再修改（可修改名稱、說明和時間）',
    en: 'The quiz has attempts: its questions, pass mark and reward can no longer change (name, description and schedule can)',
  },
  quizAnswerCount: {
    zh_CN: '请回答全部题目（共 {count} 题）',
    zh_HK: '請回答全部題目（共 {count} 題）',
    en: 'Answer every question ({count} in all)',
  },
  quizAlreadyToday: {
    zh_CN: '今日已答过题，请明天再来',
    zh_HK: '今日已答過題，請明天再來',
    en: 'You have taken the quiz today already; come back tomorrow',
  },
  browseRewardPoints: {
    zh_CN: '积分奖励需填写大于 0 的积分',
    zh_HK: '積分獎勵需填寫大於 0 的積分',
    en: 'A points reward needs more than 0 points',
  },
  browseCouponUnusable: {
    zh_CN: '优惠券不存在或未启用',
    zh_HK: '優惠券不存在或未啟用',
    en: 'The coupon does not exist or is not enabled',
  },
  browseGoodsMissing: {
    zh_CN: '浏览的商品不存在：{target}',
    zh_HK: '瀏覽的商品不存在：{target}',
    en: 'No such goods to browse: {target}',
  },
  browsePeriodLocked: {
    zh_CN: '任务已有领取记录，奖励周期不能再修改',
    zh_HK: '任務已有領取記錄，獎勵週期不能再修改',
    en: 'The task has given rewards: its period can no longer change',
  },
  browseVisitMissing: {
    zh_CN: '浏览记录不存在',
    zh_HK: '瀏覽記錄不存在',
    en: 'No such browse',
  },
  browseVisitFinished: {
    zh_CN: '该次浏览已结束',
    zh_HK: '該次瀏覽已結束',
    en: 'This browse has already finished',
  },
  browseTooShort: {
    zh_CN: '浏览时间不足，需浏览满 {seconds} 秒',
    zh_HK: '瀏覽時間不足，需瀏覽滿 {seconds} 秒',
    en: 'Not browsed long enough: stay {seconds} seconds',
  },
  browseAlready: {
    zh_CN: '您已领取过该任务的奖励',
    zh_HK: '您已領取過該任務的獎勵',
    en: 'You have had this task’s reward already',
  },
  browseAlreadyToday: {
    zh_CN: '今日已领取过该任务的奖励，请明天再来',
    zh_HK: '今日已領取過該任務的獎勵，請明天再來',
    en: 'You have had this task’s reward today already; come back tomorrow',
  },
} satisfies Record<string, Catalog>
