import { DRAW_PPM, type DrawPrize, type DrawPrizeInput, type DrawPrizeKind } from '@store/contract'

/** A prize row of the form: its chance in percent (4 decimals: whole parts per million). */
export interface PrizeRow {
  id?: string
  name: string
  kind: DrawPrizeKind
  points?: number | null
  couponTemplateId?: string | null
  shopGoodsId?: string | null
  stock?: number | null
  percent: number
}

const PER_PERCENT = DRAW_PPM / 100

export const toRow = (p: DrawPrize): PrizeRow => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  points: p.points,
  couponTemplateId: p.couponTemplateId,
  shopGoodsId: p.shopGoodsId,
  stock: p.stock,
  percent: p.probabilityPpm / PER_PERCENT,
})

export const toInput = (r: PrizeRow): DrawPrizeInput => ({
  ...(r.id ? { id: r.id } : {}),
  name: r.name.trim(),
  kind: r.kind,
  ...(r.kind === 'points' && r.points ? { points: r.points } : {}),
  ...(r.kind === 'coupon' && r.couponTemplateId ? { couponTemplateId: r.couponTemplateId } : {}),
  ...(r.kind === 'goods' && r.shopGoodsId ? { shopGoodsId: r.shopGoodsId } : {}),
  ...(r.kind !== 'none' ? { stock: r.stock ?? 0 } : {}),
  probabilityPpm: Math.round((r.percent ?? 0) * PER_PERCENT),
})

/** The pool's chances added up, in percent, as the server will count them (whole parts per million). */
export const percentSum = (rows: readonly Partial<PrizeRow>[]) =>
  rows.reduce((s, r) => s + Math.round((r?.percent ?? 0) * PER_PERCENT), 0) / PER_PERCENT
