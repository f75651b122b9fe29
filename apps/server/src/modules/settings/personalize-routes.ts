import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, sql } from 'drizzle-orm'
import { personalizeEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { AppError, badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { opFacePersonalize } from './schema'

/** A page's arrangement is a few kilobytes; this bounds what one user may store per page. */
const MAX_CONTENT = 65_536

const fieldLabels: FieldLabels = {
  menuId: { zh_CN: '菜单', zh_HK: '選單', en: 'Menu' },
  tabId: { zh_CN: '标签页', zh_HK: '標籤頁', en: 'Tab' },
  userId: { zh_CN: '用户', zh_HK: '用戶', en: 'User' },
  content: { zh_CN: '个性化配置', zh_HK: '個人化配置', en: 'Personalisation' },
}

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

  endpointRoute(app, personalizeEndpoints.query, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const { session, where } = await targetOf(req, req.body)
      const [row] = await app.db.withTenant(session, (tx) => tx.select().from(opFacePersonalize).where(where))
      return ok(req, row ? await view(req, row) : null)
    },
  })

  endpointRoute(app, personalizeEndpoints.save, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
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
  })

  endpointRoute(app, personalizeEndpoints.restoreDefault, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const { session, where } = await targetOf(req, req.body)
      await app.db.withTenant(session, (tx) => tx.delete(opFacePersonalize).where(where))
      return ok(req, true)
    },
  })
}
