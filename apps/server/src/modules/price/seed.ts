import {
  DEFAULT_TAG_LAYOUT,
  DEFAULT_TAG_SIZE,
  PRICE_CHANGE_PROCESS,
  PRICE_CODES,
  WORKFLOW_USER_CODES,
  type DesignerModel,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { DemoSeeded } from '../../core/module'
import { seedRoles } from '../access'
import { assignRoles, userByAccount } from '../user'
import { completeTask, deploy, pendingTasks, withdraw } from '../workflow'
import { applyOrder } from './apply'
import { checkAllLists } from './anomalies'
import { saveOrder, submitOrder, type OrderContext } from './orders'
import { priceGuard, priceList, priceListItem, priceStrategy, priceTagTemplate } from './schema'

/** The demo approval of price changes: one step, anyone with the price approver role. */
export const PRICE_CHANGE_DEFINITION = {
  processKey: PRICE_CHANGE_PROCESS,
  name: '调价审批',
  category: 'price',
  designer: {
    nodes: [
      {
        id: 'priceApprove',
        type: 'approver',
        name: '价格审核',
        assign: { type: 'role', values: ['price_approver'] },
        method: 'any',
        nobody: 'admin',
        dueHours: 24,
      },
    ],
  } satisfies DesignerModel,
}

/** The demo price lists' codes (tests look them up). */
export const DEMO_LISTS = { retail: 'RETAIL', online: 'ONLINE', shops: 'SHOPS-A', floor: 'FLOOR' } as const

const yuanToFen = (yuan: string) => Math.round(Number(yuan) * 100)
const DAY = 86_400_000
/** `yyyy-MM-dd HH:mm:ss` of an instant in UTC (the seed saves its orders' times in UTC). */
const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ')

interface SeedContext {
  tx: Tx
  ids: IdGenerator
  tenantId: string
}

async function seedLists({ tx, ids }: SeedContext, goods: DemoSeeded['goods'], shops: string[]) {
  const list = (code: string, name: string, scope: string, priority: number, extra = {}) => ({
    id: ids.next(),
    code,
    name,
    scope,
    priority,
    ...extra,
  })
  const lists = [
    list(DEMO_LISTS.retail, '全国零售价', 'retail', 10, {
      minMarginBp: 1000,
      maxMarginBp: 7000,
      maxDeviationBp: 3000,
    }),
    list(DEMO_LISTS.online, '线上商城价', 'channel', 20, { scopeValue: 'online' }),
    list(DEMO_LISTS.shops, '直营门店价', 'shop_group', 30, { shopIds: shops.slice(0, 2).join(',') || null }),
    list(DEMO_LISTS.floor, '促销底价', 'promotion_floor', 10),
  ]
  await tx.insert(priceList).values(lists)
  const [retail, online, shopGroup, floor] = lists.map((l) => l.id)
  const some = goods.slice(0, 12)
  await tx.insert(priceListItem).values([
    ...some.map((g) => ({
      id: ids.next(),
      listId: retail!,
      goodsId: g.id,
      priceFen: yuanToFen(g.retailPrice),
    })),
    ...some.slice(0, 6).map((g) => ({
      id: ids.next(),
      listId: online!,
      goodsId: g.id,
      mode: 'formula',
      baseListId: retail!,
      discountBp: 9500,
      surchargeFen: 0,
      rounding: 'x9',
    })),
    ...some.slice(0, 3).map((g) => ({
      id: ids.next(),
      listId: shopGroup!,
      goodsId: g.id,
      priceFen: yuanToFen(g.retailPrice) - 50,
    })),
    ...some.map((g) => ({
      id: ids.next(),
      listId: floor!,
      goodsId: g.id,
      priceFen: Math.round(yuanToFen(g.retailPrice) * 0.75),
    })),
  ])
  await tx.insert(priceGuard).values(
    some.map((g) => ({
      id: ids.next(),
      goodsId: g.id,
      costFen: Math.round(yuanToFen(g.retailPrice) * 0.6),
      minPriceFen: Math.round(yuanToFen(g.retailPrice) * 0.7),
      referenceFen: yuanToFen(g.retailPrice),
    })),
  )
  await tx.insert(priceStrategy).values({
    id: ids.next(),
    code: 'COST-PLUS-35',
    name: '成本加成35%',
    kind: 'cost_plus',
    valueBp: 3500,
    rounding: 'x8',
    minMarginBp: 1500,
    maxMarginBp: 6000,
  })
  await tx.insert(priceTagTemplate).values({
    id: ids.next(),
    name: '标准货架签',
    ...DEFAULT_TAG_SIZE,
    layout: JSON.stringify(DEFAULT_TAG_LAYOUT),
  })
  return { retail: retail!, some }
}

/**
 * A demo order decided by the approver: the workflow's end handler (registered with the routes,
 * before the seeding) moves it on, as a real approval would.
 */
async function decide(c: OrderContext, id: string, pass: boolean): Promise<void> {
  const instanceId = await submitOrder(c, id)
  const [task] = await pendingTasks(c, instanceId)
  await completeTask(c, task!.assigneeId, { taskId: task!.id, pass, comment: pass ? '同意' : '降价幅度过大' })
}

/**
 * A demo chain's price centre: the approval process and its approver role (the store manager), four
 * lists, guards, a strategy, a tag template, change orders in every state (the applied one leaves a
 * tag print job) and the anomalies they raise.
 */
export async function seedPrice(s: SeedContext, seeded: DemoSeeded): Promise<void> {
  if (seeded.goods.length === 0) return
  const { tx, ids, tenantId } = s
  const admin = (await userByAccount(tx, 'admin'))!
  const approver = (await userByAccount(tx, 'manager')) ?? admin
  const roles = await seedRoles(tx, ids, [
    { alias: 'price_approver', name: '价格审核员', codes: [PRICE_CODES.orderView, ...WORKFLOW_USER_CODES] },
  ])
  await assignRoles(tx, approver.id, [roles.get('price_approver')!])
  await deploy({ tx, ids, tenantId }, admin.id, PRICE_CHANGE_DEFINITION)
  const { retail, some } = await seedLists(s, seeded.goods, seeded.basicdata.shops)

  const c: OrderContext = { tx, ids, tenantId, timeZone: 'UTC', userId: admin.id, locale: 'zh_CN' }
  const now = Date.now()
  const order = (title: string, days: number, goods: typeof some, ratio: number) =>
    saveOrder(c, {
      title,
      listId: retail,
      effectiveAt: utc(new Date(now + days * DAY)),
      lines: goods.map((g) => ({ goodsId: g.id, newPriceFen: Math.round(yuanToFen(g.retailPrice) * ratio) })),
    })
  await order('新品定价草稿', 7, some.slice(0, 2), 1.05)
  await submitOrder(c, await order('季度调价', 3, some.slice(2, 4), 0.98))
  await decide(c, await order('会员日调价', 14, some.slice(4, 6), 0.95), true)
  // due already: applied now (its queued job then finds nothing left to do)
  const due = await order('清仓降价', -1, some.slice(6, 8), 0.9)
  await decide(c, due, true)
  await applyOrder(tx, ids, tenantId, due)
  await decide(c, await order('大幅降价', 5, some.slice(8, 10), 0.5), false)
  await withdraw(c, admin.id, await submitOrder(c, await order('错误调价', 5, some.slice(10, 12), 1.2)))
  await checkAllLists(tx, ids)
}
