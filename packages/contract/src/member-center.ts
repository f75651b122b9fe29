import { Type, type Static } from 'typebox'
import { LEDGER_PERMISSIONS } from './ledger/ledger'
import { INSIDER_API } from './resources/member'

/**
 * The member centre's settings (spec §7 "membership card mode and virtual coin configuration
 * (member-center path)"): read by every signed-in user at start-up, saved by the screens of the
 * `/member-center` area (their endpoints: `cardModeEndpoints`, `virtualCoinEndpoints`,
 * `pointsRuleEndpoints`). docs/members.md "Member centre" tells the design.
 */
export const MEMBER_CENTER_BASE = `${INSIDER_API}/member-center`

/** The member centre's screens: each has a view code (the screen) and an edit code (its Save). */
export const MEMBER_CENTER_PERMISSIONS = {
  cardModeView: 'member_card_mode_view',
  cardModeEdit: 'member_card_mode_edit',
  virtualCoinView: 'virtual_coin_view',
  virtualCoinEdit: 'virtual_coin_edit',
  pointsRuleView: LEDGER_PERMISSIONS.rulesView,
  pointsRuleEdit: LEDGER_PERMISSIONS.rulesEdit,
} as const

export const CARD_PREFIX_PATTERN = '^[A-Z0-9]{0,6}$'
/** A card number keeps at least this many serial digits after its prefix. */
export const CARD_SERIAL_MIN_DIGITS = 4

/**
 * How the tenant's membership cards work: one card per member brand, or one card valid across all
 * the tenant's brands; which cards are issued (electronic, physical, at least one); and the card
 * numbers: an optional prefix of capitals and digits, and the whole number's length.
 */
export const CardMode = Type.Object(
  {
    scope: Type.Union([Type.Literal('brand'), Type.Literal('tenant')], {
      description: 'brand: a card per member brand; tenant: one card across the tenant’s brands',
    }),
    electronicCard: Type.Integer({ minimum: 0, maximum: 1, description: 'issue electronic cards (0/1)' }),
    physicalCard: Type.Integer({ minimum: 0, maximum: 1, description: 'issue physical cards (0/1)' }),
    cardPrefix: Type.String({
      pattern: CARD_PREFIX_PATTERN,
      description: 'up to 6 capitals or digits every card number starts with; may be empty',
    }),
    cardLength: Type.Integer({
      minimum: 8,
      maximum: 20,
      description: `the card number’s length, prefix included; at least ${CARD_SERIAL_MIN_DIGITS} serial digits`,
    }),
  },
  { additionalProperties: false },
)
export type CardMode = Static<typeof CardMode>

/** A name with no space at either end. */
export const COIN_NAME_PATTERN = '^\\S(.*\\S)?$'

/**
 * The tenant's virtual coins: whether members earn and spend them, the name members see, how many
 * coins make one yuan when exchanged, and how long coins last (0: forever).
 */
export const VirtualCoin = Type.Object(
  {
    enabled: Type.Integer({ minimum: 0, maximum: 1, description: '0: no coins are earned or spent' }),
    coinName: Type.String({
      minLength: 1,
      maxLength: 16,
      pattern: COIN_NAME_PATTERN,
      description: 'what members see the coins called (e.g. 金币); no spaces at either end',
    }),
    coinsPerYuan: Type.Integer({ minimum: 1, maximum: 10_000, description: 'coins worth one yuan' }),
    expiryMonths: Type.Integer({ minimum: 0, maximum: 120, description: '0: coins never expire' }),
  },
  { additionalProperties: false },
)
export type VirtualCoin = Static<typeof VirtualCoin>
