import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { blockId, textArray } from '../../core/db/bulk'
import type { IdBlock, IdGenerator } from '../../core/ids'
import { crmFunction, crmGuide, crmPayMethod, crmPosUrl, crmTag, crmTagDimension } from './schema'

const GUIDE_NAMES = [
  '李娜',
  '王强',
  '张敏',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄蕾',
  '周杰',
  '吴婷',
  '徐明',
  '孙悦',
]

/** Tag dimensions (with their hkTag category) and their tags. */
const DEMO_TAGS: [dimension: string, hkTag: string, tags: string[]][] = [
  ['人口属性', '1', ['银发族', '宝妈', '上班族', '学生']],
  ['消费行为', '2', ['高频复购', '高客单', '沉睡会员', '新客']],
  ['健康关注', '3', ['高血压', '糖尿病', '过敏体质', '母婴护理']],
  ['营销偏好', '5', ['爱用券', '短信可达', '线上偏好']],
]

/** Which of `guides` assistants (0-based) demo member `n` is assigned: three members each, in turn. */
export const demoGuideIndex = (n: SQL, guides: number): SQL => sql`((${n}) / 3) % ${guides}`

export interface CrmMasters {
  guideIds: string[]
  tagIds: string[]
}

/**
 * A demo tenant's shop assistants (two per shop), tag dimensions with their tags, its shops' POS
 * addresses, function switches and prepaid payment methods (spec §3 Payment method setting).
 */
export async function seedCrmMasters(tx: Tx, ids: IdGenerator, shopIds: string[]): Promise<CrmMasters> {
  const guides = shopIds.flatMap((shopId, s) =>
    [0, 1].map((k) => {
      const i = s * 2 + k
      return {
        id: ids.next(),
        guideCode: `G${String(i + 1).padStart(3, '0')}`,
        guideName: GUIDE_NAMES[i % GUIDE_NAMES.length]!,
        phone: `139${String(10000000 + i * 7331).padStart(8, '0')}`,
        shopId,
      }
    }),
  )
  if (guides.length) await tx.insert(crmGuide).values(guides)

  const dimensions = DEMO_TAGS.map(([dimensionName, hkTag], sort) => ({
    id: ids.next(),
    dimensionName,
    hkTag,
    sort,
  }))
  await tx.insert(crmTagDimension).values(dimensions)
  const tags = DEMO_TAGS.flatMap(([, , names], d) =>
    names.map((tagName) => ({ id: ids.next(), dimensionId: dimensions[d]!.id, tagName })),
  )
  await tx.insert(crmTag).values(tags)

  if (shopIds.length) {
    await tx.insert(crmPosUrl).values(
      shopIds.map((shopId, i) => ({
        id: ids.next(),
        posCode: `POS${String(i + 1).padStart(3, '0')}`,
        posUrl: `http://192.168.10.${11 + i}:8080/pos`,
        shopId,
      })),
    )
  }
  await tx.insert(crmFunction).values([
    { functionName: 'healthRecord', enabled: 1 },
    { functionName: 'crowdPack', enabled: 1, config: { refreshHours: 24 } },
  ])
  await tx.insert(crmPayMethod).values([
    { paymentMethod: 1, isSupported: 1, isEnabled: 1 },
    { paymentMethod: 2, isSupported: 1, isEnabled: 0 },
  ])
  return { guideIds: guides.map((g) => g.id), tagIds: tags.map((t) => t.id) }
}

/** What the members' history refers to. */
export interface HistorySources {
  goods: { id: string; tradeName: string; retailPrice: string }[]
  shopIds: string[]
  /** the assistants the members were spread over (`demoGuideIndex`) */
  guideIds: string[]
  /** history falls in the year before this day (yyyy-MM-dd) */
  anchor: string
}

