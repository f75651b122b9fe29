import fp from 'fastify-plugin'
import type { SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

declare module 'fastify' {
  interface FastifyInstance {
    userOrganisation: UserOrganisationHook
  }
}

/** What the user administration needs of departments and posts: the organisation module (org, after user) provides it. */
export interface UserOrganisation {
  /** whether the live department exists, the tree held against a concurrent move or removal */
  holdDept(tx: Tx, deptId: string): Promise<boolean>
  deptNames(tx: Tx, deptIds: string[]): Promise<{ id: string; name: string }[]>
  /** rows whose `column` names one of the departments or one below them */
  inDeptsOrBelow(column: PgColumn, deptIds: string[]): SQL
  livePostIds(tx: Tx, postIds: string[]): Promise<string[]>
  postsOfUsers(tx: Tx, userIds: string[]): Promise<{ userId: string; id: string; name: string }[]>
  replaceUserPosts(tx: Tx, userId: string, postIds: string[]): Promise<void>
  /** a new tenant's root department, named as the tenant: its id */
  startDepartments(tx: Tx, ids: IdGenerator, tenantFullName: string): Promise<string>
}

/** The user administration's way to departments and posts, which org provides when it registers. */
export class UserOrganisationHook implements UserOrganisation {
  private organisation: UserOrganisation | undefined

  provide(organisation: UserOrganisation): void {
    this.organisation = organisation
  }

  holdDept(tx: Tx, deptId: string): Promise<boolean> {
    return this.provided().holdDept(tx, deptId)
  }

  deptNames(tx: Tx, deptIds: string[]): Promise<{ id: string; name: string }[]> {
    return this.provided().deptNames(tx, deptIds)
  }

  inDeptsOrBelow(column: PgColumn, deptIds: string[]): SQL {
    return this.provided().inDeptsOrBelow(column, deptIds)
  }

  livePostIds(tx: Tx, postIds: string[]): Promise<string[]> {
    return this.provided().livePostIds(tx, postIds)
  }

  postsOfUsers(tx: Tx, userIds: string[]): Promise<{ userId: string; id: string; name: string }[]> {
    return this.provided().postsOfUsers(tx, userIds)
  }

  replaceUserPosts(tx: Tx, userId: string, postIds: string[]): Promise<void> {
    return this.provided().replaceUserPosts(tx, userId, postIds)
  }

  startDepartments(tx: Tx, ids: IdGenerator, tenantFullName: string): Promise<string> {
    return this.provided().startDepartments(tx, ids, tenantFullName)
  }

  private provided(): UserOrganisation {
    if (!this.organisation) throw new Error('no module provides the users’ organisation')
    return this.organisation
  }
}

export const userOrganisationPlugin = fp(
  async (app) => {
    app.decorate('userOrganisation', new UserOrganisationHook())
  },
  { name: 'user-organisation' },
)
