import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { publishHelpArticle, submitHelpArticle } from './articles'
import { submitHelpCategory } from './categories'
import type { ContentContext } from './context'

const DEMO_TENANTS = new Set(['100001', '100002'])

/** The demo help centre: per category its articles, `true` for a published one, `false` for a draft. */
const HELP: [string, [string, string, boolean][]][] = [
  [
    '购物指南',
    [
      ['如何下单', '选择商品后点击“立即购买”，确认收货地址和支付方式，提交订单并完成支付即可。', true],
      ['如何使用优惠券', '在确认订单页选择可用的优惠券，系统会自动计算优惠后的金额。', true],
      ['拼团和秒杀说明', '拼团在规定时间内凑满人数即成团，未成团自动退款；秒杀商品每人限购。', false],
    ],
  ],
  [
    '配送与售后',
    [
      ['配送时间', '门店下单后 2 小时内发货，同城配送一般当日送达。', true],
      [
        '如何申请退款',
        '在“我的订单”中选择订单，点击“申请售后”，填写原因并提交，门店会在 1 个工作日内审核。',
        true,
      ],
    ],
  ],
  [
    '会员与积分',
    [['积分怎么获得', '消费、参与答题、浏览有礼等活动都可以获得积分，积分可在积分商城兑换商品。', true]],
  ],
]

/** A demo tenant's help centre: three categories, their articles, most published and one draft. */
export async function seedShopContent(tx: Tx, ids: IdGenerator, tenantId: string): Promise<void> {
  if (!DEMO_TENANTS.has(tenantId)) return
  const c: ContentContext = { tx, ids, userId: null, timeZone: 'Asia/Shanghai' }
  for (const [k, [name, articles]] of HELP.entries()) {
    const category = await submitHelpCategory(c, { name, sort: (k + 1) * 10 })
    for (const [i, [title, body, published]] of articles.entries()) {
      const article = await submitHelpArticle(c, { categoryId: category.id, title, body, sort: (i + 1) * 10 })
      if (published) await publishHelpArticle(c, { id: article.id, published: true })
    }
  }
}
