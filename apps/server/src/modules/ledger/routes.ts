import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  LEDGER_PERMISSIONS,
  MEMBER_CENTER_PERMISSIONS,
  ledgerEndpoints,
  pointsRuleEndpoints,
  virtualCoinEndpoints,
  type GrowthAdjustBody,
  type GrowthReceipt,
  type LedgerKind,
  type LedgerReceipt,
  type PointsAdjustBody,
} from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { recordAudit } from '../../core/audit/service'
import { actorOf } from '../../core/resource/route-kit'
import type { Actor } from '../../core/resource/service'
import { tenantSettingRoutes } from '../../core/resource/setting-routes'
import type { LedgerContext } from './books'
import type { GradeThreshold } from './growth-and-coins'
import { schedulePointsSweep } from './maturity'
import {
  adjustGrowth,
  adjustPoints,
  ledgerPage,
  loadPointsRule,
  loadVirtualCoin,
  memberBalance,
  savePointsRule,
  saveVirtualCoin,
} from './service'

/**
 * What the ledgers need of the member module, which owns members and their grades: it is passed in where
 * the ledgers are registered (app.ts).
 */
export interface LedgerMembers {
  /** Whether a member of the transaction's tenant exists and is not removed. */
  exists(tx: Tx, memberId: string): Promise<boolean>
  /** The grades of the member's brand, each with the growth value it starts at. */
  gradeThresholds(tx: Tx, memberId: string): Promise<GradeThreshold[]>
  /** Moves the member to the grade its growth value earns (none: below every threshold). */
  setGrade(tx: Tx, memberId: string, gradeId: string | null, actor: Actor): Promise<void>
}

export interface LedgerRoutesOptions {
  members: LedgerMembers
}

