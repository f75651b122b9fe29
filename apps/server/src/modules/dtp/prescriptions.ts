import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm'
import {
  RX_STATUS_LABELS,
  translate,
  type CheckLevel,
  type Prescription,
  type PrescriptionDetail,
  type PrescriptionInput,
  type RxSource,
  type RxStatus,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { userBriefs } from '../user'
import { levelOf, systemCheck, type CheckedItem, type StoredFinding } from './check'
import type { DtpContext } from './context'
import { approvalState, liveDrugs, todayIn } from './drugs'
import { allergiesOf } from './patients'
import { transition, type RxMove, type RxState } from './rx-state'
import {
  dtpDispense,
  dtpPatient,
  dtpPrescription,
  dtpPrescriptionItem,
  dtpRulePair,
  dtpRxAction,
} from './schema'

type RxRow = typeof dtpPrescription.$inferSelect

async function lockRx(tx: Tx, id: string): Promise<RxRow> {
  const [row] = await tx.select().from(dtpPrescription).where(eq(dtpPrescription.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

/** Appends the version's next action record (the caller holds the version's lock). */
async function record(
  c: DtpContext,
  prescriptionId: string,
  action: string,
  from: RxStatus | null,
  to: RxStatus,
  reason = '',
) {
  const [last] = await c.tx
    .select({ seq: max(dtpRxAction.seq) })
    .from(dtpRxAction)
    .where(eq(dtpRxAction.prescriptionId, prescriptionId))
  await c.tx.insert(dtpRxAction).values({
    id: c.ids.next(),
    prescriptionId,
    seq: (last?.seq ?? 0) + 1,
    action,
    fromStatus: from,
    toStatus: to,
    actorId: c.userId,
    reason,
  })
}

async function escalatedBy(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ actorId: dtpRxAction.actorId })
    .from(dtpRxAction)
    .where(and(eq(dtpRxAction.prescriptionId, id), eq(dtpRxAction.action, 'escalate')))
    .orderBy(desc(dtpRxAction.seq))
    .limit(1)
  return row?.actorId ?? null
}

/** Moves a locked version through the state machine and records the move; refuses what it forbids. */
async function move(c: DtpContext, row: RxRow, m: RxMove, reason = ''): Promise<RxStatus> {
  const state: RxState = {
    status: row.status as RxStatus,
    checkLevel: row.checkLevel as CheckLevel | null,
    escalatedBy: row.status === 'escalated' ? await escalatedBy(c.tx, row.id) : null,
  }
  const t = transition(state, m, c.userId, reason)
  if ('refused' in t) {
    const params = t.params && {
      status: RX_STATUS_LABELS[state.status][c.locale],
      action: translate(t.params.action as never, c.locale),
    }
    throw badRequest(t.refused, params)
  }
  await c.tx
    .update(dtpPrescription)
    .set({ status: t.to, updateUser: c.userId, updateTime: sql`now()` })
    .where(eq(dtpPrescription.id, row.id))
  await record(c, row.id, t.action, state.status, t.to, reason.trim())
  return t.to
}

/** The system check's inputs for a patient and items, read in the transaction. */
async function checkInputs(c: DtpContext, patientId: string, input: PrescriptionInput['items']) {
  const [patient] = await c.tx
    .select()
    .from(dtpPatient)
    .where(and(eq(dtpPatient.id, patientId), eq(dtpPatient.isDeleted, 0)))
  if (!patient) throw badRequest('dtpPatientMissing')
  const drugs = new Map(
    (
      await liveDrugs(
        c.tx,
        input.map((i) => i.drugId),
      )
    ).map((d) => [d.id, d]),
  )
  const today = await todayIn(c.tx, c.timeZone)
  const seen = new Set<string>()
  const items: CheckedItem[] = input.map((i) => {
    const d = drugs.get(i.drugId)
    if (!d) throw badRequest('dtpDrugMissing', { id: i.drugId })
    if (seen.has(d.id)) throw badRequest('dtpDuplicateDrug', { name: d.tradeName })
    seen.add(d.id)
    return {
      drug: {
        drugId: d.id,
        tradeName: d.tradeName,
        genericName: d.genericName,
        maxDailyMg: d.maxDailyMg,
        maxQtyPerSale: d.maxQtyPerSale,
        pregnancyRisk: d.pregnancyRisk,
        approvalExpired: approvalState(today, d.approvalValidTo) === 'expired',
      },
      doseMg: i.doseMg,
      timesPerDay: i.timesPerDay,
      quantity: i.quantity,
    }
  })
  const ageYears = patient.birthDate
    ? Math.floor((Date.parse(today) - Date.parse(patient.birthDate)) / (365.25 * 86_400_000))
    : null
  const rules = await c.tx.select().from(dtpRulePair)
  return {
    items,
    patient: {
      allergies: allergiesOf(patient.allergies),
      pregnancy: patient.pregnancy,
      ageYears,
      weightKg: patient.weightKg,
    },
    rules,
  }
}

/**
 * Submits a prescription, or a new version of one (the previous version is superseded, never edited),
 * and runs the system check: submitted → pending with its verdict, two records.
 */
export async function submitPrescription(c: DtpContext, input: PrescriptionInput): Promise<string> {
  const { items, patient, rules } = await checkInputs(c, input.patientId, input.items)
  let rxNo: string
  let version = 1
  if (input.previousId) {
    const prev = await lockRx(c.tx, input.previousId)
    await move(c, prev, 'supersede')
    rxNo = prev.rxNo
    version = prev.version + 1
  } else rxNo = `RX${c.ids.next()}`
  const id = c.ids.next()
  await c.tx.insert(dtpPrescription).values({
    id,
    rxNo,
    version,
    previousId: input.previousId ?? null,
    patientId: input.patientId,
    source: input.source,
    prescriber: input.prescriber,
    hospital: input.hospital,
    diagnosis: input.diagnosis,
    status: 'submitted',
    createUser: c.userId,
    updateUser: c.userId,
  })
  await c.tx
    .insert(dtpPrescriptionItem)
    .values(input.items.map((i) => ({ id: c.ids.next(), prescriptionId: id, ...i })))
  await record(c, id, 'submit', null, 'submitted')
  const findings = systemCheck(items, patient, rules)
  const level = levelOf(findings)
  await c.tx
    .update(dtpPrescription)
    .set({ status: 'pending', checkLevel: level, findings })
    .where(eq(dtpPrescription.id, id))
  await record(c, id, 'check', 'submitted', 'pending', level)
  return id
}

/** A pharmacist's approve, reject, query or override of a version. */
export async function reviewPrescription(
  c: DtpContext,
  id: string,
  m: RxMove,
  reason = '',
): Promise<RxStatus> {
  return move(c, await lockRx(c.tx, id), m, reason)
}

const toFinding = (f: StoredFinding, c: Pick<DtpContext, 'locale'>) => ({
  level: f.level,
  rule: f.rule,
  message: translate(f.key, c.locale, f.params),
})

async function toPrescriptions(c: Omit<DtpContext, 'ids'>, rows: RxRow[]): Promise<Prescription[]> {
  const patients = rows.length
    ? await c.tx
        .select({ id: dtpPatient.id, name: dtpPatient.name })
        .from(dtpPatient)
        .where(inArray(dtpPatient.id, [...new Set(rows.map((r) => r.patientId))]))
    : []
  const nameOf = new Map(patients.map((p) => [p.id, p.name]))
  return rows.map((r) => ({
    id: r.id,
    rxNo: r.rxNo,
    version: r.version,
    patientId: r.patientId,
    patientName: nameOf.get(r.patientId) ?? '',
    source: r.source as RxSource,
    prescriber: r.prescriber,
    hospital: r.hospital,
    diagnosis: r.diagnosis,
    status: r.status as RxStatus,
    checkLevel: r.checkLevel as CheckLevel | null,
    findings: (r.findings as StoredFinding[]).map((f) => toFinding(f, c)),
    createTime: formatDateTime(r.createTime, c.timeZone),
  }))
}

export async function rxPage(
  c: Omit<DtpContext, 'ids'>,
  q: { current: number; size: number; status?: RxStatus; patientId?: string; rxNo?: string },
) {
  const where = and(
    q.status ? eq(dtpPrescription.status, q.status) : undefined,
    q.patientId ? eq(dtpPrescription.patientId, q.patientId) : undefined,
    q.rxNo ? eq(dtpPrescription.rxNo, q.rxNo) : undefined,
  )
  const [total] = await c.tx.select({ n: count() }).from(dtpPrescription).where(where)
  const rows = await c.tx
    .select()
    .from(dtpPrescription)
    .where(where)
    .orderBy(desc(dtpPrescription.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const n = Number(total?.n ?? 0)
  return {
    records: await toPrescriptions(c, rows),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

export async function rxDetail(c: Omit<DtpContext, 'ids'>, id: string): Promise<PrescriptionDetail> {
  const [row] = await c.tx.select().from(dtpPrescription).where(eq(dtpPrescription.id, id))
  if (!row) throw notFound()
  const items = await c.tx
    .select()
    .from(dtpPrescriptionItem)
    .where(eq(dtpPrescriptionItem.prescriptionId, id))
  const actions = await c.tx
    .select()
    .from(dtpRxAction)
    .where(eq(dtpRxAction.prescriptionId, id))
    .orderBy(dtpRxAction.seq)
  const dispenses = await c.tx.select().from(dtpDispense).where(eq(dtpDispense.prescriptionId, id))
  const versions = await c.tx
    .select({ id: dtpPrescription.id, version: dtpPrescription.version, status: dtpPrescription.status })
    .from(dtpPrescription)
    .where(eq(dtpPrescription.rxNo, row.rxNo))
    .orderBy(dtpPrescription.version)
  const drugs = new Map(
    (
      await liveDrugs(
        c.tx,
        items.map((i) => i.drugId),
      )
    ).map((d) => [d.id, d]),
  )
  const people = new Map(
    (
      await userBriefs(c.tx, [
        ...new Set([
          ...actions.flatMap((a) => (a.actorId ? [a.actorId] : [])),
          ...dispenses.flatMap((d) => [d.dispenserId, d.checkerId]),
        ]),
      ])
    ).map((u) => [u.id, u.realName || u.account]),
  )
  const itemDrug = new Map(items.map((i) => [i.id, drugs.get(i.drugId)]))
  return {
    ...(await toPrescriptions(c, [row]))[0]!,
    items: items.map((i) => ({
      id: i.id,
      drugId: i.drugId,
      drugTradeName: drugs.get(i.drugId)?.tradeName ?? '',
      genericName: drugs.get(i.drugId)?.genericName ?? '',
      doseMg: i.doseMg,
      timesPerDay: i.timesPerDay,
      days: i.days,
      quantity: i.quantity,
    })),
    actions: actions.map((a) => ({
      id: a.id,
      seq: a.seq,
      action: a.action,
      fromStatus: a.fromStatus,
      toStatus: a.toStatus,
      actorId: a.actorId,
      actorName: (a.actorId && people.get(a.actorId)) ?? '',
      reason: a.reason,
      createTime: formatDateTime(a.createTime, c.timeZone),
    })),
    dispenses: dispenses.map((d) => ({
      id: d.id,
      itemId: d.itemId,
      drugTradeName: itemDrug.get(d.itemId)?.tradeName ?? '',
      lotNo: d.lotNo,
      expiryDate: d.expiryDate,
      quantity: d.quantity,
      dispenserName: people.get(d.dispenserId) ?? '',
      checkerName: people.get(d.checkerId) ?? '',
      createTime: formatDateTime(d.createTime, c.timeZone),
    })),
    versions: versions.map((v) => ({ ...v, status: v.status as RxStatus })),
  }
}

export interface DispenseLine {
  itemId: string
  lotNo: string
  expiryDate: string
}

/**
 * Dispenses an approved version: the caller dispenses, a different user checks; every item once,
 * with a lot that has not expired. One record per item and the version's move to dispensed.
 */
export async function dispense(c: DtpContext, id: string, checkerId: string, lines: DispenseLine[]) {
  if (checkerId === c.userId) throw badRequest('dtpCheckerSame')
  if ((await userBriefs(c.tx, [checkerId])).length === 0) throw badRequest('dtpCheckerMissing')
  const row = await lockRx(c.tx, id)
  const items = await c.tx
    .select()
    .from(dtpPrescriptionItem)
    .where(eq(dtpPrescriptionItem.prescriptionId, id))
  const byItem = new Map(lines.map((l) => [l.itemId, l]))
  if (byItem.size !== lines.length || items.length !== lines.length || items.some((i) => !byItem.has(i.id)))
    throw badRequest('dtpDispenseLines')
  const today = await todayIn(c.tx, c.timeZone)
  const expired = lines.find((l) => l.expiryDate < today)
  if (expired) throw badRequest('dtpLotExpired', { lot: expired.lotNo })
  await move(c, row, 'dispense')
  await c.tx.insert(dtpDispense).values(
    items.map((i) => ({
      id: c.ids.next(),
      prescriptionId: id,
      itemId: i.id,
      drugId: i.drugId,
      lotNo: byItem.get(i.id)!.lotNo,
      expiryDate: byItem.get(i.id)!.expiryDate,
      quantity: i.quantity,
      dispenserId: c.userId,
      checkerId,
    })),
  )
}

/** A version's status and items (the sale check's view). */
export async function rxWithItems(tx: Tx, id: string) {
  const [row] = await tx.select().from(dtpPrescription).where(eq(dtpPrescription.id, id))
  if (!row) return undefined
  const items = await tx.select().from(dtpPrescriptionItem).where(eq(dtpPrescriptionItem.prescriptionId, id))
  return { status: row.status as RxStatus, items }
}
