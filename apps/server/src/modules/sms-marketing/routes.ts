import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  smsCompanyResource,
  smsDeptResource,
  smsOptOutResource,
  smsSignatureResource,
  smsTemplateResource,
} from '@store/contract'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import campaignRoutes from './campaign-routes'
import { defineSmsMarketingJobs } from './jobs'
import { companyRules, deptRules, signatureRules, templateRules } from './rules'
import { smsMktCompany, smsMktDept, smsMktOptOut, smsMktSignature, smsMktTemplate } from './schema'
import webhookRoutes from './webhook-routes'

const asTable = (t: unknown) => t as ResourceTable

/** The SMS marketing area's routes (docs/sms-marketing.md): its resources, campaigns, webhooks and jobs. */
export default async function smsMarketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  defineSmsMarketingJobs(app)
  await app.register(resourceRoutes(smsCompanyResource, asTable(smsMktCompany), companyRules))
  await app.register(resourceRoutes(smsDeptResource, asTable(smsMktDept), deptRules))
  await app.register(resourceRoutes(smsSignatureResource, asTable(smsMktSignature), signatureRules))
  await app.register(resourceRoutes(smsTemplateResource, asTable(smsMktTemplate), templateRules))
  await app.register(resourceRoutes(smsOptOutResource, asTable(smsMktOptOut)))
  await app.register(campaignRoutes)
  await app.register(webhookRoutes)
}