const fieldLabels: FieldLabels = {
  memberId: { zh_CN: '会员', zh_HK: '會員', en: 'Member' },
  current: { zh_CN: '当前页', zh_HK: '當前頁', en: 'Page' },
  size: { zh_CN: '每页条数', zh_HK: '每頁筆數', en: 'Page size' },
  points: { zh_CN: '调整积分', zh_HK: '調整積分', en: 'Points' },
  amount: { zh_CN: '调整成长值', zh_HK: '調整成長值', en: 'Growth value' },
  reason: { zh_CN: '调整原因', zh_HK: '調整原因', en: 'Reason' },
  eventKey: { zh_CN: '业务单号', zh_HK: '業務單號', en: 'Event key' },
  pointsPerYuan: { zh_CN: '每元积分', zh_HK: '每元積分', en: 'Points per yuan' },
  expiryMonths: { zh_CN: '有效期（月）', zh_HK: '有效期（月）', en: 'Validity (months)' },
  freezeDays: { zh_CN: '冻结天数', zh_HK: '凍結天數', en: 'Frozen days' },
  enabled: { zh_CN: '启用', zh_HK: '啟用', en: 'Enabled' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
  coinName: { zh_CN: '虚拟币名称', zh_HK: '虛擬幣名稱', en: 'Coin name' },
  coinsPerYuan: { zh_CN: '每元兑换虚拟币数', zh_HK: '每元兌換虛擬幣數', en: 'Coins per yuan' },
}

/** The member detail's ledger tabs (spec §7 member calls), each with its tab's permission. */
const LISTS: { endpoint: typeof ledgerEndpoints.points; kinds: LedgerKind[]; permission: string }[] = [
  {
    endpoint: ledgerEndpoints.points,
    kinds: ['points', 'points_frozen'],
    permission: LEDGER_PERMISSIONS.pointsView,
  },
  { endpoint: ledgerEndpoints.growth, kinds: ['growth'], permission: LEDGER_PERMISSIONS.growthView },
  { endpoint: ledgerEndpoints.coins, kinds: ['coins'], permission: LEDGER_PERMISSIONS.coinsView },
]

/**
 * The member ledgers' routes under `/api/store-insider`: the ledger tabs, the balances, the points
 * adjustment, the points rules and the virtual coin configuration; and the job that settles due points lots.
 */
export default async function ledgerRoutes(fastify: FastifyInstance, opts: LedgerRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { members } = opts
  schedulePointsSweep(app)

  for (const list of LISTS) {
    endpointRoute(app, list.endpoint, {
      config: { permission: list.permission, fieldLabels },
      handler: async (req) => {
        const session = sessionOf(req)
        const timeZone = await app.tenants.timeZoneOf(session.tenantId)
        const { memberId, current = 1, size = 10 } = req.query
        const page = await app.db.withTenant(session, (tx) =>
          ledgerPage(tx, { memberId, kinds: list.kinds, current, size, timeZone }),
        )
        return ok(req, page)
      },
    })
  }

  endpointRoute(app, ledgerEndpoints.balance, {
    config: { permission: LEDGER_PERMISSIONS.walletView, fieldLabels },
    handler: async (req) =>
      ok(req, await app.db.withTenant(sessionOf(req), (tx) => memberBalance(tx, req.query.memberId))),
  })

  /**
   * An administrator's adjustment of one ledger: the member must exist; the change and its audit row
   * (the body and the rows written) commit together, and a replayed event key writes neither again.
   */
  const adjustment =
    <Body extends { memberId: string }, Receipt extends LedgerReceipt>(
      resource: string,
      adjust: (tx: Tx, ctx: LedgerContext, body: Body, actor: Actor) => Promise<Receipt>,
    ) =>
    async (req: FastifyRequest) => {
      // the route's schema has validated the body as `Body`
      const body = req.body as Body
      const actor = await actorOf(app, req)
      const ctx = { ids: app.ids, userId: actor.userId, at: new Date() }
      const receipt = await app.db.withTenant(actor.session, async (tx) => {
        if (!(await members.exists(tx, body.memberId))) throw badRequest('ledgerMemberMissing')
        const done = await adjust(tx, ctx, body, actor)
        if (!done.replayed)
          await recordAudit(tx, app.ids, {
            resource,
            action: 'update',
            recordIds: [body.memberId],
            before: null,
            after: { ...body, entries: done.entries },
            userId: actor.userId,
            requestId: actor.requestId,
          })
        return done
      })
      return ok(req, receipt)
    }

  const adjustPointsOf = adjustment<PointsAdjustBody, LedgerReceipt>('member-points', (tx, ctx, body) =>
    adjustPoints(tx, ctx, body),
  )
  const adjustGrowthOf = adjustment<GrowthAdjustBody, GrowthReceipt>(
    'member-growth',
    async (tx, ctx, body, actor) => {
      const thresholds = await members.gradeThresholds(tx, body.memberId)
      const receipt = await adjustGrowth(tx, ctx, { ...body, thresholds })
      await members.setGrade(tx, body.memberId, receipt.gradeId, actor)
      return receipt
    },
  )

  endpointRoute(app, ledgerEndpoints.adjustPoints, {
    config: { permission: LEDGER_PERMISSIONS.pointsAdjust, fieldLabels },
    handler: (req) => adjustPointsOf(req),
  })

  endpointRoute(app, ledgerEndpoints.adjustGrowth, {
    config: { permission: LEDGER_PERMISSIONS.growthAdjust, fieldLabels },
    handler: (req) => adjustGrowthOf(req),
  })

  endpointRoute(app, pointsRuleEndpoints.detail, {
    config: { permission: LEDGER_PERMISSIONS.rulesView, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      if (req.query.tenantId && req.query.tenantId !== session.tenantId) throw badRequest('otherTenant')
      return ok(req, await app.db.withTenant(session, loadPointsRule))
    },
  })

  endpointRoute(app, pointsRuleEndpoints.submit, {
    config: { permission: LEDGER_PERMISSIONS.rulesEdit, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const saved = await app.db.withTenant(actor.session, (tx) =>
        savePointsRule(tx, { ids: app.ids, userId: actor.userId, requestId: actor.requestId }, req.body),
      )
      return ok(req, saved)
    },
  })

  tenantSettingRoutes(app, {
    endpoints: virtualCoinEndpoints,
    editPermission: MEMBER_CENTER_PERMISSIONS.virtualCoinEdit,
    fieldLabels,
    load: loadVirtualCoin,
    save: saveVirtualCoin,
  })
}
