import fp from 'fastify-plugin'
import type { MemberFilter } from '@store/contract'
import type { Tx } from '../../core/db/database'

declare module 'fastify' {
  interface FastifyInstance {
    memberCounts: MemberCounts
  }
}

/** How many live members there are, as the member module (insider, after crm) counts them. */
export interface MemberCounter {
  /** that a search matches (a crowd pack's size) */
  matching(tx: Tx, filter: MemberFilter): Promise<number>
  /** that hold the tag (a tag's detail) */
  withTag(tx: Tx, tagId: string): Promise<number>
}

/** The member counts crowd packs and tags show: the members' module provides the counter. */
export class MemberCounts implements MemberCounter {
  private counter: MemberCounter | undefined

  provide(counter: MemberCounter): void {
    this.counter = counter
  }

  matching(tx: Tx, filter: MemberFilter): Promise<number> {
    return this.provided().matching(tx, filter)
  }

  withTag(tx: Tx, tagId: string): Promise<number> {
    return this.provided().withTag(tx, tagId)
  }

  private provided(): MemberCounter {
    if (!this.counter) throw new Error('no module provides the member counts')
    return this.counter
  }
}

export const memberCountsPlugin = fp(
  async (app) => {
    app.decorate('memberCounts', new MemberCounts())
  },
  { name: 'member-counts' },
)
