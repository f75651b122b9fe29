import { defineEndpoint } from '../endpoint'
import { PageOf } from '../envelope'
import { MEMBER_CENTER_BASE, VirtualCoin } from '../member-center'
import { INSIDER_API } from '../resources/member'
import {
  GrowthAdjustBody,
  GrowthReceipt,
  LedgerPageQuery,
  LedgerReceipt,
  LedgerRecord,
  MemberBalance,
  MemberQuery,
  PointsAdjustBody,
  PointsRule,
  PointsRuleQuery,
} from './ledger'

const tags = ['member-ledger']

/** A member detail's ledger tab: one page of the member's rows, newest first. */
const ledgerList = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${INSIDER_API}/${path}`,
    tags,
    summary,
    query: LedgerPageQuery,
    reply: PageOf(LedgerRecord),
  })

/** The member ledgers under `/api/store-insider` (spec §7 member calls): the tabs, balances, adjustments. */
export const ledgerEndpoints = {
  points: ledgerList('points/list', 'A member’s points ledger (spendable and frozen), newest first'),
  growth: ledgerList(
    'crmGrowthValueMessage/insiderGrowthList',
    'A member’s growth value ledger, newest first',
  ),
  coins: ledgerList(
    'GoldCoinExchange/getPage',
    'A member’s coins ledger (earned and exchanged), newest first',
  ),
  balance: defineEndpoint({
    method: 'GET',
    path: `${INSIDER_API}/insider/myBalance`,
    tags,
    summary: 'A member’s balances: points (spendable, frozen), growth value, coins, wallet',
    query: MemberQuery,
    reply: MemberBalance,
  }),
  adjustPoints: defineEndpoint({
    method: 'POST',
    path: `${INSIDER_API}/points/adjust`,
    tags,
    summary: 'Adjusts a member’s points up or down, with a reason; the same eventKey again changes nothing',
    query: null,
    body: PointsAdjustBody,
    reply: LedgerReceipt,
  }),
  adjustGrowth: defineEndpoint({
    method: 'POST',
    path: `${INSIDER_API}/growth/adjust`,
    tags,
    summary:
      'Adjusts a member’s growth value up or down, with a reason, and moves the member to the grade it ' +
      'now earns; the same eventKey again changes nothing',
    query: null,
    body: GrowthAdjustBody,
    reply: GrowthReceipt,
  }),
}

/** The tenant's points rules (the member centre's points rule screen). */
export const pointsRuleEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${INSIDER_API}/insiderRule/findAllPointsRule`,
    tags,
    summary: 'The tenant’s points rules (the defaults until it saves its own)',
    query: PointsRuleQuery,
    reply: PointsRule,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${INSIDER_API}/insiderRule/updateRule`,
    tags,
    summary: 'Saves the tenant’s points rules; earning from then on follows them',
    query: null,
    body: PointsRule,
    reply: PointsRule,
  }),
}

/** The tenant's virtual coins: read by every signed-in user, saved by the member centre. */
export const virtualCoinEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${MEMBER_CENTER_BASE}/virtualCoin/detail`,
    tags,
    summary: 'The tenant’s virtual coin configuration (the defaults until it saves its own)',
    reply: VirtualCoin,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${MEMBER_CENTER_BASE}/virtualCoin/submit`,
    tags,
    summary: 'Saves the tenant’s virtual coin configuration; answers it as saved',
    body: VirtualCoin,
    reply: VirtualCoin,
  }),
}
