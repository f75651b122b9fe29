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
import { usedByGoodsRules } from '../goods'
import { basicdataDosageForm, basicdataGoodsUnit, basicdataShop, basicdataTaxRate } from './schema'
import { taxRateRules } from './service'

const MASTERS: [ResourceDef, unknown, WriteRules?][] = [
  [retailShopResource, basicdataShop],
  [dosageFormResource, basicdataDosageForm, usedByGoodsRules(dosageFormResource, 'dosageFormId')],
  [taxRateResource, basicdataTaxRate, usedByGoodsRules(taxRateResource, 'taxRateId', taxRateRules)],
  [goodsUnitResource, basicdataGoodsUnit, usedByGoodsRules(goodsUnitResource, 'unitId')],
]

/**
 * The basic data server (`/api/store-basicdata`): shops, dosage forms, tax rates and goods units; the
 * goods module's service refuses removing a master its goods still use.
 */
export default async function basicdataRoutes(app: FastifyInstance) {
  for (const [def, table, own] of MASTERS) {
    const t = table as ResourceTable
    await app.register(resourceRoutes(def, t, masterRules(def, t, own)))
  }
}
