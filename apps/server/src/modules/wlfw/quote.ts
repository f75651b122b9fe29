import { and, eq, inArray } from 'drizzle-orm'
import { WLFW_TIME_ZONE, type ServiceLevel, type WlfwPickupOption, type WlfwRateInput } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { formatDateTime } from '../../core/time'
import { quoteRate, type AreaRule, type LocalMoment, type RateResult } from './rate'
import { wlfwArea, wlfwPickupPoint, wlfwServiceLevel } from './schema'

const list = (joined: string | null) => (joined ?? '').split(',').filter(Boolean)

/** The moment `at` on the clocks of the areas' time zone. */
export function localMoment(at: Date): LocalMoment {
  const text = formatDateTime(at, WLFW_TIME_ZONE)
  return { date: text.slice(0, 10), minutes: Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)) }
}

/** The tenant's enabled areas with their enabled service levels, as the calculator reads them. */
async function areaRules(tx: Tx): Promise<AreaRule[]> {
  const areas = await tx
    .select()
    .from(wlfwArea)
    .where(and(eq(wlfwArea.isDeleted, 0), eq(wlfwArea.status, 1)))
  const levels = areas.length
    ? await tx
        .select()
        .from(wlfwServiceLevel)
        .where(
          and(
            inArray(
              wlfwServiceLevel.areaId,
              areas.map((a) => a.id),
            ),
            eq(wlfwServiceLevel.isDeleted, 0),
            eq(wlfwServiceLevel.status, 1),
          ),
        )
    : []
  return areas.map((a) => ({
    id: a.id,
    code: a.code,
    name: a.name,
    prefixes: list(a.regionPrefixes),
    baseFee: a.baseFee,
    perKgFee: a.perKgFee,
    freeThreshold: a.freeThreshold,
    levels: levels
      .filter((l) => l.areaId === a.id)
      .map((l) => ({
        level: l.level as ServiceLevel,
        surcharge: l.surcharge,
        cutoff: l.cutoff,
        weekdays: list(l.weekdays).map(Number),
      })),
  }))
}

async function pickupPointsOf(tx: Tx, areaId: string): Promise<WlfwPickupOption[]> {
  return tx
    .select({
      id: wlfwPickupPoint.id,
      code: wlfwPickupPoint.code,
      name: wlfwPickupPoint.name,
      address: wlfwPickupPoint.address,
      shopId: wlfwPickupPoint.shopId,
      openingHours: wlfwPickupPoint.openingHours,
    })
    .from(wlfwPickupPoint)
    .where(
      and(
        eq(wlfwPickupPoint.areaId, areaId),
        eq(wlfwPickupPoint.isDeleted, 0),
        eq(wlfwPickupPoint.status, 1),
      ),
    )
    .orderBy(wlfwPickupPoint.code)
}

export type DeliveryQuote =
  | Extract<RateResult, { refused: string }>
  | {
      area: { id: string; code: string; name: string }
      matchedPrefix: string
      services: Extract<RateResult, { services: unknown }>['services']
      pickupPoints: WlfwPickupOption[]
    }

/**
 * What delivering an order to a destination costs and when it arrives, in the transaction's tenant:
 * the shop's checkout calls it (exported from the module's index), the rate route answers with it.
 */
export async function quoteDelivery(tx: Tx, input: WlfwRateInput, now = new Date()): Promise<DeliveryQuote> {
  const at = localMoment(input.orderedAt ? new Date(input.orderedAt) : now)
  const result = quoteRate(await areaRules(tx), { ...input, at })
  if ('refused' in result) return result
  const { id, code, name } = result.area
  return {
    area: { id, code, name },
    matchedPrefix: result.matchedPrefix,
    services: result.services,
    pickupPoints: await pickupPointsOf(tx, id),
  }
}
