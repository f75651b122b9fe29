import type { Dayjs } from 'dayjs'
import type { TrialInput, TrialLine } from '@store/contract'
import { toFen, type GoodsRecord } from '../../components/goods-picker'
import { DATE_TIME } from '../activity/form-values'

/** A cart line as the screen keeps it: the trial's line and the goods' name. */
export interface CartLine extends TrialLine {
  name: string
}

/** Adds one unit of the goods: a new line, or one more on its line. */
export function addGoods(lines: CartLine[], g: GoodsRecord): CartLine[] {
  if (lines.some((l) => l.goodsId === g.id))
    return lines.map((l) => (l.goodsId === g.id ? { ...l, quantity: l.quantity + 1 } : l))
  return [
    ...lines,
    {
      goodsId: g.id,
      name: `${g.goodsCode} ${g.tradeName}`,
      quantity: 1,
      unitPriceFen: toFen(g.retailPrice),
      classId: g.classId ?? null,
      brandId: g.brandId ?? null,
    },
  ]
}

/** Who buys where and when, as the trial's form holds it; empty fields are left out. */
export interface TrialContext {
  scene?: string
  channel?: string
  shopId?: string
  time?: Dayjs | null
  memberId?: string
  couponIds?: string[]
  codes?: string[]
}

/**
 * The cart and the form as the trial call's body. Prices are not sent: the server asks the price centre for
 * this shop, channel, time and the member's grade, and reads the member's grade and tags itself.
 */
export function trialInput(lines: CartLine[], c: TrialContext): TrialInput {
  const memberId = c.memberId?.trim()
  return {
    lines: lines.map(({ name: _name, unitPriceFen: _retail, ...line }) => line),
    member: memberId ? { id: memberId } : null,
    shopId: c.shopId || null,
    channel: c.channel || null,
    scene: c.scene || null,
    time: c.time ? c.time.format(DATE_TIME) : undefined,
    couponIds: memberId ? c.couponIds : undefined,
    codes: c.codes?.map((code) => code.trim()).filter(Boolean),
  }
}
