import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import {
  smsMktCampaign,
  smsMktCompany,
  smsMktDept,
  smsMktOptOut,
  smsMktRecipient,
  smsMktSignature,
  smsMktTemplate,
} from './schema'

const PRICE_FEN = 5
/** the demo campaign's numbers and how each one ended */
const DEMO_RECIPIENTS = [
  ...Array.from({ length: 7 }, (_, i) => ({ phone: `1380000000${i}`, status: 'delivered' })),
  { phone: '13800000099', status: 'failed' },
  { phone: '13800000008', status: 'sent' },
  { phone: '13900000001', status: 'opted_out' },
]
export const DEMO_SIGNATURE = '会员中心'
const CONTENT = '尊敬的会员，{activity}期间全场满100减20，欢迎到店选购。'

/** Each demo tenant: a fake-gateway company, a department with its quota, approved texts and one finished campaign. */
export async function seedSmsMarketing(tx: Tx, ids: IdGenerator): Promise<void> {
  const companyId = ids.next()
  await tx.insert(smsMktCompany).values({
    id: companyId,
    code: 'FAKE-01',
    name: '模拟短信网关',
    provider: 'fake',
    priceFen: PRICE_FEN,
    ratePerSecond: 200,
  })
  const sent = DEMO_RECIPIENTS.filter((r) => r.status !== 'opted_out')
  const deptId = ids.next()
  await tx.insert(smsMktDept).values([
    { id: deptId, name: '市场部', companyId, quotaFen: 100_000, spentFen: sent.length * PRICE_FEN },
    { id: ids.next(), name: '会员运营部', companyId, quotaFen: 50_000 },
  ])
  const signatureId = ids.next()
  await tx
    .insert(smsMktSignature)
    .values({ id: signatureId, name: DEMO_SIGNATURE, companyId, auditStatus: 1 })
  const templateId = ids.next()
  await tx.insert(smsMktTemplate).values([
    { id: templateId, name: '满减活动通知', signatureId, content: CONTENT, auditStatus: 1 },
    {
      id: ids.next(),
      name: '生日关怀',
      signatureId,
      content: '{name}，祝您生日快乐！到店可领取生日礼品一份。',
    },
  ])
  await tx.insert(smsMktOptOut).values({ id: ids.next(), phone: '13900000001', source: 'reply' })
  const campaignId = ids.next()
  const params = { activity: '周年庆' }
  await tx.insert(smsMktCampaign).values({
    id: campaignId,
    name: '周年庆满减通知',
    deptId,
    templateId,
    audienceKind: 'list',
    phoneList: DEMO_RECIPIENTS.map((r) => r.phone).join('\n'),
    params,
    status: 'done',
    recipientCount: DEMO_RECIPIENTS.length,
    costFen: sent.length * PRICE_FEN,
    startTime: new Date(),
    finishTime: new Date(),
  })
  await tx.insert(smsMktRecipient).values(
    DEMO_RECIPIENTS.map((r) => ({
      id: ids.next(),
      campaignId,
      phone: r.phone,
      status: r.status,
      costFen: r.status === 'opted_out' ? 0 : PRICE_FEN,
      error: r.status === 'failed' ? 'UNDELIV' : null,
      sentTime: r.status === 'opted_out' ? null : new Date(),
    })),
  )
}
