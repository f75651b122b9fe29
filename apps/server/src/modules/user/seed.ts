import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { hashPassword } from '../../core/passwords'
import { user, userRole } from './schema'

export interface UserSeed {
  account: string
  password: string
  realName: string
  roleIds: string[]
}

export async function seedUsers(tx: Tx, ids: IdGenerator, users: UserSeed[]): Promise<void> {
  for (const u of users) {
    const id = ids.next()
    await tx.insert(user).values({
      id,
      account: u.account,
      password: await hashPassword(u.password),
      name: u.account,
      realName: u.realName,
      passwordChangedAt: new Date(),
    })
    await tx.insert(userRole).values(u.roleIds.map((roleId) => ({ userId: id, roleId })))
  }
}
