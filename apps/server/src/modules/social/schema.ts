import { pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy } from '../../core/db/tenant-table'

// Tables once declared by the auth module: they keep the auth_ names they were created with.
/** A user's WeChat (official account, `wechat`) or enterprise WeChat (`wxcp`) identity. */
export const socialBinding = pgTable(
  'auth_social_binding',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** the enterprise (wxCpCompanyId) for wxcp; '' for wechat */
    corpId: varchar('corp_id', { length: 64 }).notNull().default(''),
    openId: varchar('open_id', { length: 128 }).notNull(),
    unionId: varchar('union_id', { length: 128 }),
    nickname: varchar('nickname', { length: 128 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('auth_social_binding_identity_uq').on(t.tenantId, t.provider, t.corpId, t.openId),
    uniqueIndex('auth_social_binding_user_uq').on(t.tenantId, t.userId, t.provider, t.corpId),
    tenantPolicy('auth_social_binding'),
  ],
).enableRLS()

/**
 * Identities the provider vouched for (`weixin/op/info`, `weixin/cp/info` exchanged a code): the
 * wechat and wxcp grants accept an openId only with an unused proof, so knowing an openId is not enough.
 */
export const socialProof = pgTable(
  'auth_social_proof',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    corpId: varchar('corp_id', { length: 64 }).notNull().default(''),
    openId: varchar('open_id', { length: 128 }).notNull(),
    unionId: varchar('union_id', { length: 128 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.corpId, t.openId] })],
)
