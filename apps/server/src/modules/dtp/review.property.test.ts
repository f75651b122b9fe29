import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { and, asc, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { buildTestApp, engineName } from '../../test/app'
import { userByAccount } from '../user'
import type { DtpContext } from './context'
import { reviewPrescription, submitPrescription } from './prescriptions'
import type { RxMove } from './rx-state'
import { dtpDrug, dtpPatient, dtpPrescription, dtpRxAction } from './schema'

const TENANT = '100001'
const MOVES: RxMove[] = ['approve', 'reject', 'query', 'override']

/**
 * Issue 27 acceptance: for random prescriptions and random concurrent review actions, a BLOCK is never
 * approved without the override of two different pharmacists with reasons, and every state change has
 * exactly one audit record (numbered without gaps, chained from the previous state to the stored one).
 */
describe(`prescription review under concurrent pharmacists (${engineName})`, () => {
  let app: FastifyInstance
  let pharmacists: string[]
  let patients: { allergic: string; plain: string }
  let drugs: { amoxicillin: string; loratadine: string }

  const ctx = (tx: Tx, userId: string): DtpContext => ({
    tx,
    ids: app.ids,
    userId,
    locale: 'zh_CN',
    timeZone: 'Asia/Shanghai',
  })
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId: TENANT }, fn)

  beforeAll(async () => {
    app = await buildTestApp()
    await inTenant(async (tx) => {
      pharmacists = [(await userByAccount(tx, 'admin'))!.id, (await userByAccount(tx, 'manager'))!.id]
      const pick = async (name: string) =>
        (await tx.select({ id: dtpDrug.id }).from(dtpDrug).where(eq(dtpDrug.genericName, name)).limit(1))[0]!
          .id
      drugs = { amoxicillin: await pick('阿莫西林胶囊'), loratadine: await pick('氯雷他定片') }
      const [allergic] = await tx
        .select({ id: dtpPatient.id })
        .from(dtpPatient)
        .where(eq(dtpPatient.allergies, '青霉素'))
      const [plain] = await tx
        .select({ id: dtpPatient.id })
        .from(dtpPatient)
        .where(eq(dtpPatient.name, '赵敏'))
      patients = { allergic: allergic!.id, plain: plain!.id }
    })
  })
  afterAll(() => app.close())

  const action = fc.record({
    actor: fc.integer({ min: 0, max: 1 }),
    move: fc.constantFrom(...MOVES),
    reason: fc.constantFrom('', '已核对'),
  })

  it('never approved from BLOCK without two pharmacists’ override; one record per state change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(action, { minLength: 1, maxLength: 6 }),
        fc.array(action, { maxLength: 4 }),
        async (allergic, first, second) => {
          const id = await inTenant((tx) =>
            submitPrescription(ctx(tx, pharmacists[0]!), {
              patientId: allergic ? patients.allergic : patients.plain,
              source: 'electronic',
              prescriber: '性质测试',
              hospital: '测试医院',
              diagnosis: '测试',
              items: [
                {
                  drugId: allergic ? drugs.amoxicillin : drugs.loratadine,
                  doseMg: 10,
                  timesPerDay: 1,
                  days: 3,
                  quantity: 1,
                },
              ],
            }),
          )
          // two waves of concurrent actions, each in its own transaction
          for (const wave of [first, second])
            await Promise.allSettled(
              wave.map((a) =>
                inTenant((tx) => reviewPrescription(ctx(tx, pharmacists[a.actor]!), id, a.move, a.reason)),
              ),
            )
          const [row] = await inTenant((tx) =>
            tx.select().from(dtpPrescription).where(eq(dtpPrescription.id, id)),
          )
          const log = await inTenant((tx) =>
            tx
              .select()
              .from(dtpRxAction)
              .where(eq(dtpRxAction.prescriptionId, id))
              .orderBy(asc(dtpRxAction.seq)),
          )
          expect(row!.checkLevel).toBe(allergic ? 'BLOCK' : 'OK')
          expect(log.map((l) => l.seq)).toEqual(log.map((_, i) => i + 1))
          log.forEach((l, i) => {
            expect(l.fromStatus).toBe(i === 0 ? null : log[i - 1]!.toStatus)
            expect(l.fromStatus).not.toBe(l.toStatus)
          })
          expect(log.at(-1)!.toStatus).toBe(row!.status)
          if (allergic) {
            expect(log.some((l) => l.action === 'approve')).toBe(false)
            if (row!.status === 'approved') {
              const escalate = log.find((l) => l.action === 'escalate')!
              const override = log.find((l) => l.action === 'override')!
              expect(escalate.reason).not.toBe('')
              expect(override.reason).not.toBe('')
              expect(override.actorId).not.toBe(escalate.actorId)
            }
          }
        },
      ),
      { numRuns: 25 },
    )
    const blockedApproved = await inTenant((tx) =>
      tx
        .select({ id: dtpPrescription.id })
        .from(dtpPrescription)
        .innerJoin(dtpRxAction, eq(dtpRxAction.prescriptionId, dtpPrescription.id))
        .where(and(eq(dtpPrescription.checkLevel, 'BLOCK'), eq(dtpRxAction.action, 'approve'))),
    )
    expect(blockedApproved).toHaveLength(0)
  })
})
