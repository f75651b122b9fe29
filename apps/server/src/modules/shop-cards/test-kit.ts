import type { FastifyInstance } from 'fastify'
import { DEFAULT_LOCALE, giftCardEndpoints as cards } from '@store/contract'
import { auth } from '../../test/app'
import type { CardsContext } from './context'

/** Calls of the cards tools' tests: JSON in, the envelope out. */
export function cardsCalls(app: FastifyInstance, token: string) {
  const post = async (url: string, payload?: object) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string) => (await app.inject({ url, headers: auth(token) })).json()
  return { post, get }
}

/** Runs `fn` in a transaction of the tenant as the system (direct service calls of the load tests). */
export const asSystem = <T>(app: FastifyInstance, tenantId: string, fn: (c: CardsContext) => Promise<T>) =>
  app.db.withTenant({ tenantId }, (tx) =>
    fn({ tx, ids: app.ids, tenantId, userId: null, timeZone: 'Asia/Shanghai', locale: DEFAULT_LOCALE }),
  )

/** A member id of the tests' own (ids need not be demo members: the shop front names the member). */
export const memberOf = (run: string, n: number) =>
  `${9_000_000_000_000 + (parseInt(run, 36) % 1_000_000) * 100 + n}`

/** A schedule around now, tenant-local (`Asia/Shanghai`). */
export const openSchedule = () => {
  const fmt = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)
  return { startTime: fmt(Date.now() - 86_400_000), endTime: fmt(Date.now() + 30 * 86_400_000) }
}

/** A gift card of `faceFen` sold and activated for `memberId` (a card type of its own, open now). */
export async function activeCard(
  call: ReturnType<typeof cardsCalls>,
  run: string,
  faceFen: number,
  memberId: string,
  validDays = 30,
) {
  const type = await call.post(cards.typeSubmit.path, {
    name: `卡${run}`,
    faceFen,
    validDays,
    ...openSchedule(),
  })
  const [sold] = (await call.post(cards.sell.path, { typeId: type.data.id, quantity: 1 })).data
  const card = await call.post(cards.frontActivate.path, { cardNo: sold.cardNo, memberId })
  expect(card).toMatchObject({ code: 200, data: { status: 'active', balanceFen: faceFen, memberId } })
  return card.data as { id: string; cardNo: string; typeId: string }
}
