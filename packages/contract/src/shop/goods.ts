import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Flag, Paging, WXSHOP_BASE as BASE, tags } from './common'

/** A goods on sale in the shop: drawn from master data, with the shop's own price, stock and shelf. */
export const ShopGoods = Type.Object({
  id: Id,
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  /** 1 a prescription (Rx) goods: its orders wait for the pharmacist's review */
  rx: Flag,
  category: Type.String(),
  priceFen: Fen,
  /** the master data's retail price, for comparison */
  listFen: Fen,
  stock: Type.Integer({ minimum: 0 }),
  onShelf: Flag,
  sales: Type.Integer(),
})
export type ShopGoods = Static<typeof ShopGoods>

export const ShopGoodsInput = Type.Object(
  {
    id: Type.Optional(Id),
    goodsId: Id,
    category: Type.String({ minLength: 1, maxLength: 32 }),
    /** absent: the master data's retail price */
    priceFen: Type.Optional(Fen),
    stock: Type.Integer({ minimum: 0, maximum: 9_999_999 }),
    onShelf: Flag,
  },
  { additionalProperties: false },
)
export type ShopGoodsInput = Static<typeof ShopGoodsInput>

export const shopGoodsEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/goods/page`,
    summary: 'Goods on sale, by name or code, category and shelf',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      keyword: Type.Optional(Type.String({ maxLength: 64 })),
      category: Type.Optional(Type.String({ maxLength: 32 })),
      onShelf: Type.Optional(Flag),
    }),
    reply: PageOf(ShopGoods),
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: `${BASE}/goods/categories`,
    summary: 'The shop front’s categories in use',
    tags,
    query: Type.Object(LangParam),
    reply: Type.Array(Type.String()),
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods/submit`,
    summary: 'Puts a master-data goods on sale or changes it (no id: a new one)',
    tags,
    query: Type.Object(LangParam),
    body: ShopGoodsInput,
    reply: ShopGoods,
  }),
  shelf: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods/shelf`,
    summary: 'Puts goods on or off the shelf',
    tags,
    query: Type.Object({ ...LangParam, ids: IdList, onShelf: Flag }),
    reply: Type.Boolean(),
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods/remove`,
    summary: 'Takes goods out of the shop (master data is kept)',
    tags,
    query: Type.Object({ ...LangParam, ids: IdList }),
    reply: Type.Boolean(),
  }),
}
