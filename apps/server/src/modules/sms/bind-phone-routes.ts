import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, smsEndpoints } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { lockPhone, setUserPhone, usersWithPhone, validPhone } from '../user'
import type { SmsCodes } from './codes'

const fieldLabels: FieldLabels = { code: { zh_CN: '验证码', zh_HK: '驗證碼', en: 'Code' } }

/** spec §7 Users `bindPhone`: the signed-in user takes a number they proved with a bind code. */
export default async function bindPhoneRoutes(fastify: FastifyInstance, opts: { codes: SmsCodes }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { codes } = opts

  endpointRoute(app, smsEndpoints.bindPhone, {
    errors: { 400: ErrorEnvelope, 401: ErrorEnvelope },
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const phone = validPhone(req.query.phone)
      const refusal = await app.db.withTenant(session, async (tx) => {
        await lockPhone(tx, phone)
        const wrong = await codes.consume(tx, phone, 'bind', req.query.code)
        if (wrong) return wrong
        // Only a proven holder of the number learns that another account has it; nothing changes then.
        const holders = await usersWithPhone(tx, phone)
        if (holders.some((u) => u.id !== session.userId)) throw badRequest('phoneInUse')
        const before = await setUserPhone(tx, session.userId, phone)
        await recordAudit(tx, app.ids, {
          resource: 'user',
          action: 'update',
          recordIds: [session.userId],
          before: { phone: before },
          after: { phone },
          userId: session.userId,
          requestId: req.id,
        })
        return null
      })
      if (refusal) throw badRequest(refusal)
      return ok(req, true)
    },
  })
}
