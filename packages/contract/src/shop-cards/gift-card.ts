import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Paging, lit } from '../shop/common'
import { ById, CARDS_BASE, FRONT_BASE, Lang, Name, Nullable, Schedule, tags } from './common'
import { GIFT_CARD_ENTRY_KINDS, GIFT_CARD_STATUSES, SALE_STATUSES } from './constants'

const BASE = `${CARDS_BASE}/gift-card`
const Amount = Type.Integer({ minimum: 1, maximum: 99_999_999, description: 'money in fen' })
const CardNo = Type.String({ minLength: 1, maxLength: 32 })

export const GiftCardType = Type.Object({
  id: Id,
  name: Type.String(),
  faceFen: Fen,
  /** days a card stays valid from its activation */
  validDays: Type.Integer(),
  /** when the type is on sale */
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(SALE_STATUSES),
  sold: Type.Integer(),
  createTime: Type.String(),
})
export type GiftCardType = Static<typeof GiftCardType>

export const GiftCardTypeInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Name,
    faceFen: Amount,
    validDays: Type.Integer({ minimum: 1, maximum: 3650 }),
    ...Schedule,
  },
  { additionalProperties: false },
)
export type GiftCardTypeInput = Static<typeof GiftCardTypeInput>

export const GiftCard = Type.Object({
  id: Id,
  cardNo: Type.String(),
  typeId: Id,
  typeName: Type.String(),
  memberId: Type.Union([Id, Type.Null()]),
  status: lit(GIFT_CARD_STATUSES),
  faceFen: Fen,
  balanceFen: Fen,
  activateTime: Nullable(Type.String()),
  expireTime: Nullable(Type.String()),
  createTime: Type.String(),
})
export type GiftCard = Static<typeof GiftCard>

export const GiftCardEntry = Type.Object({
  id: Id,
  cardId: Id,
  cardNo: Type.String(),
  kind: lit(GIFT_CARD_ENTRY_KINDS),
  /** signed: + into the card, − out of it */
  amountFen: Type.Integer(),
  balanceFen: Fen,
  orderId: Type.Union([Id, Type.Null()]),
  memberId: Type.Union([Id, Type.Null()]),
  createTime: Type.String(),
})
export type GiftCardEntry = Static<typeof GiftCardEntry>

export const GiftCardStats = Type.Object({
  sold: Type.Integer(),
  active: Type.Integer(),
  /** fen loaded onto cards, paid with them, and held on them now */
  loadedFen: Type.Integer(),
  paidFen: Type.Integer(),
  balanceFen: Type.Integer(),
})
export type GiftCardStats = Static<typeof GiftCardStats>

const body = <P extends Parameters<typeof Type.Object>[0]>(props: P) =>
  Type.Object(props, { additionalProperties: false })

export const giftCardEndpoints = {
  typePage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/type/page`,
    summary: 'Gift card types, newest first, with how many cards of each were sold',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(SALE_STATUSES)),
    }),
    reply: PageOf(GiftCardType),
  }),
  typeSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/type/submit`,
    summary: 'Creates or edits a card type: face value, validity days, sale window',
    tags,
    query: Lang,
    body: GiftCardTypeInput,
    reply: GiftCardType,
  }),
  typeStop: defineEndpoint({
    method: 'POST',
    path: `${BASE}/type/stop`,
    summary: 'Stops selling a card type (cards sold stay valid)',
    tags,
    query: ById,
    reply: GiftCardType,
  }),
  sell: defineEndpoint({
    method: 'POST',
    path: `${BASE}/card/sell`,
    summary: 'Sells cards of a type on sale, to a member or anonymous; they wait to be activated',
    tags,
    query: Lang,
    body: body({
      typeId: Id,
      quantity: Type.Integer({ minimum: 1, maximum: 100 }),
      memberId: Type.Optional(Id),
    }),
    reply: Type.Array(GiftCard),
  }),
  cardPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/card/page`,
    summary: 'Cards sold, by card number, member, type and status',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      cardNo: Type.Optional(Type.String({ maxLength: 32 })),
      memberId: Type.Optional(Id),
      typeId: Type.Optional(Id),
      status: Type.Optional(lit(GIFT_CARD_STATUSES)),
    }),
    reply: PageOf(GiftCard),
  }),
  entryPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/entry/page`,
    summary: 'The ledger entries of one card or of all, newest first',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      cardId: Type.Optional(Id),
      kind: Type.Optional(lit(GIFT_CARD_ENTRY_KINDS)),
    }),
    reply: PageOf(GiftCardEntry),
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: `${BASE}/card/refund`,
    summary: 'Refunds part of what a card paid for an order back to the card (an after-sale)',
    tags,
    query: Lang,
    body: body({ cardId: Id, orderId: Id, amountFen: Amount }),
    reply: GiftCard,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stats`,
    summary: 'Cards sold and active, money loaded, paid and held',
    tags,
    query: Lang,
    reply: GiftCardStats,
  }),
  frontActivate: defineEndpoint({
    method: 'POST',
    path: `${FRONT_BASE}/gift-card/activate`,
    summary: 'A member activates a sold card: its face value is loaded and its validity starts',
    tags,
    query: Lang,
    body: body({ cardNo: CardNo, memberId: Id }),
    reply: GiftCard,
  }),
  frontCards: defineEndpoint({
    method: 'GET',
    path: `${FRONT_BASE}/gift-card/mine`,
    summary: 'A member’s cards and their balances',
    tags,
    query: Type.Object({ ...LangParam, memberId: Id }),
    reply: Type.Array(GiftCard),
  }),
  frontPay: defineEndpoint({
    method: 'POST',
    path: `${FRONT_BASE}/gift-card/pay`,
    summary:
      'Pays an amount of an unpaid shop order with a member’s card (refunded if the order is cancelled)',
    tags,
    query: Lang,
    body: body({ cardNo: CardNo, memberId: Id, orderId: Id, amountFen: Amount }),
    reply: GiftCard,
  }),
  frontTransfer: defineEndpoint({
    method: 'POST',
    path: `${FRONT_BASE}/gift-card/transfer`,
    summary: 'Transfers an amount of a member’s card to another member, on a new card of the same type',
    tags,
    query: Lang,
    body: body({ cardNo: CardNo, memberId: Id, toMemberId: Id, amountFen: Amount }),
    reply: GiftCard,
  }),
}
