import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { user, userRole } from './schema'

/** The columns of a new account (`id`, `account` and `password` hash required). */
export type NewAccount = typeof user.$inferInsert
/** An account as the sign-ins see it: every column, the password hash included. */
export type UserRow = typeof user.$inferSelect

/** Inserts an account in the transaction's tenant. */
export async function createUser(tx: Tx, account: NewAccount): Promise<void> {
  await tx.insert(user).values(account)
}

/** Gives a user roles (on top of those it holds). */
export async function assignRoles(tx: Tx, userId: string, roleIds: string[]): Promise<void> {
  await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId, roleId })))
}

/** Whether the transaction's tenant has this account (not removed). */
export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.isDeleted, 0)))
  return row !== undefined
}

/** The account with this id in the transaction's tenant, unless removed. */
export async function liveUserById(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, userId), eq(user.isDeleted, 0)))
  return row
}

/** The account named `account` in the transaction's tenant, unless removed. */
export async function liveUserByAccount(tx: Tx, account: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.account, account), eq(user.isDeleted, 0)))
  return row
}

/** The transaction's tenant's accounts (not removed) that have this mobile number. */
export const usersWithPhone = (tx: Tx, phone: string) =>
  tx
    .select()
    .from(user)
    .where(and(eq(user.phone, phone), eq(user.isDeleted, 0)))

/** Binds a number to the user's own account; answers the number it had before (for the audit). */
export async function setUserPhone(tx: Tx, userId: string, phone: string): Promise<string | null> {
  const mine = and(eq(user.id, userId), eq(user.isDeleted, 0))
  const [before] = await tx.select({ phone: user.phone }).from(user).where(mine)
  await tx
    .update(user)
    .set({ phone, updateUser: userId, updateTime: sql`now()` })
    .where(mine)
  return before?.phone ?? null
}

/** The mobile number bound to the account (null: none, or no such account). */
export async function userPhone(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ phone: user.phone }).from(user).where(eq(user.id, userId))
  return row?.phone ?? null
}

/**
 * Stores a new password hash: changed now, no longer initial or expired. Answers the change's time
 * (undefined when there is no such account).
 */
export async function savePassword(
  tx: Tx,
  userId: string,
  hash: string,
  by: string,
): Promise<Date | null | undefined> {
  const [saved] = await tx
    .update(user)
    .set({
      password: hash,
      passwordChangedAt: sql`now()`,
      mustChangePassword: 0,
      updateUser: by,
      updateTime: sql`now()`,
    })
    .where(eq(user.id, userId))
    .returning({ passwordChangedAt: user.passwordChangedAt })
  return saved?.passwordChangedAt
}
