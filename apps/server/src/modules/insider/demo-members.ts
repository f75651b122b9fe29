import { asc, count as count_, eq, like, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { blockId, textArray } from '../../core/db/bulk'
import { demoGuideIndex } from '../crm'
import type { IdBlock, IdGenerator } from '../../core/ids'
import { insiderBrand, insiderGrade, insiderMember } from './schema'

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '文',
  '华',
  '红',
  '玉兰',
  '志强',
  '晓燕',
  '子涵',
  '雨桐',
  '浩然',
  '欣怡',
  '梓轩',
  '一诺',
  '思远',
  '佳怡',
  '宇航',
  '若曦',
]
const REMARKS = ['偏好中成药', '慢病会员，每月复购', '需电话回访', '对青霉素过敏', '喜欢线上下单']

/** The day the demo's registrations and history lead up to. */
export const DEMO_ANCHOR = '2026-11-01'

/** The grades every demo brand has: growth thresholds, discount (%), points multiple, benefits. */
export const DEMO_GRADES: [
  name: string,
  growthMin: number,
  discount: number,
  points: number,
  benefits: string,
][] = [
  ['普通会员', 0, 100, 1, '会员价购物、积分累计'],
  ['银卡会员', 500, 98, 1, '会员价、生日双倍积分'],
  ['金卡会员', 2000, 95, 2, '95折、双倍积分、免费健康检测'],
  ['钻石会员', 8000, 90, 3, '9折、三倍积分、专属药师服务'],
]

/** A demo member's grade (its index in DEMO_GRADES) by its number: most are ordinary, 1 in 20 diamond. */
const demoTier = (n: SQL) =>
  sql`(CASE WHEN ${n} % 20 = 0 THEN 3 WHEN ${n} % 20 < 3 THEN 2 WHEN ${n} % 20 < 7 THEN 1 ELSE 0 END)`

/** The growth value the grade of the demo member numbered `n` starts at: the demo gives it that much. */
export const demoGrowthFloor = (n: SQL) =>
  sql`(${sql.raw(`ARRAY[${DEMO_GRADES.map(([, growthMin]) => growthMin).join(',')}]`)})[1 + ${demoTier(n)}]`

/** The grades of each brand, in threshold order (`gradeIds[b * DEMO_GRADES.length + tier]`). */
export async function seedGrades(tx: Tx, ids: IdGenerator, brandIds: string[]): Promise<string[]> {
  const rows = brandIds.flatMap((brandId) =>
    DEMO_GRADES.map(([gradeName, growthMin, discount, pointsMultiple, benefits]) => ({
      id: ids.next(),
      brandId,
      gradeName,
      growthMin,
      discount,
      pointsMultiple,
      benefits,
    })),
  )
  if (rows.length) await tx.insert(insiderGrade).values(rows)
  return rows.map((r) => r.id)
}

/** What demo members are spread over: the tenant's brands, their grades, shops, assistants and tags. */
export interface MemberSpread {
  brandIds: string[]
  gradeIds: string[]
  shopIds: string[]
  guideIds: string[]
  tagIds: string[]
  /** card numbers are this prefix and the member's number */
  cardPrefix: string
  /** registration dates fall in the four years before this day (yyyy-MM-dd) */
  anchor: string
  /** the first member's number (default 0): later fills of a tenant start after earlier ones */
  firstNumber?: number
}

/**
 * `block.count` members of the transaction's tenant in one set-based insert, all derived from their
 * number n (firstNumber + i, i from 0), so the same call yields the same members: the i-th one's id
 * is `blockId(block, i)`. Names spread over common surnames (a name-prefix search finds about 1 in
 * 50); phones are unique among numbers below 1,000,000,000, card numbers below 100,000,000.
 */
