import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, sql } from 'drizzle-orm'
import { Type } from 'typebox'
import { Envelope, Id } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { AppError, badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { errors, NoQuery } from '../../core/resource/route-kit'
import { opFacePersonalize } from './schema'

const BASE = '/api/blade-system/op-face-personalize'
/** A page's arrangement is a few kilobytes; this bounds what one user may store per page. */
const MAX_CONTENT = 65_536

/** spec §3 Operation-face personalization: the page (menuId), a tab of it, the user (the caller). */
const Target = {
  menuId: Id,
  tabId: Type.Optional(
    Type.String({ maxLength: 64, description: 'a tab of the page; absent or empty: the page' }),
  ),
  userId: Type.Optional({ ...Id, description: 'the caller’s own id, if sent; another user’s is refused' }),
}
const Content = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Array(Type.Unknown())], {
  description: 'the page’s arrangement (columns, widths, filters) as the page defines it',
})
const TargetBody = Type.Object(Target, { additionalProperties: false })
const SaveBody = Type.Object({ ...Target, content: Content }, { additionalProperties: false })
const Personalization = Type.Object(
  {
    menuId: Id,
    tabId: Type.String(),
    userId: Id,
    content: Content,
    updateTime: Type.String(),
  },
  { additionalProperties: false },
)

const fieldLabels: FieldLabels = {
  menuId: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
  tabId: { zh_CN: '标签页', zh_HK: '標籤頁', en: 'Tab' },
  userId: { zh_CN: '用户', zh_HK: '用戶', en: 'User' },
  content: { zh_CN: '个性化配置', zh_HK: '個人化配置', en: 'Personalisation' },
}
const tags = ['op-face-personalize']

/** Each user arranges pages for themselves only: the user is the session's, whatever the body says. */
export default async function personalizeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const targetOf = async (req: FastifyRequest, body: { menuId: string; tabId?: string; userId?: string }) => {
    const session = sessionOf(req)
    if (body.userId && body.userId !== session.userId) throw new AppError(403, 403, 'notYourRecord')
    if (!(await app.menuCatalog.snapshot()).byId.has(body.menuId)) {
      throw badRequest('menuUnknown', { id: body.menuId })
    }
    const tabId = body.tabId ?? ''
    const where = and(
      eq(opFacePersonalize.userId, session.userId),
      eq(opFacePersonalize.menuId, body.menuId),
      eq(opFacePersonalize.tabId, tabId),
    )
    return { session, tabId, where }
  }
  const view = async (req: FastifyRequest, row: typeof opFacePersonalize.$inferSelect) => ({
    menuId: row.menuId,
    tabId: row.tabId,
    userId: row.userId,
    content: row.content as Record<string, unknown> | unknown[],
    updateTime: formatDateTime(row.updateTime, await app.tenants.timeZoneOf(sessionOf(req).tenantId)),
  })

  app.post(
    `${BASE}/queryByOpAndUser`,
    {
      config: { permission: SIGNED_IN, fieldLabels },
      schema: {
        tags,
        summary: 'The caller’s arrangement of a page (or tab); data null: the page’s default',
        querystring: NoQuery,
        body: TargetBody,
        response: { 200: Envelope(Type.Union([Personalization, Type.Null()])), ...errors },
      },
    },
    async (req) => {
      const { session, where } = await targetOf(req, req.body)
      const [row] = await app.db.withTenant(session, (tx) => tx.select().from(opFacePersonalize).where(where))
      return ok(req, row ? await view(req, row) : null)
    },
  )

  app.post(
    `${BASE}/save`,
    {
      config: { permission: SIGNED_IN, fieldLabels },
      schema: {
        tags,
        summary: 'Save the caller’s arrangement of a page (or tab), replacing the previous one',
        querystring: NoQuery,
        body: SaveBody,
        response: { 200: Envelope(Personalization), ...errors },
      },
    },
    async (req) => {
      const { session, tabId } = await targetOf(req, req.body)
      if (JSON.stringify(req.body.content).length > MAX_CONTENT) {
        throw badRequest('personalizeTooLarge', { limit: MAX_CONTENT })
      }
      const [row] = await app.db.withTenant(session, (tx) =>
        tx
          .insert(opFacePersonalize)
          .values({
            id: app.ids.next(),
            userId: session.userId,
            menuId: req.body.menuId,
            tabId,
            content: req.body.content,
          })
          .onConflictDoUpdate({
            target: [
              opFacePersonalize.tenantId,
              opFacePersonalize.userId,
              opFacePersonalize.menuId,
              opFacePersonalize.tabId,
            ],
            set: { content: req.body.content, updateTime: sql`now()` },
          })
          .returning(),
      )
      return ok(req, await view(req, row!))
    },
  )

  app.post(
    `${BASE}/restoreDefault`,
    {
      config: { permission: SIGNED_IN, fieldLabels },
      schema: {
        tags,
        summary: 'Forget the caller’s arrangement of a page (or tab): it shows its default again',
        querystring: NoQuery,
        body: TargetBody,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      const { session, where } = await targetOf(req, req.body)
      await app.db.withTenant(session, (tx) => tx.delete(opFacePersonalize).where(where))
      return ok(req, true)
    },
  )
}
