import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import {
  appDocResource,
  appPrivateDocResource,
  applicationDocEndpoints,
  applicationResource,
  permissionCodes,
} from '@store/contract'
import { SIGNED_IN } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import type { Actor, WriteRules } from '../../core/resource/service'
import { applicationExists } from '../menu'
import { assertUrl } from '../../core/resource/checks'
import { actorOf } from '../../core/resource/route-kit'
import { resourceKit } from '../../core/resource/resource-kit'
import { appDoc, appPrivateDoc, tenantApp } from './schema'

const docUrlCheck = (row: Record<string, unknown>, actor: Actor) =>
  assertUrl(row.docUrl, appDocResource.fields.docUrl!.label, actor.locale)

/** An application's platform documents: the application exists. */
const appDocRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    docUrlCheck(row, actor)
    const id = String(row.applicationId)
    if (!(await applicationExists(tx, id))) throw badRequest('applicationUnknown', { id })
  },
}

/** A tenant's private documents: only of an application opened to it. */
const privateDocRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    docUrlCheck(row, actor)
    const [opened] = await tx
      .select({ id: tenantApp.applicationId })
      .from(tenantApp)
      .where(eq(tenantApp.applicationId, String(row.applicationId)))
    if (!opened) throw badRequest('applicationNotOpened', { id: String(row.applicationId) })
  },
}

/**
 * The documents of the applications (the applications themselves are the system module's
 * `application-routes.ts`): the platform's for every tenant (`application-doc/list`, `submit`,
 * `remove`) and a tenant's own (`application-doc/private-doc`, `…/submit`, `…/remove`).
 */
export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const table = (t: unknown) => t as ResourceTable

  const docs = resourceKit(app, appDocResource, table(appDoc), { rules: appDocRules, platform: true })
  docs.submit('submit', {
    summary: 'Insert or update an application’s document: platform administrators only',
  })
  docs.remove('remove', { summary: 'Remove application documents: platform administrators only' })

  const privateDocs = resourceKit(app, appPrivateDocResource, table(appPrivateDoc), {
    rules: privateDocRules,
  })
  privateDocs.submit('submit', {
    summary: 'Insert or update a private document of an application opened to the tenant',
  })
  privateDocs.remove('remove', { summary: 'Remove the tenant’s private documents' })

  const byApp = (endpoint: typeof applicationDocEndpoints.list, kit: typeof docs, permission: string) =>
    endpointRoute(app, endpoint, {
      config: { permission, fieldLabels: { ...kit.fieldLabels, appId: applicationResource.label } },
      handler: async (req) => {
        const actor = await actorOf(app, req)
        return ok(
          req,
          await kit.read(req, (tx) => kit.service.list(tx, { applicationId: req.query.appId }, actor)),
        )
      },
    })
  byApp(applicationDocEndpoints.list, docs, SIGNED_IN)
  byApp(applicationDocEndpoints.privateDoc, privateDocs, permissionCodes(appPrivateDocResource).view)
}
