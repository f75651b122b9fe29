import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  PAGING,
  dictAdminEndpoints,
  dictResource,
  dictionaryEndpoints,
  permissionCodes,
  type DictTreeNode,
  type Locale,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type WriteRules } from '../../core/resource/service'
import { formatDateTime } from '../../core/time'
import { tenantOf } from '../../core/resource/checks'
import { actorOf, fieldLabelsOf } from '../../core/resource/route-kit'
import { dictLabel, dictionariesChanged } from './dictionaries'
import { dict } from './schema'

const codes = permissionCodes(dictResource)
const fieldLabels = {
  ...fieldLabelsOf(dictResource),
  codes: { zh_CN: '字典编号列表', zh_HK: '字典編號列表', en: 'Codes' },
}
const ROOT = '0'

/**
 * The dictionary's rules around the framework's submit and remove: an item hangs under a live
 * dictionary (a top-level row) and carries its code; renaming a dictionary's code renames its items';
 * removing a dictionary removes its items. Every change drops the tenant's cached dictionaries.
 */
export function dictRules(ids: IdGenerator): WriteRules {
  return {
    async beforeSave(tx, row, actor) {
      const parentId = String(row.parentId)
      if (parentId !== ROOT) {
        const [parent] = await tx
          .select({ code: dict.code })
          .from(dict)
          .where(and(eq(dict.id, parentId), eq(dict.parentId, ROOT), eq(dict.isDeleted, 0)))
        if (!parent || parentId === row.id) throw badRequest('dictParentMissing')
        if (parent.code !== row.code) throw badRequest('dictCodeMismatch', { code: parent.code })
      } else if (row.id) {
        await tx
          .update(dict)
          .set({ code: String(row.code), updateUser: actor.userId, updateTime: sql`now()` })
          .where(
            and(eq(dict.parentId, String(row.id)), ne(dict.code, String(row.code)), eq(dict.isDeleted, 0)),
          )
      }
      dictionariesChanged(tx, await tenantOf(tx, actor))
    },

    async beforeRemove(tx, rows, actor) {
      const removed = new Set(rows.map((r) => String(r.id)))
      const items = await tx
        .select()
        .from(dict)
        .where(and(inArray(dict.parentId, [...removed]), eq(dict.isDeleted, 0)))
        .for('update')
      const orphans = items.filter((i) => !removed.has(i.id))
      if (orphans.length) {
        await tx
          .update(dict)
          .set({ isDeleted: 1, updateUser: actor.userId, updateTime: sql`now()` })
          .where(
            inArray(
              dict.id,
              orphans.map((o) => o.id),
            ),
          )
        await recordAudit(tx, ids, {
          resource: dictResource.name,
          action: 'remove',
          recordIds: orphans.map((o) => o.id),
          before: orphans.map((o) => ({
            ...o,
            createTime: formatDateTime(o.createTime, actor.timeZone),
            updateTime: formatDateTime(o.updateTime, actor.timeZone),
          })),
          after: null,
          userId: actor.userId,
          requestId: actor.requestId,
        })
      }
      dictionariesChanged(tx, await tenantOf(tx, actor))
    },
  }
}

function nestTree(rows: (typeof dict.$inferSelect)[], locale: Locale): DictTreeNode[] {
  const nodes = new Map<string, DictTreeNode>()
  for (const r of rows) {
    const label = dictLabel(r, locale)
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      code: r.code,
      dictKey: r.dictKey,
      dictValue: label,
      label,
      colour: r.colour,
      sort: r.sort,
      isSealed: r.isSealed,
    })
  }
  const roots: DictTreeNode[] = []
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId)
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}

/** spec §7 System "Dictionary" besides the framework's page/list/detail/submit/remove. */
export async function dictExtraRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new ResourceService(
    dictResource,
    dict as unknown as ResourceTable,
    app.ids,
    app.dictionaries,
    undefined,
    dictRules(app.ids),
  )
  const inTenant = <T>(req: Parameters<typeof sessionOf>[0], fn: (tx: Tx) => Promise<T>) =>
    app.db.withTenant(sessionOf(req), fn)

  endpointRoute(app, dictAdminEndpoints.parentList, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => service.page(tx, { ...req.query, parentId: ROOT }, actor)))
    },
  })

  endpointRoute(app, dictAdminEndpoints.childList, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => service.page(tx, req.query, actor)))
    },
  })

  endpointRoute(app, dictAdminEndpoints.tree, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const { code } = req.query
      const rows = await inTenant(req, (tx) =>
        tx
          .select()
          .from(dict)
          .where(and(code ? eq(dict.code, code) : eq(dict.parentId, ROOT), eq(dict.isDeleted, 0)))
          .orderBy(asc(dict.sort), asc(dict.id))
          .limit(PAGING.maxSize),
      )
      return ok(req, nestTree(rows, req.locale))
    },
  })

  endpointRoute(app, dictionaryEndpoints.dictionary, {
    config: { permission: SIGNED_IN, fieldLabels, etag: true },
    handler: async (req) =>
      ok(req, await app.dictionaries.itemsOf(sessionOf(req).tenantId, req.query.code, req.locale)),
  })

  endpointRoute(app, dictionaryEndpoints.dictionaryList, {
    config: { permission: SIGNED_IN, fieldLabels, etag: true },
    handler: async (req) => {
      const tenantId = sessionOf(req).tenantId
      const wanted = [...new Set(req.query.codes.split(','))]
      const lists = await Promise.all(
        wanted.map((code) => app.dictionaries.itemsOf(tenantId, code, req.locale)),
      )
      return ok(req, Object.fromEntries(wanted.map((code, i) => [code, lists[i]!])))
    },
  })

  endpointRoute(app, dictAdminEndpoints.updateColour, {
    config: { permission: codes.edit, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const colour = req.query.colour || null
      return ok(req, await inTenant(req, (tx) => service.submit(tx, { id: req.query.id, colour }, actor)))
    },
  })
}
