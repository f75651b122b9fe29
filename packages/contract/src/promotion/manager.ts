import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { PROM_MANAGER_BASE, promWayResource } from './resources'

const tags = ['promotion-config']

/**
 * The superposition matrix (spec §2 "superposition"): the pairs of promotion types whose activities
 * may apply to one order together; a pair not listed does not combine.
 */
export const SuperpositionPairs = Type.Array(
  Type.Tuple([Type.Integer(), Type.Integer()], { description: 'two promotion types, 1 to 4' }),
  { maxItems: 16 },
)
export type SuperpositionPairs = Static<typeof SuperpositionPairs>

const configItem = <K extends string, V extends ReturnType<typeof Type.Boolean> | typeof SuperpositionPairs>(
  key: K,
  value: V,
) => Type.Object({ configKey: Type.Literal(key), configValue: value }, { additionalProperties: false })

/** One setting of the tenant's promotions: the superposition matrix, or whether coupons stack with activities. */
export const PromConfigItem = Type.Union([
  configItem('superposition', SuperpositionPairs),
  configItem('couponStacksWithActivities', Type.Boolean()),
])
export type PromConfigItem = Static<typeof PromConfigItem>

/** spec §3 "Promotion way", as the shell keeps it in the session (`promotionWays`). */
export const PromotionWay = Type.Object(
  { id: Id, promWay: Type.String(), promType: Type.Integer(), promScene: Type.String() },
  { additionalProperties: false },
)
export type PromotionWay = Static<typeof PromotionWay>

/** spec §7 `config/list`, `config/update`, and the promotion ways the shell loads at start. */
export const promManagerEndpoints = {
  configList: defineEndpoint({
    method: 'GET',
    path: `${PROM_MANAGER_BASE}/config/list`,
    tags,
    summary: 'The tenant’s promotion settings, each key with its value (defaults where never saved)',
    reply: Type.Array(PromConfigItem),
  }),
  configUpdate: defineEndpoint({
    method: 'POST',
    path: `${PROM_MANAGER_BASE}/config/update`,
    tags,
    summary: 'Save one promotion setting',
    query: null,
    body: PromConfigItem,
    reply: PromConfigItem,
  }),
  waySession: defineEndpoint({
    method: 'GET',
    path: `${promWayResource.basePath}/session`,
    tags: [promWayResource.name],
    summary: 'The enabled promotion ways, loaded into the session at start (`promotionWays`)',
    reply: Type.Array(PromotionWay),
  }),
}
