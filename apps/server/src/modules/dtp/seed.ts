import type { RxSource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { DemoSeeded } from '../../core/module'
import { seedRoles } from '../access'
import { goodsDrugBriefs, type GoodsDrugBrief } from '../goods'
import { assignRoles, userByAccount } from '../user'
import type { DtpContext } from './context'
import { dispense, reviewPrescription, rxDetail, submitPrescription } from './prescriptions'
import { dtpDrug, dtpDrugReview, dtpPatient, dtpRulePair } from './schema'
import { DEMO_PATIENTS, DEMO_REVIEWS, DRUG_TRAITS, PHARMACIST_ROLE, RULE_PAIRS } from './seed-data'

const DAY = 86_400_000
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/** '0.25g*24粒' → strength 0.25g, pack 24粒 (a pack alone when there is no strength). */
function strengthAndPack(spec: string | null): [string | null, string | null] {
  if (!spec) return [null, null]
  const [first, second] = spec.split('*')
  return second ? [first!, second] : /\d+(\.\d+)?(g|mg|ml|%)/.test(first!) ? [first!, null] : [null, first!]
}

/** Two in three of the pharmacy's drug goods (about a hundred); a few approvals expiring or expired. */
function drugRows(ids: IdGenerator, goods: GoodsDrugBrief[]) {
  return goods
    .filter((g) => g.rxType !== 'NONE' && g.approvalNumber)
    .filter((_, i) => i % 3 !== 2)
    .map((g, i) => {
      const generic = g.genericName ?? g.tradeName
      const [maxDailyMg, flags, maxQty, pregnancyRisk, storage] = DRUG_TRAITS[generic] ?? [
        null,
        [],
        null,
        0,
        '密封保存',
      ]
      const [strength, packSpec] = strengthAndPack(g.specification)
      const maker = g.factoryName ?? ''
      return {
        id: ids.next(),
        goodsId: g.id,
        tradeName: g.tradeName,
        genericName: generic,
        dosageForm: /胶囊/.test(generic)
          ? '胶囊剂'
          : /片/.test(generic)
            ? '片剂'
            : /颗粒/.test(generic)
              ? '颗粒剂'
              : null,
        strength,
        packSpec,
        manufacturer: maker,
        mah: maker,
        approvalNumber: g.approvalNumber!,
        // every 25th has expired, every 25th from the 12th expires within 90 days
        approvalValidTo: i % 25 === 24 ? dateIn(-10) : i % 25 === 12 ? dateIn(45) : dateIn(900 + i * 7),
        category: g.rxType,
        controlFlags: flags.length ? flags.join(',') : null,
        maxQtyPerSale: maxQty,
        maxDailyMg,
        pregnancyRisk,
        storage,
        insuranceCode: g.rxType === 'NONE' ? null : `XA${g.goodsCode.slice(2)}`,
      }
    })
}

type Drug = ReturnType<typeof drugRows>[number]

/** Prescriptions in every review state, moved by the administrator and the pharmacist as a shop would. */
async function seedPrescriptions(
  admin: DtpContext,
  pharmacist: DtpContext,
  patients: string[],
  drugs: Drug[],
) {
  const drug = (generic: string) =>
    drugs.find((d) => d.genericName === generic && d.approvalValidTo > dateIn(0))!
  const item = (generic: string, doseMg: number, timesPerDay = 3, days = 7, quantity = 1) => ({
    drugId: drug(generic).id,
    doseMg,
    timesPerDay,
    days,
    quantity,
  })
  const rx = (
    patient: number,
    items: ReturnType<typeof item>[],
    diagnosis: string,
    source: RxSource = 'paper',
  ) =>
    submitPrescription(admin, {
      patientId: patients[patient]!,
      source,
      prescriber: '孙医生',
      hospital: '市第一人民医院',
      diagnosis,
      items,
    })
  // pending (OK), pending (WARN: interaction), pending (BLOCK: allergy)
  await rx(1, [item('苯磺酸氨氯地平片', 5, 1, 28, 1)], '高血压')
  await rx(6, [item('阿司匹林肠溶片', 100, 1, 30), item('布洛芬缓释胶囊', 300, 2, 3)], '冠心病；关节痛')
  await rx(0, [item('阿莫西林胶囊', 500, 3, 7, 2)], '急性扁桃体炎')
  // escalated: the first pharmacist's override reason waits for the second
  const escalated = await rx(7, [item('头孢克肟分散片', 100, 2, 5)], '急性支气管炎', 'electronic')
  await reviewPrescription(admin, escalated, 'override', '患者既往皮试阴性，医生确认用药')
  // queried, then changed: version 1 superseded by version 2 (pending)
  const queried = await rx(
    5,
    [item('硝苯地平缓释片', 20, 2, 30), item('苯磺酸氨氯地平片', 5, 1, 30)],
    '高血压',
  )
  await reviewPrescription(pharmacist, queried, 'query', '两种钙通道阻滞剂合用，请医生确认')
  const v1 = await rx(3, [item('阿奇霉素片', 250, 1, 3)], '支原体感染', 'online')
  await reviewPrescription(pharmacist, v1, 'query', '儿童剂量请按体重核对')
  const v1d = await rxDetail(admin, v1)
  await submitPrescription(admin, {
    previousId: v1,
    patientId: v1d.patientId,
    source: 'online',
    prescriber: '孙医生',
    hospital: '市第一人民医院',
    diagnosis: '支原体感染',
    items: [item('阿奇霉素片', 200, 1, 3)],
  })
  // rejected
  const rejected = await rx(2, [item('左氧氟沙星片', 500, 1, 7)], '尿路感染')
  await reviewPrescription(pharmacist, rejected, 'reject', '妊娠期禁用喹诺酮类')
  // approved, and approved then dispensed with both signatures
  const approved = await rx(1, [item('厄贝沙坦片', 150, 1, 28)], '高血压')
  await reviewPrescription(pharmacist, approved, 'approve')
  const dispensed = await rx(6, [item('奥美拉唑肠溶胶囊', 20, 1, 14, 1)], '慢性胃炎')
  await reviewPrescription(pharmacist, dispensed, 'approve')
  const items = (await rxDetail(admin, dispensed)).items
  await dispense(
    admin,
    dispensed,
    pharmacist.userId,
    items.map((i) => ({ itemId: i.id, lotNo: 'L2407015', expiryDate: dateIn(540) })),
  )
  // a blocked prescription approved by two pharmacists
  const overridden = await rx(2, [item('布洛芬缓释胶囊', 300, 2, 3)], '发热')
  await reviewPrescription(admin, overridden, 'override', '医生确认短期使用，已告知风险')
  await reviewPrescription(pharmacist, overridden, 'override', '复核妊娠用药风险，同意用药')
}

/**
 * The pharmacy demo (issue 27): a pharmacist role for the manager, about a hundred drugs on the
 * tenant's drug goods (one insert), the check's pairs, patients, prescriptions in every state, reviews.
 */
export async function seedDtp(tx: Tx, ids: IdGenerator, seeded: DemoSeeded): Promise<void> {
  const goods = (
    await goodsDrugBriefs(
      tx,
      seeded.goods.map((g) => g.id),
    )
  ).sort((a, b) => a.goodsCode.localeCompare(b.goodsCode))
  if (!goods.some((g) => g.rxType !== 'NONE')) return
  const admin = (await userByAccount(tx, 'admin'))!
  const manager = (await userByAccount(tx, 'manager')) ?? admin
  const roles = await seedRoles(tx, ids, [PHARMACIST_ROLE])
  await assignRoles(tx, manager.id, [roles.get(PHARMACIST_ROLE.alias)!])

  const drugs = drugRows(ids, goods)
  await tx.insert(dtpDrug).values(drugs)
  await tx.insert(dtpRulePair).values(
    RULE_PAIRS.map(([kind, termA, termB, level, note]) => ({
      id: ids.next(),
      kind,
      termA,
      termB,
      level,
      note,
    })),
  )
  const patients = DEMO_PATIENTS.map(
    ([name, gender, birthDate, allergies, chronic, pregnancy, weightKg, phone], i) => ({
      id: ids.next(),
      name,
      gender,
      birthDate,
      idCard:
        `11010${birthDate.replace(/-/g, '')}${String(100 + i).padStart(3, '0')}`
          .padEnd(17, '0')
          .slice(0, 17) + 'X',
      phone,
      weightKg,
      allergies: allergies || null,
      chronicConditions: chronic || null,
      pregnancy,
      consent: i % 4 === 3 ? 0 : 1,
      consentDate: i % 4 === 3 ? null : dateIn(-30 - i),
    }),
  )
  await tx.insert(dtpPatient).values(patients)
  await tx.insert(dtpDrugReview).values(
    DEMO_REVIEWS.map(([customerName, rating, content, status, reply], i) => ({
      id: ids.next(),
      drugId: drugs[(i * 7) % drugs.length]!.id,
      customerName,
      rating,
      content,
      status,
      reply,
      replyUser: reply ? manager.id : null,
      replyTime: reply ? new Date() : null,
    })),
  )
  const ctx = (userId: string): DtpContext => ({
    tx,
    ids,
    userId,
    locale: 'zh_CN',
    timeZone: 'Asia/Shanghai',
  })
  await seedPrescriptions(
    ctx(admin.id),
    ctx(manager.id),
    patients.map((p) => p.id),
    drugs,
  )
}
