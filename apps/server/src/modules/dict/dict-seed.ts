import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { dict } from './schema'

/** zh_CN, zh_HK, en */
type Labels = [string, string, string]

interface DictSeed {
  code: string
  names: Labels
  /** key, labels, remark */
  items: [string, Labels, string?][]
}

const months: Labels[] = [
  ['一月', '一月', 'January'],
  ['二月', '二月', 'February'],
  ['三月', '三月', 'March'],
  ['四月', '四月', 'April'],
  ['五月', '五月', 'May'],
  ['六月', '六月', 'June'],
  ['七月', '七月', 'July'],
  ['八月', '八月', 'August'],
  ['九月', '九月', 'September'],
  ['十月', '十月', 'October'],
  ['十一月', '十一月', 'November'],
  ['十二月', '十二月', 'December'],
]

/**
 * The dictionaries every tenant starts with: those the shell loads (spec §3 "Dictionaries loaded"),
 * those the spec's calls name (tenant_type, pointsDescription), the flow routes (code `flow`: the
 * remark is the route segment of the process's screens, /work/process/{remark}/…) and the selects of
 * the system settings screens. Keys are what records store; labels are shown in the caller's language.
 */
export const DICTIONARIES: DictSeed[] = [
  {
    code: 'sex',
    names: ['性别', '性別', 'Sex'],
    items: [
      ['1', ['男', '男', 'Male']],
      ['2', ['女', '女', 'Female']],
      ['3', ['未知', '未知', 'Unknown']],
    ],
  },
  {
    code: 'yes_no',
    names: ['是否', '是否', 'Yes or no'],
    items: [
      ['0', ['否', '否', 'No']],
      ['1', ['是', '是', 'Yes']],
    ],
  },
  {
    code: 'constellation',
    names: ['星座', '星座', 'Star sign'],
    items: [
      ['1', ['白羊座', '白羊座', 'Aries'], '03-21~04-19'],
      ['2', ['金牛座', '金牛座', 'Taurus'], '04-20~05-20'],
      ['3', ['双子座', '雙子座', 'Gemini'], '05-21~06-21'],
      ['4', ['巨蟹座', '巨蟹座', 'Cancer'], '06-22~07-22'],
      ['5', ['狮子座', '獅子座', 'Leo'], '07-23~08-22'],
      ['6', ['处女座', '處女座', 'Virgo'], '08-23~09-22'],
      ['7', ['天秤座', '天秤座', 'Libra'], '09-23~10-23'],
      ['8', ['天蝎座', '天蠍座', 'Scorpio'], '10-24~11-22'],
      ['9', ['射手座', '射手座', 'Sagittarius'], '11-23~12-21'],
      ['10', ['摩羯座', '摩羯座', 'Capricorn'], '12-22~01-19'],
      ['11', ['水瓶座', '水瓶座', 'Aquarius'], '01-20~02-18'],
      ['12', ['双鱼座', '雙魚座', 'Pisces'], '02-19~03-20'],
    ],
  },
  {
    code: 'zodiac',
    names: ['生肖', '生肖', 'Chinese zodiac'],
    items: [
      ['1', ['鼠', '鼠', 'Rat']],
      ['2', ['牛', '牛', 'Ox']],
      ['3', ['虎', '虎', 'Tiger']],
      ['4', ['兔', '兔', 'Rabbit']],
      ['5', ['龙', '龍', 'Dragon']],
      ['6', ['蛇', '蛇', 'Snake']],
      ['7', ['马', '馬', 'Horse']],
      ['8', ['羊', '羊', 'Goat']],
      ['9', ['猴', '猴', 'Monkey']],
      ['10', ['鸡', '雞', 'Rooster']],
      ['11', ['狗', '狗', 'Dog']],
      ['12', ['猪', '豬', 'Pig']],
    ],
  },
  {
    code: 'birthMonth',
    names: ['生日月份', '生日月份', 'Birth month'],
    items: months.map((labels, i) => [String(i + 1), labels]),
  },
  {
    code: 'openCardPlatform',
    names: ['开卡平台', '開卡平台', 'Sign-up channel'],
    items: [
      ['1', ['门店POS', '門店POS', 'Store POS']],
      ['2', ['微信公众号', '微信公眾號', 'WeChat official account']],
      ['3', ['微信小程序', '微信小程序', 'WeChat mini program']],
      ['4', ['支付宝小程序', '支付寶小程序', 'Alipay mini program']],
      ['5', ['线上商城', '線上商城', 'Online shop']],
      ['6', ['企业微信', '企業微信', 'Enterprise WeChat']],
      ['7', ['后台录入', '後台錄入', 'Back-office entry']],
      ['8', ['批量导入', '批量匯入', 'Bulk import']],
      ['9', ['第三方平台', '第三方平台', 'Third-party platform']],
    ],
  },
  {
    code: 'cardType',
    names: ['会员卡类型', '會員卡類型', 'Membership card type'],
    items: [
      ['1', ['电子会员卡', '電子會員卡', 'Digital card']],
      ['2', ['实体会员卡', '實體會員卡', 'Physical card']],
      ['3', ['储值卡', '儲值卡', 'Stored-value card']],
      ['4', ['付费会员卡', '付費會員卡', 'Paid membership card']],
      ['5', ['联名卡', '聯名卡', 'Co-branded card']],
    ],
  },
  {
    code: 'otoPlat',
    names: ['O2O平台', 'O2O平台', 'O2O platform'],
    items: [
      ['1', ['美团外卖', '美團外賣', 'Meituan']],
      ['2', ['饿了么', '餓了麼', 'Ele.me']],
      ['3', ['京东到家', '京東到家', 'JD Daojia']],
      ['4', ['叮当快药', '叮噹快藥', 'Dingdang Kuaiyao']],
      ['5', ['自营小程序', '自營小程序', 'Own mini program']],
    ],
  },
  {
    code: 'hkTag',
    names: ['慧客标签分类', '慧客標籤分類', 'Member tag category'],
    items: [
      ['1', ['基础属性', '基礎屬性', 'Basic attributes']],
      ['2', ['消费行为', '消費行為', 'Purchase behaviour']],
      ['3', ['健康档案', '健康檔案', 'Health profile']],
      ['4', ['会员价值', '會員價值', 'Member value']],
      ['5', ['营销偏好', '營銷偏好', 'Marketing preferences']],
      ['6', ['自定义', '自定義', 'Custom']],
    ],
  },
  {
    code: 'tenant_type',
    names: ['租户类型', '租戶類型', 'Tenant type'],
    items: [
      ['1', ['连锁药房', '連鎖藥房', 'Pharmacy chain']],
      ['2', ['单体药店', '單體藥店', 'Independent pharmacy']],
      ['3', ['零售连锁', '零售連鎖', 'Retail chain']],
      ['4', ['诊所', '診所', 'Clinic']],
      ['5', ['医药批发', '醫藥批發', 'Pharmaceutical wholesaler']],
      ['6', ['平台运营', '平台營運', 'Platform operator']],
    ],
  },
  {
    code: 'pointsDescription',
    names: ['积分说明', '積分說明', 'Points entry'],
    items: [
      ['1', ['消费获得', '消費獲得', 'Earned on purchase']],
      ['2', ['退货扣减', '退貨扣減', 'Deducted on return']],
      ['3', ['积分兑换', '積分兌換', 'Redeemed for a gift']],
      ['4', ['积分抵现', '積分抵現', 'Used as payment']],
      ['5', ['签到奖励', '簽到獎勵', 'Check-in reward']],
      ['6', ['活动赠送', '活動贈送', 'Campaign bonus']],
      ['7', ['开卡赠送', '開卡贈送', 'Sign-up bonus']],
      ['8', ['生日赠送', '生日贈送', 'Birthday bonus']],
      ['9', ['积分过期', '積分過期', 'Expired']],
      ['10', ['人工调整', '人工調整', 'Manual adjustment']],
    ],
  },
  {
    code: 'flow',
    names: ['流程类型', '流程類型', 'Process category'],
    items: [
      ['1', ['请假流程', '請假流程', 'Leave request'], 'leave'],
      ['2', ['报销流程', '報銷流程', 'Expense claim'], 'expense'],
      ['3', ['采购审批', '採購審批', 'Purchase approval'], 'purchase'],
      ['4', ['调价审批', '調價審批', 'Price change approval'], 'price-adjust'],
    ],
  },
  {
    code: 'notice_type',
    names: ['通知类型', '通知類型', 'Notice type'],
    items: [
      ['1', ['通知公告', '通知公告', 'Notice']],
      ['2', ['下载通知', '下載通知', 'Download']],
      ['3', ['产品更新', '產品更新', 'Product update']],
    ],
  },
  {
    code: 'code_key_date_pattern',
    names: ['流水号日期格式', '流水號日期格式', 'Serial date pattern'],
    items: [
      ['yyyyMMdd', ['年月日（yyyyMMdd）', '年月日（yyyyMMdd）', 'Year, month, day (yyyyMMdd)']],
      ['yyMM', ['年月（yyMM）', '年月（yyMM）', 'Year and month (yyMM)']],
      ['none', ['不含日期', '不含日期', 'No date']],
    ],
  },
  {
    code: 'code_key_reset_period',
    names: ['流水号重置周期', '流水號重置週期', 'Serial reset period'],
    items: [
      ['never', ['不重置', '不重置', 'Never']],
      ['day', ['每天', '每天', 'Daily']],
      ['month', ['每月', '每月', 'Monthly']],
      ['year', ['每年', '每年', 'Yearly']],
    ],
  },
  {
    code: 'app_pact_status',
    names: ['应用协议状态', '應用協議狀態', 'Agreement status'],
    items: [
      ['0', ['待签署', '待簽署', 'Pending']],
      ['1', ['已签署', '已簽署', 'Signed']],
      ['2', ['已终止', '已終止', 'Terminated']],
    ],
  },
]

/** Inserts the dictionaries (a root row keyed -1 per code, its items below) in the transaction's tenant. */
export async function insertDictionaries(tx: Tx, ids: IdGenerator, seeds: DictSeed[] = DICTIONARIES) {
  const rows: (typeof dict.$inferInsert)[] = []
  for (const [sort, d] of seeds.entries()) {
    const parentId = ids.next()
    const [zhCN, zhHK, en] = d.names
    rows.push({
      id: parentId,
      code: d.code,
      dictKey: '-1',
      dictValue: zhCN,
      dictValueZhHk: zhHK,
      dictValueEn: en,
      sort,
    })
    for (const [i, [key, [value, valueZhHk, valueEn], remark]] of d.items.entries()) {
      rows.push({
        id: ids.next(),
        parentId,
        code: d.code,
        dictKey: key,
        dictValue: value,
        dictValueZhHk: valueZhHk,
        dictValueEn: valueEn,
        remark: remark ?? null,
        sort: i,
      })
    }
  }
  await tx.insert(dict).values(rows)
}
