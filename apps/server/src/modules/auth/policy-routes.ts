import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { eq, sql } from 'drizzle-orm'
import { pwdPolicyEndpoints, type PwdPolicyUpdate } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { DEFAULT_POLICY, loadPolicy, type PasswordPolicy } from './password-policy'
import { passwordPolicy } from './schema'
import { endpointRoute } from '../../core/endpoint-route'

export const PWD_POLICY_VIEW = 'pwd_policy_view'
export const PWD_POLICY_EDIT = 'pwd_policy_edit'

const fieldLabels: FieldLabels = {
  minLength: { zh_CN: '密码最小长度', zh_HK: '密碼最小長度', en: 'Minimum password length' },
  requireUpper: { zh_CN: '大写字母要求', zh_HK: '大寫字母要求', en: 'Uppercase requirement' },
  requireLower: { zh_CN: '小写字母要求', zh_HK: '小寫字母要求', en: 'Lowercase requirement' },
  requireDigit: { zh_CN: '数字要求', zh_HK: '數字要求', en: 'Digit requirement' },
  requireSymbol: { zh_CN: '特殊字符要求', zh_HK: '特殊字元要求', en: 'Special character requirement' },
  expiryDays: { zh_CN: '密码有效期（天）', zh_HK: '密碼有效期（天）', en: 'Password validity (days)' },
  warningDays: { zh_CN: '过期提醒天数', zh_HK: '過期提醒天數', en: 'Expiry warning (days)' },
  historyCount: { zh_CN: '历史密码限制次数', zh_HK: '歷史密碼限制次數', en: 'Password history' },
  maxFailures: { zh_CN: '最大登录失败次数', zh_HK: '最大登入失敗次數', en: 'Maximum failed sign-ins' },
  lockMinutes: { zh_CN: '锁定时长（分钟）', zh_HK: '鎖定時長（分鐘）', en: 'Lockout (minutes)' },
  maxSessions: { zh_CN: '最大同时登录数', zh_HK: '最大同時登入數', en: 'Maximum concurrent sessions' },
  mfaForAdmins: {
    zh_CN: '管理员双因素认证',
    zh_HK: '管理員雙重認證',
    en: 'Two-factor sign-in for administrators',
  },
  corpId: { zh_CN: '企业ID', zh_HK: '企業ID', en: 'Corp ID' },
}

const policyOf = ({ tenantId: _tenant, updateTime: _time, ...policy }: typeof passwordPolicy.$inferSelect) =>
  policy satisfies PasswordPolicy

/**
 * Changes the policy of the transaction's tenant and writes one audit row with the effective policy
 * before (the defaults when the tenant had no row) and after. The row is created with the defaults
 * first and then locked, so concurrent changes queue and each audit row's `before` is exact.
 */
export async function changePolicy(
  tx: Tx,
  ids: IdGenerator,
  change: Partial<PasswordPolicy>,
  actor: { tenantId: string; userId: string; requestId: string },
): Promise<PasswordPolicy> {
  const mine = eq(passwordPolicy.tenantId, actor.tenantId)
  await tx.insert(passwordPolicy).values(DEFAULT_POLICY).onConflictDoNothing()
  const [current] = await tx.select().from(passwordPolicy).where(mine).for('update')
  const [saved] = await tx
    .update(passwordPolicy)
    .set({ ...change, updateTime: sql`now()` })
    .where(mine)
    .returning()
  const before = policyOf(current!)
  const after = policyOf(saved!)
  await recordAudit(tx, ids, {
    resource: 'pwd_policy',
    action: 'update',
    recordIds: [actor.tenantId],
    before,
    after,
    userId: actor.userId,
    requestId: actor.requestId,
  })
  return after
}

/** spec §7 System "pwd-policy": the tenant's password and sign-in policy. */
export default async function policyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const actorOf = (req: FastifyRequest) => {
    const session = sessionOf(req)
    return { tenantId: session.tenantId, userId: session.userId, requestId: req.id }
  }

  endpointRoute(app, pwdPolicyEndpoints.detail, {
    config: { permission: PWD_POLICY_VIEW },
    handler: async (req) => ok(req, await app.db.withTenant(sessionOf(req), (tx) => loadPolicy(tx))),
  })

  endpointRoute(app, pwdPolicyEndpoints.update, {
    config: { permission: PWD_POLICY_EDIT, fieldLabels },
    handler: async (req) => {
      const body: PwdPolicyUpdate = req.body
      // The warning comes before expiry: a warning period as long as the validity would warn forever.
      if (body.expiryDays > 0 && body.warningDays >= body.expiryDays) {
        throw badRequest('pwdPolicyWarningTooLong')
      }
      const saved = await app.db.withTenant(sessionOf(req), (tx) =>
        changePolicy(tx, app.ids, body, actorOf(req)),
      )
      return ok(req, saved)
    },
  })

  endpointRoute(app, pwdPolicyEndpoints.bindCorpId, {
    config: { permission: PWD_POLICY_EDIT, fieldLabels },
    handler: async (req) => {
      const saved = await app.db.withTenant(sessionOf(req), (tx) =>
        changePolicy(tx, app.ids, { corpId: req.body.corpId }, actorOf(req)),
      )
      return ok(req, saved)
    },
  })
}