/** Per member: purchases, goods lines per purchase, health records, coupons. */
const PER_MEMBER = { consume: 3, lines: 2, health: 2, coupons: 2 } as const
const HEALTH_ITEMS: [name: string, unit: string, values: string][] = [
  ['收缩压', 'mmHg', '118,126,135,142,151'],
  ['舒张压', 'mmHg', '76,82,88,93,97'],
  ['空腹血糖', 'mmol/L', '5.1,5.8,6.4,7.2,8.0'],
  ['体重', 'kg', '52.5,60.0,68.3,75.1,83.4'],
]
const EVALUATIONS = ['服务很好，药师讲解耐心', '价格实惠', '送货及时', '店员热情', '环境整洁', '排队有点久']
const COUPONS: [name: string, value: string, threshold: string][] = [
  ['满100减10元券', '10.00', '100.00'],
  ['满200减30元券', '30.00', '200.00'],
  ['无门槛5元券', '5.00', '0.00'],
  ['会员日8折券', '20.00', '100.00'],
]
const CARD_PLATFORMS = ['1', '2', '3', '5', '7']

/**
 * The history of `members` demo members (member n's id is `blockId(members, n)`) in every tab the CRM
 * keeps: purchases with their goods lines, reviews of every second purchase, health records, one
 * bound card each (every 25th unbound), coupons, and a change of assistant each. Each
 * table is one set-based insert, derived from the row's number, so it is the same on every run.
 */
