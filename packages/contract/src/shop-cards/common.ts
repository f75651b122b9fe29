import { Type } from 'typebox'
import { Id } from '../envelope'
import { LangParam } from '../resource'
import { WXSHOP_BASE } from '../shop/common'

/** The cards tools' calls: staff screens under `marketing/`, the shop front's under `front/marketing/`. */
export const CARDS_BASE = `${WXSHOP_BASE}/marketing`
export const FRONT_BASE = `${WXSHOP_BASE}/front/marketing`
export const tags = ['shop-marketing']

/** `yyyy-MM-dd HH:mm:ss` in the tenant's time zone (contract.md). */
export const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
export const Name = Type.String({ minLength: 1, maxLength: 64 })
export const Lang = Type.Object(LangParam)
export const ById = Type.Object({ ...LangParam, id: Id })
export const Schedule = { startTime: DateTime, endTime: DateTime }
export const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])
