import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { FUNC_TYPES, SHOP_CODES as C, shopSettingEndpoints as ep } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { InContext } from './request-context'
import {
  loadSettings,
  saveCancelMinutes,
  saveCancelRules,
  saveComplete,
  saveMall,
  savePayment,
  saveVoice,
  type ShopSettings,
} from './settings'

/** The shop's settings: mall, payment methods, the three order settings, voice alerts (docs/shop.md). */
export function settingsRoutes(fastify: FastifyInstance, inContext: InContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const mall = (s: ShopSettings) => ({ id: null, ...s.mall })
  const unpaid = (tenantId: string, s: ShopSettings) => ({ tenantId, cancelMinutes: s.cancelMinutes })

  endpointRoute(app, ep.mallDetail, {
    config: { permission: C.mallView },
    handler: async (req) => ok(req, mall(await inContext(req, (c) => loadSettings(c.tx)))),
  })
  endpointRoute(app, ep.mallSubmit, {
    config: { permission: C.mallEdit },
    handler: async (req) => ok(req, mall(await inContext(req, (c) => saveMall(c, req.body)))),
  })
  endpointRoute(app, ep.funcStatus, {
    config: { permission: C.mallView },
    handler: async (req) => {
      const { voice } = await inContext(req, (c) => loadSettings(c.tx))
      const on = req.query.type === FUNC_TYPES.voiceAlert && (voice.newOrderVoice || voice.refundOrderVoice)
      return ok(req, { type: req.query.type, status: on ? 1 : 0 })
    },
  })
  endpointRoute(app, ep.paymentSearch, {
    config: { permission: C.paymentView },
    handler: async (req) => ok(req, (await inContext(req, (c) => loadSettings(c.tx))).payment),
  })
  endpointRoute(app, ep.paymentSave, {
    config: { permission: C.paymentEdit },
    handler: async (req) => ok(req, (await inContext(req, (c) => savePayment(c, req.body))).payment),
  })
  endpointRoute(app, ep.unpaidSearch, {
    config: { permission: C.orderSettingView },
    handler: async (req) =>
      ok(req, await inContext(req, async (c) => unpaid(c.tenantId, await loadSettings(c.tx)))),
  })
  endpointRoute(app, ep.unpaidSave, {
    config: { permission: C.orderSettingEdit },
    handler: async (req) =>
      ok(
        req,
        await inContext(req, async (c) =>
          unpaid(c.tenantId, await saveCancelMinutes(c, req.query.cancelMinutes)),
        ),
      ),
  })
  endpointRoute(app, ep.cancelSearch, {
    config: { permission: C.orderSettingView },
    handler: async (req) => ok(req, (await inContext(req, (c) => loadSettings(c.tx))).cancel),
  })
  endpointRoute(app, ep.cancelSave, {
    config: { permission: C.orderSettingEdit },
    handler: async (req) => ok(req, (await inContext(req, (c) => saveCancelRules(c, req.body))).cancel),
  })
  endpointRoute(app, ep.completeSearch, {
    config: { permission: C.orderSettingView },
    handler: async (req) => ok(req, (await inContext(req, (c) => loadSettings(c.tx))).complete),
  })
  endpointRoute(app, ep.completeSave, {
    config: { permission: C.orderSettingEdit },
    handler: async (req) => ok(req, (await inContext(req, (c) => saveComplete(c, req.body))).complete),
  })
  endpointRoute(app, ep.voice, {
    config: { permission: C.voiceView },
    handler: async (req) => ok(req, (await inContext(req, (c) => loadSettings(c.tx))).voice),
  })
  endpointRoute(app, ep.voiceSave, {
    config: { permission: C.voiceEdit },
    handler: async (req) => ok(req, (await inContext(req, (c) => saveVoice(c, req.body))).voice),
  })
}
