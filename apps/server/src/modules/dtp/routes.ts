import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { DTP_CODES as C, dtpDrugResource, dtpEndpoints as ep, dtpPatientResource } from '@store/contract'
import { inCallerTenant } from '../../core/tenant-work'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { ADMIN_ROLE, roleIdsOf } from '../access'
import { userBriefs, usersWithRoles } from '../user'
import type { DtpContext } from './context'
import { drugInfo, drugRules, expiringDrugs, todayIn } from './drugs'
import { patientRules } from './patients'
import { dispense, reviewPrescription, rxDetail, rxPage, submitPrescription } from './prescriptions'
import { replyToReview, reviewInfo, reviewPage } from './reviews'
import { checkSaleLine } from './sale'
import { dtpDrug, dtpPatient } from './schema'
import { PHARMACIST_ROLE } from './seed-data'

const asTable = (t: unknown) => t as ResourceTable
const paging = (q: { current?: number; size?: number }) => ({ current: q.current ?? 1, size: q.size ?? 10 })

/** The pharmacy's routes (docs/pharmacy.md): drugs and patients as resources, prescriptions, reviews, the sale check. */
export default async function dtpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(resourceRoutes(dtpDrugResource, asTable(dtpDrug), drugRules))
  await app.register(resourceRoutes(dtpPatientResource, asTable(dtpPatient), patientRules))

  const inTenant = <T>(req: FastifyRequest, fn: (c: DtpContext) => Promise<T>) => inCallerTenant(app, req, fn)

  endpointRoute(app, ep.drugInfo, {
    config: { permission: C.drugView },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => drugInfo(c.tx, req.query.drugId, await todayIn(c.tx, c.timeZone))),
      ),
  })
  endpointRoute(app, ep.drugExpiring, {
    config: { permission: C.drugView },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) =>
          expiringDrugs(c.tx, paging(req.query), await todayIn(c.tx, c.timeZone)),
        ),
      ),
  })

  endpointRoute(app, ep.rxPage, {
    config: { permission: C.rxView },
    handler: async (req) =>
      ok(req, await inTenant(req, (c) => rxPage(c, { ...req.query, ...paging(req.query) }))),
  })
  endpointRoute(app, ep.rxDetail, {
    config: { permission: C.rxView },
    handler: async (req) => ok(req, await inTenant(req, (c) => rxDetail(c, req.query.id))),
  })
  endpointRoute(app, ep.rxSubmit, {
    config: { permission: C.rxSubmit },
    handler: async (req) =>
      ok(req, await inTenant(req, async (c) => rxDetail(c, await submitPrescription(c, req.body)))),
  })
  endpointRoute(app, ep.rxReview, {
    config: { permission: C.rxReview },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await reviewPrescription(c, req.body.id, req.body.action, req.body.reason ?? '')
          return rxDetail(c, req.body.id)
        }),
      ),
  })
  endpointRoute(app, ep.rxOverride, {
    config: { permission: C.rxReview },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await reviewPrescription(c, req.body.id, 'override', req.body.reason)
          return rxDetail(c, req.body.id)
        }),
      ),
  })
  endpointRoute(app, ep.dispense, {
    config: { permission: C.dispense },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async (c) => {
          await dispense(c, req.body.id, req.body.checkerId, req.body.lines)
          return rxDetail(c, req.body.id)
        }),
      ),
  })
  endpointRoute(app, ep.pharmacists, {
    config: { permission: C.rxView },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, async ({ tx }) => {
          const ids = await usersWithRoles(tx, await roleIdsOf(tx, [PHARMACIST_ROLE.alias, ADMIN_ROLE.alias]))
          return (await userBriefs(tx, ids)).map((u) => ({ id: u.id, name: u.realName || u.account }))
        }),
      ),
  })
  endpointRoute(app, ep.saleCheck, {
    config: { permission: C.saleCheck },
    handler: async (req) =>
      ok(req, await inTenant(req, (c) => checkSaleLine(c.tx, req.body, c.locale, c.timeZone))),
  })

  endpointRoute(app, ep.ticketInfo, {
    config: { permission: C.reviewView },
    handler: async (req) => ok(req, await inTenant(req, (c) => reviewInfo(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.drugReviews, {
    config: { permission: C.reviewView },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, (c) => reviewPage(c.tx, { ...req.query, ...paging(req.query) }, c.timeZone)),
      ),
  })
  endpointRoute(app, ep.drugReply, {
    config: { permission: C.reviewReply },
    handler: async (req) =>
      ok(req, await inTenant(req, (c) => replyToReview(c.tx, c.userId, req.body, c.timeZone))),
  })
}
