import { Type, type Static, type TSchema } from 'typebox'

/** The `R` envelope of contract.md: every JSON response but the OAuth token endpoint. */
export interface R<T> {
  code: number
  success: boolean
  data: T
  msg: string
}

export interface Page<T> {
  records: T[]
  total: number
  size: number
  current: number
  pages: number
  /** True when `total` is the planner's estimate (more rows matched than are counted exactly). */
  totalEstimated?: boolean
  /** Opaque cursor for the next page when paging by keyset. */
  nextCursor?: string | null
}

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer(),
    success: Type.Boolean(),
    data,
    msg: Type.String(),
  })

/**
 * Why a 401 ended the session, for clients to act on without reading `msg` (which is localised):
 * `forced_offline` is spec §8's forced offline (the same word as the realtime `downline` reason).
 */
export const FORCED_OFFLINE = 'forced_offline'
export type RefusalReason = typeof FORCED_OFFLINE

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  success: Type.Literal(false),
  data: Type.Null(),
  msg: Type.String(),
  reason: Type.Optional(
    Type.Literal(FORCED_OFFLINE, { description: 'a 401 of a session forced offline (spec §8)' }),
  ),
  requestId: Type.Optional(Type.String()),
})
export type ErrorEnvelope = Static<typeof ErrorEnvelope>

export const PageOf = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
    totalEstimated: Type.Optional(Type.Boolean()),
    nextCursor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  })

/** 64-bit ids travel as strings (contract.md). */
/** Up to 8999999999999999999: always inside PostgreSQL's bigint, and 68 years of time-ordered ids. */
export const ID = '(0|[1-9][0-9]{0,17}|[1-8][0-9]{18})'
export const Id = Type.String({ pattern: `^${ID}$`, description: '64-bit id as a decimal string' })
export const IdList = Type.String({
  pattern: `^${ID}(,${ID}){0,999}$`,
  description: 'comma-separated ids (at most 1000)',
})
export const TenantId = Type.String({ pattern: '^[0-9A-Za-z]{1,12}$' })
