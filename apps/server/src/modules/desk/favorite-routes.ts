import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Type } from 'typebox'
import { Envelope, Id, LangParam } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { errors, NoQuery } from '../../core/resource/route-kit'
import { QuickAccessItem } from './quick-access'
import { favorite, loginPage } from './schema'
import { assertPage, quickAccessItem, usableMenus } from './usable-menus'

const BASE = '/api/blade-desk/favorite'
const tags = ['favorite']

const ChangeBody = Type.Object(
  {
    menuId: Id,
    favorite: Type.Union([Type.Literal(1), Type.Literal(0)], { description: '1 add, 0 remove' }),
  },
  { additionalProperties: false },
)
const LoginUpdateBody = Type.Object(
  { id: { ...Id, description: 'the menu to open after sign-in; the stored one again clears it' } },
  { additionalProperties: false },
)
const LoginPage = Type.Union([Type.Object({ id: Id }, { additionalProperties: false }), Type.Null()], {
  description: 'null: no personal login page',
})
const NoBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()])
const fieldLabels: FieldLabels = {
  menuId: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
  favorite: { zh_CN: '收藏', zh_HK: '收藏', en: 'Favourite' },
  id: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
}

/**
 * The caller's favourite menus (the star) and personal login page (spec §2 Quick access, §4). Each
 * user's own; only pages they may open, so a menu they lost drops out of both.
 */
export default async function favoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    `${BASE}/list`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The caller’s favourite menus, newest first (only pages they may still open)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(QuickAccessItem)), ...errors },
      },
    },
    async (req) => {
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
  )

  app.post(
    `${BASE}/change`,
    {
      config: { permission: SIGNED_IN, fieldLabels },
      schema: {
        tags,
        summary: 'Star (favorite 1) or unstar (0) a menu for the caller; starring needs a page they may open',
        querystring: NoQuery,
        body: ChangeBody,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
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
  )

  app.post(
    `${BASE}/login`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary:
          'The caller’s personal login page (a menu id), or null when none is set or it is no longer theirs',
        querystring: Type.Object({ ...LangParam }, { additionalProperties: false }),
        body: NoBody,
        response: { 200: Envelope(LoginPage), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const page = await app.db.withTenant(session, async (tx) => {
        const [row] = await tx.select().from(loginPage).where(eq(loginPage.userId, session.userId))
        if (!row) return null
        const usable = await usableMenus(app, req, tx)
        return usable.visible.has(row.menuId) ? { id: row.menuId } : null
      })
      return ok(req, page)
    },
  )

  app.post(
    `${BASE}/loginUpdate`,
    {
      config: { permission: SIGNED_IN, fieldLabels },
      schema: {
        tags,
        summary:
          'Toggle the caller’s personal login page: set it to the menu, or clear it when it is that menu already',
        querystring: NoQuery,
        body: LoginUpdateBody,
        response: { 200: Envelope(LoginPage), ...errors },
      },
    },
    async (req) => {
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
  )
}
