import { Type } from 'typebox'
import { PAGING } from '../constants'

/** The shop's calls live under the spec's `{product}-wxshop` service (spec §7 "Shop and WeChat"). */
export const WXSHOP_BASE = '/api/store-wxshop'
export const tags = ['shop']

export const Fen = Type.Integer({ minimum: 0, maximum: 99_999_999, description: 'money in fen' })
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])
export const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
}
/** One of a list of strings (typed as that union). */
export const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
