import type { FastifyInstance } from 'fastify'
import { luckyDrawEndpoints as ep, type LuckyDrawInput } from '@store/contract'
import { formatDateTime } from '../../core/time'
import { couponCalls } from '../promotion/test-kit'
import { auth } from '../../test/app'
import { memberIds } from '../insider/test-kit'
import { earnPoints, memberBalance } from '../ledger'
import { activityGoodsOnShelf } from '../shop'
import type { EngageContext } from './context'

const ZONE = 'Asia/Shanghai'
const HOUR = 3_600_000

/** A `yyyy-MM-dd HH:mm:ss` in the demo tenants' zone, `hours` from now. */
export const inHours = (hours: number) => formatDateTime(new Date(Date.now() + hours * HOUR), ZONE)

/** A running activity's input: one hour ago to a day ahead, with the given pool and limits. */
export const runningDraw = (more: Partial<LuckyDrawInput> = {}): LuckyDrawInput => ({
  name: `测试抽奖 ${Date.now().toString(36)}`,
  startTime: inHours(-1),
  endTime: inHours(24),
  costPoints: 0,
  dailyLimit: 5,
  totalLimit: 50,
  prizes: [
    { name: '100 积分', kind: 'points', points: 100, stock: 10, probabilityPpm: 500_000 },
    { name: '谢谢参与', kind: 'none', probabilityPpm: 500_000 },
  ],
  ...more,
})

/** Calls of the lucky draw's tests: JSON in, the envelope out. */
export function drawCalls(app: FastifyInstance, token: string) {
  const post = async (url: string, payload?: object) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string) => (await app.inject({ url, headers: auth(token) })).json()
  return {
    get,
    post,
    submit: (input: LuckyDrawInput) => post(ep.submit.path, input),
    stop: (id: string) => post(`${ep.stop.path}?id=${id}`),
    draw: (drawId: string, memberId: string) => post(ep.frontDraw.path, { drawId, memberId }),
    claim: (recordId: string, memberId: string) => post(ep.frontClaim.path, { recordId, memberId }),
    /** a new enabled coupon template of the promotions (through their screen's call): its id */
    couponTemplate: (totalQuantity: number, perMemberLimit: number) =>
      couponCalls(app, token).template(totalQuantity, perMemberLimit, '抽奖券'),
    stats: (id: string) => get(`${ep.stats.path}?id=${id}`),
    records: (drawId: string, more = '') => get(`${ep.records.path}?drawId=${drawId}&size=100${more}`),
  }
}

/** Runs `fn` in one transaction of the tenant as the system, the way a request's handler does. */
export function engageRun<T>(app: FastifyInstance, tenantId: string, fn: (c: EngageContext) => Promise<T>) {
  return app.db.withTenant({ tenantId }, (tx) =>
    fn({ tx, ids: app.ids, tenantId, userId: null, timeZone: ZONE, locale: 'zh_CN' }),
  )
}

/** `n` live members of the tenant, skipping the first `skip`, each given `points`. */
export async function membersWithPoints(
  app: FastifyInstance,
  tenantId: string,
  skip: number,
  n: number,
  points: number,
): Promise<string[]> {
  const ids = await memberIds(app, tenantId, skip, n)
  if (points > 0)
    await engageRun(app, tenantId, async (c) => {
      const ledger = { ids: c.ids, userId: null, at: new Date() }
      for (const id of ids)
        await earnPoints(c.tx, ledger, {
          memberId: id,
          eventKey: `test-draw-points:${id}:${Date.now()}`,
          points,
          frozenUntil: null,
          expiresAt: null,
        })
    })
  return ids
}

export const pointsOf = (app: FastifyInstance, tenantId: string, memberId: string) =>
  engageRun(app, tenantId, async (c) => (await memberBalance(c.tx, memberId)).points)

/** The first goods on the shop's shelf (through the shop's port). */
export const shelfGoods = async (app: FastifyInstance, tenantId: string) =>
  (await engageRun(app, tenantId, (c) => activityGoodsOnShelf(c.tx, 1)))[0]!
