import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { CampaignStats } from '@store/contract'
import { auth } from '../../test/app'
import { smsMktCampaign, smsMktCompany, smsMktDept, smsMktSignature, smsMktTemplate } from './schema'

let serial = 0

/** A company, a department and an approved signature and template of the tenant, for one test. */
export async function senderFixture(
  app: FastifyInstance,
  tenantId: string,
  o: { priceFen: number; quotaFen: number; rate?: number },
) {
  const tag = `${process.pid}-${Date.now().toString(36)}-${++serial}`
  return app.db.withTenant({ tenantId }, async (tx) => {
    const companyId = app.ids.next()
    await tx.insert(smsMktCompany).values({
      id: companyId,
      code: `T-${tag}`,
      name: `测试网关${tag}`,
      priceFen: o.priceFen,
      ratePerSecond: o.rate ?? 100_000,
    })
    const deptId = app.ids.next()
    await tx.insert(smsMktDept).values({ id: deptId, name: `部门${tag}`, companyId, quotaFen: o.quotaFen })
    const signatureId = app.ids.next()
    await tx
      .insert(smsMktSignature)
      .values({ id: signatureId, name: `签名${tag}`.slice(0, 20), companyId, auditStatus: 1 })
    const templateId = app.ids.next()
    await tx.insert(smsMktTemplate).values({
      id: templateId,
      name: `模板${tag}`,
      signatureId,
      content: '{name}您好，本周会员日全场九折。',
      auditStatus: 1,
    })
    return { companyId, deptId, signatureId, templateId }
  })
}

/** `count` distinct mobile numbers starting at `from` (a block no other test uses). */
export const phoneBlock = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + i))

/** Calls an endpoint as the token's user and answers the parsed envelope. */
export async function callAs(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: auth(token), ...(payload && { payload }) })
  return { status: res.statusCode, body: res.json() }
}

/** Waits until the campaign has left `sending`/`scheduled` and every message sent has its receipt. */
export async function settled(
  app: FastifyInstance,
  tenantId: string,
  id: string,
  stats: () => Promise<CampaignStats>,
) {
  for (let i = 0; i < 1200; i++) {
    const [row] = await app.db.withTenant({ tenantId }, (tx) =>
      tx.select({ status: smsMktCampaign.status }).from(smsMktCampaign).where(eq(smsMktCampaign.id, id)),
    )
    const s = await stats()
    if (!['sending', 'scheduled'].includes(row!.status) && s.sent === s.delivered + s.failed)
      return row!.status
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the campaign did not settle')
}