export async function insertDemoMembers(tx: Tx, block: IdBlock, spread: MemberSpread): Promise<void> {
  const n = sql`n`
  const first = spread.firstNumber ?? 0
  const brands = spread.brandIds.length
  const tier = demoTier(n)
  const pick = (ids: string[], index: SQL) =>
    ids.length ? sql`(${textArray(ids)})[1 + (${index})::int]::bigint` : sql`NULL::bigint`
  const tags = spread.tagIds
  await tx.execute(sql`
    INSERT INTO insider_member (id, card_no, name, phone, sex, birthday, brand_id, grade_id, shop_id, guide_id,
                                register_date, status, remarks, tags, create_time, update_time)
    SELECT ${blockId(block, sql`n - ${first}`)},
           ${spread.cardPrefix} || lpad((n + 1)::text, 8, '0'),
           substr(${SURNAMES}, 1 + (n % ${SURNAMES.length})::int, 1)
             || (${textArray(GIVEN)})[1 + ((n / ${SURNAMES.length}) % ${GIVEN.length})::int],
           '1' || (3 + n % 7)::text || lpad(((n * 7919 + 12345) % 1000000000)::text, 9, '0'),
           CASE WHEN n % 13 = 0 THEN '3' WHEN n % 2 = 0 THEN '1' ELSE '2' END,
           date '1950-01-01' + ((n * 37) % 20000)::int,
           ${pick(spread.brandIds, sql`n % ${brands}`)},
           ${pick(spread.gradeIds, sql`(n % ${brands}) * ${DEMO_GRADES.length} + ${tier}`)},
           ${pick(spread.shopIds, sql`n % ${Math.max(1, spread.shopIds.length)}`)},
           ${pick(spread.guideIds, demoGuideIndex(n, Math.max(1, spread.guideIds.length)))},
           ${spread.anchor}::date - ((n * 13) % 1460)::int,
           CASE WHEN n % 97 = 96 THEN 0 ELSE 1 END,
           CASE WHEN n % 10 = 0 THEN (${textArray(REMARKS)})[1 + ((n / 10) % ${REMARKS.length})::int] END,
           ${
             tags.length
               ? sql`CASE n % 4
                  WHEN 0 THEN array_to_string(ARRAY[(${textArray(tags)})[1 + (n % ${tags.length})::int],
                                                    (${textArray(tags)})[1 + ((n + 1) % ${tags.length})::int]], ',')
                  WHEN 1 THEN (${textArray(tags)})[1 + ((n / 4) % ${tags.length})::int] END`
               : sql`NULL`
           },
           ${spread.anchor}::date - ((n * 13) % 1460)::int + time '09:00',
           ${spread.anchor}::date - ((n * 13) % 1460)::int + time '09:00'
      FROM generate_series(${first}::bigint, ${first + block.count - 1}::bigint) AS n`)
}

/** Bench members are numbered from here on, above any demo member, so phones and cards never clash. */
const BENCH_FIRST_NUMBER = 10_000_000

/**
 * `pnpm bench:data`: `count` more members of the transaction's tenant (card numbers `BM…`), numbered
 * after those of earlier fills, over its brands and their grades; a tenant without a brand gets one,
 * and a brand without grades the demo grades.
 */
export async function fillBenchMembers(tx: Tx, ids: IdGenerator, count: number): Promise<void> {
  const brandIds = (
    await tx
      .select({ id: insiderBrand.id })
      .from(insiderBrand)
      .orderBy(asc(insiderBrand.sort), asc(insiderBrand.id))
  ).map((b) => b.id)
  if (!brandIds.length) {
    brandIds.push(ids.next())
    await tx.insert(insiderBrand).values({ id: brandIds[0]!, brandName: '压测会员', sort: 1 })
  }
  const grades = await tx
    .select({ id: insiderGrade.id, brandId: insiderGrade.brandId })
    .from(insiderGrade)
    .where(eq(insiderGrade.isDeleted, 0))
    .orderBy(asc(insiderGrade.growthMin))
  const gradeIds = grades.length
    ? brandIds.flatMap((b) => grades.filter((g) => g.brandId === b).map((g) => g.id))
    : await seedGrades(tx, ids, brandIds)
  const [earlier] = await tx
    .select({ n: count_() })
    .from(insiderMember)
    .where(like(insiderMember.cardNo, 'BM%'))
  await insertDemoMembers(tx, ids.reserve(count), {
    brandIds,
    gradeIds: gradeIds.length === brandIds.length * DEMO_GRADES.length ? gradeIds : [],
    shopIds: [],
    guideIds: [],
    tagIds: [],
    cardPrefix: 'BM',
    anchor: DEMO_ANCHOR,
    firstNumber: BENCH_FIRST_NUMBER + Number(earlier?.n ?? 0),
  })
}
