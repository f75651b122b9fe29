import type { FastifyInstance } from 'fastify'
import { printPlanResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import { resourceRoutes } from '../../core/resource/routes'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { assertJson } from '../../core/resource/checks'
import { printPlan } from './schema'

/** Print plans (spec §3 Print plan): the plain resource; `menu/list-printplans` reads them per screen. */
export default async function printPlanRoutes(app: FastifyInstance) {
  /** A plan belongs to a live menu (its menu code, when given, is that menu's) and holds a JSON template. */
  const rules: WriteRules = {
    async beforeSave(_tx, row, actor) {
      assertJson(row.template, printPlanResource.fields.template!.label, actor.locale)
      const menu = (await app.menuCatalog.snapshot()).byId.get(String(row.menuId))
      if (!menu) throw badRequest('menuUnknown', { id: String(row.menuId) })
      if (row.menuCode && row.menuCode !== menu.code)
        throw badRequest('printPlanMenuCode', { code: String(row.menuCode) })
    },
  }
  await app.register(resourceRoutes(printPlanResource, printPlan as unknown as ResourceTable, rules))
}
