import type { FastifyInstance } from 'fastify'
import {
  dosageFormResource,
  goodsUnitResource,
  retailShopResource,
  taxRateResource,
  type ResourceDef,
} from '@store/contract'
import { masterRules } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import type { WriteRules } from '../../core/resource/service'
import { basicdataDosageForm, basicdataGoodsUnit, basicdataShop, basicdataTaxRate } from './schema'
import { taxRateRules } from './service'

const MASTERS: [ResourceDef, unknown, WriteRules?][] = [
  [retailShopResource, basicdataShop],
  [dosageFormResource, basicdataDosageForm],
  [taxRateResource, basicdataTaxRate, taxRateRules],
  [goodsUnitResource, basicdataGoodsUnit],
]

/**
 * The basic data server (`/api/store-basicdata`): shops, dosage forms, tax rates and goods units; a
 * removal also runs the guards other modules add (goods refuses removing a master its goods use).
 */
export default async function basicdataRoutes(app: FastifyInstance) {
  for (const [def, table, own] of MASTERS) {
    const t = table as ResourceTable
    await app.register(resourceRoutes(def, t, masterRules(def, t, app.masterRemovalGuards.rulesOf(def, own))))
  }
}
