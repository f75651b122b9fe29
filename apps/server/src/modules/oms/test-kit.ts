import type { FastifyInstance } from 'fastify'
import {
  omsEndpoints,
  wmsBinResource,
  wmsEndpoints,
  wmsWarehouseResource,
  wmsZoneResource,
  type OmsOrder,
} from '@store/contract'
import { auth } from '../../test/app'

/** A suffix for what a test file makes: on PostgreSQL every file and run share one database. */
export const RUN = Date.now().toString(36).toUpperCase()

type Endpoint = { method: string; path: string }

/** The OMS tests' calls, through the contract's endpoints as a screen makes them. */
export function omsCalls(app: FastifyInstance, token: string) {
  const call = (e: Endpoint, opts: { query?: string; body?: object; lang?: string } = {}) =>
    app.inject({
      method: e.method as 'GET',
      url: `${e.path}?lang=${opts.lang ?? 'zh_CN'}${opts.query ? `&${opts.query}` : ''}`,
      headers: auth(token),
      ...(opts.body && { payload: opts.body }),
    })
  const data = async (e: Endpoint, opts: Parameters<typeof call>[1] = {}) => {
    const res = await call(e, opts)
    if (res.statusCode !== 200) throw new Error(`${e.path}: ${res.body}`)
    return res.json().data
  }
  const post = (path: string, body: object) => data({ method: 'POST', path }, { body })
  return {
    call,
    data,
    /**
     * a warehouse of this run with one bin holding `stock` of each goods (received through the WMS);
     * `more`: the shop it stocks, where it is
     */
    warehouse: async (
      code: string,
      stock: [goodsId: string, qty: number][],
      more: { shopId?: string; latitude?: string; longitude?: string } = {},
    ) => {
      const warehouse = await post(`${wmsWarehouseResource.basePath}/submit`, {
        code: `${code}${RUN}`,
        name: `订单测试仓 ${code}`,
        ...more,
      })
      const zone = await post(`${wmsZoneResource.basePath}/submit`, {
        warehouseId: warehouse.id,
        code: `${code}${RUN}-Z`,
        name: '常温区',
      })
      const bin = await post(`${wmsBinResource.basePath}/submit`, {
        zoneId: zone.id,
        code: `${code}${RUN}-01`,
      })
      if (stock.length) {
        const year = new Date().getUTCFullYear()
        const receipt = await data(wmsEndpoints.receiptCreate, {
          body: {
            warehouseId: warehouse.id,
            lines: stock.map(([goodsId, qty]) => ({
              goodsId,
              qty,
              binId: bin.id,
              lotNo: `OMS${RUN}`,
              productionDate: `${year - 1}-01-01`,
              expiryDate: `${year + 2}-01-01`,
            })),
          },
        })
        await data(wmsEndpoints.receiptConfirm, { body: { id: receipt.id } })
      }
      return warehouse.id as string
    },
    pos: (sourceNo: string, lines: [goodsId: string, qty: number][], region = `R${RUN}`): Promise<OmsOrder> =>
      data(omsEndpoints.orderCreate, {
        body: {
          sourceNo,
          receiverName: '测试收货人',
          receiverPhone: '13900000000',
          region,
          address: `${region} 测试路 1 号`,
          lines: lines.map(([goodsId, qty]) => ({ goodsId, qty })),
        },
      }),
  }
}
