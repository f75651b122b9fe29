import { BRAND_APPLICATIONS } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { forbidden } from '../../core/errors'
import type { Session } from '../../core/tokens'
import { sessionMenus, visibleRoutes } from '../access'
import { type MenuSnapshot } from '../menu'

/**
 * spec §6 "CRM/e-commerce permission gates brand fetching": the brand list is for whoever may open a
 * page of the member CRM or of the shop, whichever of their screens granted it (the clerk's member
 * list does) — the same applications the shell's brand selection looks at.
 */
export async function assertBrandAccess(tx: Tx, session: Session, snapshot: MenuSnapshot): Promise<void> {
  const used = new Set(visibleRoutes(await sessionMenus(tx, session, snapshot)).map((m) => m.applicationId))
  const allowed = snapshot.applications.some((a) => used.has(a.id) && BRAND_APPLICATIONS.includes(a.code))
  if (!allowed) throw forbidden(BRAND_APPLICATIONS.join(' | '))
}
