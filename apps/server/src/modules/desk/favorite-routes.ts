import type { FastifyInstance } from 'fastify'
import { and, desc, eq, sql } from 'drizzle-orm'
import { favoriteEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { favorite, loginPage } from './schema'
import { assertPage, quickAccessItem, usableMenus } from './usable-menus'

const fieldLabels: FieldLabels = {
  menuId: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
  favorite: { zh_CN: '收藏', zh_HK: '收藏', en: 'Favourite' },
  id: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
}

/**
 * The caller's favourite menus (the star) and personal login page (spec §2 Quick access, §4). Each
 * user's own; only pages they may open, so a menu they lost drops out of both.
 */
export default async function favoriteRoutes(app: FastifyInstance) {
  endpointRoute(app, favoriteEndpoints.list, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const list = await app.db.withTenant(session, async (tx) => {
        const usable = await usableMenus(app, req, tx)
        const rows = await tx
          .select({ menuId: favorite.menuId })
          .from(favorite)
          .where(eq(favorite.userId, session.userId))
          .orderBy(desc(favorite.createTime), desc(favorite.menuId))
        return rows.flatMap(({ menuId }) => {
          const row = usable.visible.get(menuId)
          return row ? [quickAccessItem(usable, row, req.locale)] : []
        })
      })
      return ok(req, list)
    },
  })

  endpointRoute(app, favoriteEndpoints.change, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const { menuId } = req.body
      await app.db.withTenant(session, async (tx) => {
        if (req.body.favorite === 0) {
          await tx
            .delete(favorite)
            .where(and(eq(favorite.userId, session.userId), eq(favorite.menuId, menuId)))
          return
        }
        assertPage(await usableMenus(app, req, tx), menuId)
        await tx.insert(favorite).values({ userId: session.userId, menuId }).onConflictDoNothing()
      })
      return ok(req, true)
    },
  })

  endpointRoute(app, favoriteEndpoints.login, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const page = await app.db.withTenant(session, async (tx) => {
        const [row] = await tx.select().from(loginPage).where(eq(loginPage.userId, session.userId))
        if (!row) return null
        const usable = await usableMenus(app, req, tx)
        return usable.visible.has(row.menuId) ? { id: row.menuId } : null
      })
      return ok(req, page)
    },
  })

  endpointRoute(app, favoriteEndpoints.loginUpdate, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const { id } = req.body
      const page = await app.db.withTenant(session, async (tx) => {
        const [stored] = await tx
          .select()
          .from(loginPage)
          .where(eq(loginPage.userId, session.userId))
          .for('update')
        if (stored?.menuId === id) {
          await tx.delete(loginPage).where(eq(loginPage.userId, session.userId))
          return null
        }
        assertPage(await usableMenus(app, req, tx), id)
        await tx
          .insert(loginPage)
          .values({ userId: session.userId, menuId: id })
          .onConflictDoUpdate({
            target: [loginPage.tenantId, loginPage.userId],
            set: { menuId: id, updateTime: sql`now()` },
          })
        return { id }
      })
      return ok(req, page)
    },
  })
}