export async function insertMemberHistory(
  tx: Tx,
  ids: IdGenerator,
  members: IdBlock,
  from: HistorySources,
): Promise<void> {
  const count = members.count
  const member = (expr: SQL) => blockId(members, expr)
  const series = (block: IdBlock) => sql`generate_series(0::bigint, ${block.count - 1}::bigint) AS k`
  const minutesAgo = (expr: SQL) =>
    sql`(${from.anchor}::date + time '20:00' - (${expr}) * interval '1 minute')`

  const consumes = ids.reserve(count * PER_MEMBER.consume)
  const lines = ids.reserve(consumes.count * PER_MEMBER.lines)
  const goodsCount = from.goods.length
  if (goodsCount) {
    const goodsId = textArray(from.goods.map((g) => g.id))
    const goodsName = textArray(from.goods.map((g) => g.tradeName))
    const goodsPrice = textArray(from.goods.map((g) => g.retailPrice))
    // goods line j: the goods numbered g(j), q(j) of them; purchase k holds lines k*L … k*L+L-1
    const g = (j: SQL) => sql`(1 + ((${j}) * 13) % ${goodsCount})::int`
    const q = (j: SQL) => sql`(1 + (${j}) % 3)`
    const lineAmount = (j: SQL) => sql`(${goodsPrice})[${g(j)}]::numeric * ${q(j)}`
    const perConsume = Array.from({ length: PER_MEMBER.lines }, (_, l) => sql`k * ${PER_MEMBER.lines} + ${l}`)
    const total = sql.join(perConsume.map(lineAmount), sql` + `)
    const items = sql.join(perConsume.map(q), sql` + `)
    await tx.execute(sql`
      INSERT INTO crm_consume (id, member_id, consume_no, shop_id, consume_time, total_amount, discount_amount,
                               pay_amount, goods_count)
      SELECT ${blockId(consumes, sql`k`)}, ${member(sql`k / ${PER_MEMBER.consume}`)},
             'XS' || lpad(k::text, 10, '0'),
             ${from.shopIds.length ? sql`(${textArray(from.shopIds)})[1 + (k % ${from.shopIds.length})::int]::bigint` : sql`NULL`},
             ${minutesAgo(sql`(k * 7919) % 525600`)}, t.total, t.discount, t.total - t.discount, (${items})::int
        FROM ${series(consumes)},
             LATERAL (SELECT ${total} AS total, round((${total}) * 0.05 * (k % 3), 2) AS discount) t`)
    await tx.execute(sql`
      INSERT INTO crm_consume_goods (id, consume_id, member_id, line_no, goods_id, goods_name, quantity, price, amount)
      SELECT ${blockId(lines, sql`k`)}, ${blockId(consumes, sql`k / ${PER_MEMBER.lines}`)},
             ${member(sql`k / ${PER_MEMBER.lines * PER_MEMBER.consume}`)}, (k % ${PER_MEMBER.lines} + 1)::int,
             (${goodsId})[${g(sql`k`)}]::bigint, (${goodsName})[${g(sql`k`)}], ${q(sql`k`)},
             (${goodsPrice})[${g(sql`k`)}]::numeric, ${lineAmount(sql`k`)}
        FROM ${series(lines)}`)
  }

  const reviews = ids.reserve(Math.ceil(consumes.count / 2))
  await tx.execute(sql`
    INSERT INTO crm_evaluation (id, member_id, consume_id, score, content, evaluate_time)
    SELECT ${blockId(reviews, sql`k`)}, ${member(sql`(k * 2) / ${PER_MEMBER.consume}`)},
           ${goodsCount ? blockId(consumes, sql`k * 2`) : sql`NULL`},
           CASE WHEN k % 17 = 0 THEN 2 WHEN k % 5 = 0 THEN 3 ELSE 4 + (k % 2) END::int,
           (${textArray(EVALUATIONS)})[1 + (k % ${EVALUATIONS.length})::int],
           ${minutesAgo(sql`((k * 2 * 7919) % 525600) - 600`)}
      FROM ${series(reviews)}`)

  const health = ids.reserve(count * PER_MEMBER.health)
  await tx.execute(sql`
    INSERT INTO crm_health_record (id, member_id, item_name, item_value, unit, record_time)
    SELECT ${blockId(health, sql`k`)}, ${member(sql`k / ${PER_MEMBER.health}`)},
           (${textArray(HEALTH_ITEMS.map((h) => h[0]))})[i], split_part((${textArray(HEALTH_ITEMS.map((h) => h[2]))})[i], ',', 1 + (k % 5)::int),
           (${textArray(HEALTH_ITEMS.map((h) => h[1]))})[i], ${minutesAgo(sql`(k * 4001) % 525600`)}
      FROM ${series(health)}, LATERAL (SELECT (1 + (k / ${PER_MEMBER.health} + k) % ${HEALTH_ITEMS.length})::int AS i) p`)

  const cards = ids.reserve(count)
  await tx.execute(sql`
    INSERT INTO crm_bound_card (id, member_id, card_type, card_no, platform, bind_time, unbind_time, status)
    SELECT ${blockId(cards, sql`k`)}, ${member(sql`k`)}, (1 + k % 3)::text, 'C' || lpad((k * 7 + 100001)::text, 11, '0'),
           (${textArray(CARD_PLATFORMS)})[1 + (k % ${CARD_PLATFORMS.length})::int],
           ${minutesAgo(sql`(k * 6007) % 525600 + 1440`)},
           CASE WHEN k % 25 = 0 THEN ${minutesAgo(sql`(k * 6007) % 1440`)} END,
           CASE WHEN k % 25 = 0 THEN 0 ELSE 1 END
      FROM ${series(cards)}`)

  const coupons = ids.reserve(count * PER_MEMBER.coupons)
  await tx.execute(sql`
    INSERT INTO crm_coupon (id, member_id, coupon_name, face_value, threshold, receive_time, valid_to, use_time, status)
    SELECT ${blockId(coupons, sql`k`)}, ${member(sql`k / ${PER_MEMBER.coupons}`)},
           (${textArray(COUPONS.map((c) => c[0]))})[c], (${textArray(COUPONS.map((c) => c[1]))})[c]::numeric,
           (${textArray(COUPONS.map((c) => c[2]))})[c]::numeric, ${minutesAgo(sql`(k * 3001) % 525600`)},
           ${minutesAgo(sql`(k * 3001) % 525600 - 43200`)},
           CASE WHEN k % 3 = 0 THEN ${minutesAgo(sql`(k * 3001) % 525600 - 1440`)} END,
           CASE WHEN k % 3 = 0 THEN 1 WHEN k % 3 = 1 AND (k * 3001) % 525600 > 43200 THEN 2 ELSE 0 END
      FROM ${series(coupons)}, LATERAL (SELECT (1 + k % ${COUPONS.length})::int AS c) p`)

  const guides = from.guideIds.length
  if (guides > 1) {
    const changes = ids.reserve(count)
    const guide = (index: SQL) => sql`(${textArray(from.guideIds)})[1 + (${index})::int]`
    await tx.execute(sql`
      INSERT INTO crm_member_change (id, member_id, field_name, content_old, content_new, create_time, update_time)
      SELECT ${blockId(changes, sql`k`)}, ${member(sql`k`)}, 'guideId',
             ${guide(sql`(${demoGuideIndex(sql`k`, guides)} + 1) % ${guides}`)},
             ${guide(demoGuideIndex(sql`k`, guides))},
             ${minutesAgo(sql`(k * 9001) % 525600`)}, ${minutesAgo(sql`(k * 9001) % 525600`)}
        FROM ${series(changes)}`)
  }
}
