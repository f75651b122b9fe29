import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { maskPhone, type BindStatus } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { userPhone } from '../user'
import { socialBinding, socialProof } from './schema'
import { messageOf, type SocialKind } from './kinds'
import type { SocialIdentity } from './provider'

/** How long an identity the provider vouched for may be used to sign in (once). */
const PROOF_TTL = sql`now() + interval '5 minutes'`

export type Binding = typeof socialBinding.$inferSelect

export interface Actor {
  userId: string
  requestId: string
}

/**
 * Notes that the provider has just vouched for this identity: the grant of its kind may then sign it
 * in once within five minutes. A new proof of the same identity replaces the last one.
 */
export async function recordProof(tx: Tx, identity: SocialIdentity): Promise<void> {
  const { provider, corpId, openId, unionId } = identity
  await tx
    .insert(socialProof)
    .values({ provider, corpId, openId, unionId, expiresAt: PROOF_TTL, usedAt: null })
    .onConflictDoUpdate({
      target: [socialProof.provider, socialProof.corpId, socialProof.openId],
      set: { unionId, expiresAt: PROOF_TTL, usedAt: null },
    })
}

/**
 * Uses up the unused, unexpired proof of an identity; false when there is none. One statement, so
 * two concurrent sign-ins with one proof cannot both pass. A unionId, when given, must be the proven one.
 */
export async function consumeProof(
  tx: Tx,
  kind: SocialKind,
  corpId: string,
  openId: string,
  unionId?: string,
): Promise<boolean> {
  const used = await tx
    .update(socialProof)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(socialProof.provider, kind),
        eq(socialProof.corpId, corpId),
        eq(socialProof.openId, openId),
        unionId === undefined ? undefined : eq(socialProof.unionId, unionId),
        isNull(socialProof.usedAt),
        gt(socialProof.expiresAt, sql`now()`),
      ),
    )
    .returning({ openId: socialProof.openId })
  return used.length > 0
}

/** The transaction's tenant's binding of an identity. */
export async function bindingOf(
  tx: Tx,
  kind: SocialKind,
  corpId: string,
  openId: string,
): Promise<Binding | undefined> {
  const [row] = await tx
    .select()
    .from(socialBinding)
    .where(
      and(
        eq(socialBinding.provider, kind),
        eq(socialBinding.corpId, corpId),
        eq(socialBinding.openId, openId),
      ),
    )
  return row
}

const bindingsOfUser = (tx: Tx, userId: string) =>
  tx.select().from(socialBinding).where(eq(socialBinding.userId, userId))

const audited = ({ id, userId, provider, corpId, openId, unionId, nickname }: Binding) => ({
  id,
  userId,
  provider,
  corpId,
  openId,
  unionId,
  nickname,
})

/**
 * Binds an identity to the actor. Binding the identity they already have changes nothing; an identity
 * of another account, or a second identity of the same kind, is refused.
 */
export async function bindIdentity(
  tx: Tx,
  ids: IdGenerator,
  actor: Actor,
  identity: SocialIdentity,
): Promise<void> {
  const { provider, corpId, openId, unionId, nickname } = identity
  const holder = await bindingOf(tx, provider, corpId, openId)
  if (holder?.userId === actor.userId) return
  if (holder) throw badRequest(messageOf(provider, 'BoundToOther'))
  const mine = await bindingsOfUser(tx, actor.userId)
  if (mine.some((b) => b.provider === provider)) throw badRequest(messageOf(provider, 'AlreadyBound'))
  const [row] = await tx
    .insert(socialBinding)
    .values({ id: ids.next(), userId: actor.userId, provider, corpId, openId, unionId, nickname })
    .returning()
  await recordAudit(tx, ids, {
    resource: 'social_binding',
    action: 'insert',
    recordIds: [row!.id],
    before: null,
    after: audited(row!),
    userId: actor.userId,
    requestId: actor.requestId,
  })
}

/**
 * Removes the actor's binding of a kind (refused when they have none). With `dropProofs` the
 * identity's outstanding sign-in proofs go too, so it cannot sign in with one it got just before.
 */
export async function unbindKind(
  tx: Tx,
  ids: IdGenerator,
  actor: Actor,
  kind: SocialKind,
  options: { dropProofs?: boolean } = {},
): Promise<void> {
  const removed = await tx
    .delete(socialBinding)
    .where(and(eq(socialBinding.userId, actor.userId), eq(socialBinding.provider, kind)))
    .returning()
  if (removed.length === 0) throw badRequest(messageOf(kind, 'NotBoundToYou'))
  for (const row of removed) {
    if (options.dropProofs) {
      await tx
        .delete(socialProof)
        .where(
          and(
            eq(socialProof.provider, kind),
            eq(socialProof.corpId, row.corpId),
            eq(socialProof.openId, row.openId),
          ),
        )
    }
    await recordAudit(tx, ids, {
      resource: 'social_binding',
      action: 'remove',
      recordIds: [row.id],
      before: audited(row),
      after: null,
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }
}

/** Which identities the user has bound (WeChat, enterprise WeChat, mobile number; the number masked). */
export async function bindStatusOf(tx: Tx, userId: string, timeZone: string): Promise<BindStatus> {
  const rows = await bindingsOfUser(tx, userId)
  const phone = (await userPhone(tx, userId)) || null
  const state = (kind: SocialKind) => {
    const b = rows.find((r) => r.provider === kind)
    return {
      bound: Boolean(b),
      nickname: b?.nickname ?? null,
      bindTime: b ? formatDateTime(b.createTime, timeZone) : null,
      corpId: b?.corpId ?? null,
    }
  }
  const { corpId: _none, ...wechat } = state('wechat')
  return {
    wechat,
    wxcp: state('wxcp'),
    phone: { bound: Boolean(phone), phone: phone && maskPhone(phone) },
  }
}
