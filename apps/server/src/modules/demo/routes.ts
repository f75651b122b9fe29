import type { FastifyInstance } from 'fastify'
import { demoItemResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import type { WriteRules } from '../../core/resource/service'
import { demoItem } from './schema'

const { amount } = demoItemResource.fields
const AMOUNT = new RegExp(amount.pattern)

/**
 * The contract's decimal takes four places and a sign; a display fee is money: not negative, at most
 * two places (the column would round a third one away silently).
 */
const demoItemRules: WriteRules = {
  async beforeSave(_tx, row, actor) {
    if (!AMOUNT.test(String(row.amount))) {
      throw badRequest('amountInvalid', { field: amount.label[actor.locale] })
    }
  },
}

/** The template sub-app's server: display shelf plans through the resource framework. */
export default async function demoRoutes(app: FastifyInstance) {
  await app.register(resourceRoutes(demoItemResource, demoItem as unknown as ResourceTable, demoItemRules))
}
